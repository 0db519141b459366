import type { Respondent } from "../../../../server/contracts/respondents/respondents";

/** The fields a respondent edits on My Profile, all as strings while typing. */
export const PROFILE_TEXT = [
  "title",
  "firstName",
  "lastName",
  "email",
  "mobile",
  "landline",
  "address1",
  "address2",
  "suburb",
  "state",
  "postcode",
  "gender",
  "yearOfBirth",
  "employmentType",
  "householdIncome",
  "educationLevel",
  "preferredContactMethod",
  "contactTime",
] as const;
export type ProfileField = (typeof PROFILE_TEXT)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValues(r: Respondent): ProfileValues {
  const out = {} as ProfileValues;
  for (const key of PROFILE_TEXT) {
    const v = r[key];
    out[key] = v === null || v === undefined ? "" : String(v);
  }
  return out;
}

/** The update body: optional texts go as null when blank, the year as a number. */
export function profilePayload(id: number, v: ProfileValues) {
  const blankToNull = (s: string) => (s.trim() === "" ? null : s.trim());
  return {
    id,
    title: blankToNull(v.title),
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    mobile: v.mobile,
    landline: v.landline,
    address1: blankToNull(v.address1),
    address2: blankToNull(v.address2),
    suburb: blankToNull(v.suburb),
    state: blankToNull(v.state),
    postcode: v.postcode,
    gender: blankToNull(v.gender),
    yearOfBirth: v.yearOfBirth === "" ? null : Number(v.yearOfBirth),
    employmentType: blankToNull(v.employmentType),
    householdIncome: blankToNull(v.householdIncome),
    educationLevel: blankToNull(v.educationLevel),
    preferredContactMethod: blankToNull(v.preferredContactMethod),
    contactTime: blankToNull(v.contactTime),
  };
}
