import type { DateFormat, ListImportField } from "../../contracts/list-import-fields";
import { isEmail, isPostcode } from "../../contracts/patterns";
import { toE164 } from "../../contracts/phone-e164";

/**
 * One file row → the respondent fields it becomes, with every problem named (decision 217).
 * E-mails are trimmed and lower-cased; mobiles become E.164 (the match key) and are stored in
 * the panel's own form (local digits, 0412345678); dates are read in the format the user chose.
 */

export type Mapping = Partial<Record<ListImportField, number>>;
export type RowValues = Record<ListImportField | "yearOfBirth" | "country", string | null>;

export interface NormalisedRow {
  values: RowValues;
  /** Lower-cased e-mail, the panel match key. */
  email: string | null;
  /** E.164 mobile, the panel match key. */
  mobile: string | null;
  problems: string[];
}

/** Trimmed, lower-cased; null when blank. */
export const normaliseEmail = (raw: string | undefined): string | null => {
  const v = (raw ?? "").trim().toLowerCase();
  return v === "" ? null : v;
};

const CODES: Record<string, string> = { AU: "61", NZ: "64" };

/** E.164 and the panel's local form of a mobile of `country`, or the reason it is none. */
export function normaliseMobile(
  raw: string,
  country: "AU" | "NZ",
): { e164: string; local: string } | { reason: string } {
  const result = toE164(raw, country);
  if (!result.ok) return { reason: result.reason };
  const code = CODES[country] as string;
  if (!result.number.startsWith(`+${code}`))
    return {
      reason: `The mobile ${raw.trim()} is not ${country === "NZ" ? "a New Zealand" : "an Australian"} number.`,
    };
  return { e164: result.number, local: `0${result.number.slice(1 + code.length)}` };
}

/** The stored forms a panel member's mobile may have for this E.164 number (the lookup keys). */
export function mobileKeys(e164: string): string[] {
  const m = /^\+(61|64)(\d+)$/.exec(e164);
  return m ? [`0${m[2]}`, e164, `${m[1]}${m[2]}`] : [e164];
}

/**
 * A date in the chosen format (day, month and year separated by / - or .; two-digit years are
 * this century up to the current year, else the last); ISO YYYY-MM-DD is always read (xlsx date
 * cells arrive that way). Answers YYYY-MM-DD or null when no real date in the past.
 */
export function parseDate(raw: string, format: DateFormat, today: Date): string | null {
  const text = raw.trim();
  let y: number;
  let mo: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const parts = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(text);
  if (iso) [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (!parts || format === "YYYY-MM-DD") return null;
  else {
    const [a, b, c] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
    [d, mo] = format === "DD/MM/YYYY" ? [a, b] : [b, a];
    y = c;
    if ((parts[3] as string).length === 2) {
      const yy = today.getUTCFullYear() % 100;
      y = c + (c <= yy ? 2000 : 1900);
    } else if ((parts[3] as string).length !== 4) return null;
    if ((parts[1] as string).length > 2) return null;
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900 || date > today) return null;
  return date.toISOString().slice(0, 10);
}

const GENDERS: Record<string, string> = {
  f: "Female",
  female: "Female",
  m: "Male",
  male: "Male",
  "non-binary": "Non-binary",
  nonbinary: "Non-binary",
  x: "Non-binary",
  "prefer not to say": "Prefer not to say",
};

const cell = (cells: string[], mapping: Mapping, field: ListImportField): string => {
  const i = mapping[field];
  return i === undefined ? "" : (cells[i] ?? "").trim();
};
const orNull = (v: string) => (v === "" ? null : v);

/** Reads one row with the mapping; `problems` is empty when the row can become a member. */
export function normaliseRow(
  cells: string[],
  mapping: Mapping,
  options: { dateFormat: DateFormat; country: "AU" | "NZ"; today: Date },
): NormalisedRow {
  const problems: string[] = [];
  const get = (f: ListImportField) => cell(cells, mapping, f);
  const firstName = get("firstName");
  if (firstName === "") problems.push("The first name is missing.");
  else if (firstName.length > 60) problems.push("The first name is longer than 60 characters.");
  const email = normaliseEmail(get("email"));
  if (email && !isEmail(email)) problems.push(`The e-mail ${email} is not a valid e-mail address.`);
  const rawMobile = get("mobile");
  let mobile: string | null = null;
  let localMobile: string | null = null;
  if (rawMobile !== "") {
    const m = normaliseMobile(rawMobile, options.country);
    if ("reason" in m) problems.push(m.reason);
    else [mobile, localMobile] = [m.e164, m.local];
  }
  if (!email && rawMobile === "")
    problems.push("Neither an e-mail nor a mobile: the person cannot be reached.");
  const rawDate = get("dateOfBirth");
  const dateOfBirth = rawDate === "" ? null : parseDate(rawDate, options.dateFormat, options.today);
  if (rawDate !== "" && !dateOfBirth)
    problems.push(`The date of birth ${rawDate} is not a date in the format ${options.dateFormat}.`);
  const rawGender = get("gender");
  const gender = rawGender === "" ? null : (GENDERS[rawGender.toLowerCase()] ?? null);
  if (rawGender !== "" && !gender)
    problems.push(`The gender ${rawGender} is not one of Female, Male, Non-binary.`);
  const postcode = get("postcode");
  if (postcode !== "" && !isPostcode(postcode, options.country === "NZ" ? "NZ" : "default"))
    problems.push(`The post code ${postcode} is not a post code.`);
  return {
    values: {
      firstName,
      lastName: get("lastName"),
      email: email && isEmail(email) ? email : null,
      mobile: localMobile,
      dateOfBirth,
      yearOfBirth: dateOfBirth ? dateOfBirth.slice(0, 4) : null,
      gender,
      address1: orNull(get("address1")),
      suburb: orNull(get("suburb")),
      state: orNull(get("state").toUpperCase()),
      postcode: orNull(postcode),
      country: options.country,
    },
    email: email && isEmail(email) ? email : null,
    mobile,
    problems,
  };
}

/** The template key of a header row: lower-cased, trimmed, in order. */
export const headerKey = (columns: string[]) => columns.map((c) => c.trim().toLowerCase()).join("\u001f");
