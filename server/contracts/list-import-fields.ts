/**
 * The panel fields a list import can fill (decision 217), zod-free so the mapping screen and the
 * server read one list. `aliases` are header texts (lower-cased, letters only) the mapping step
 * proposes the field for before anyone has saved a mapping of that template.
 */
export const LIST_IMPORT_FIELDS = [
  { key: "firstName", label: "First name", aliases: ["firstname", "first", "givenname", "name"] },
  { key: "lastName", label: "Surname", aliases: ["surname", "lastname", "last", "familyname"] },
  { key: "email", label: "E-mail", aliases: ["email", "emailaddress", "mail"] },
  { key: "mobile", label: "Mobile", aliases: ["mobile", "mobilephone", "phone", "cell", "mobilenumber"] },
  { key: "dateOfBirth", label: "Date of birth", aliases: ["dateofbirth", "dob", "birthdate", "birthday"] },
  { key: "gender", label: "Gender", aliases: ["gender", "sex"] },
  { key: "address1", label: "Address", aliases: ["address", "address1", "street"] },
  { key: "suburb", label: "Suburb", aliases: ["suburb", "city", "town"] },
  { key: "state", label: "State", aliases: ["state", "region"] },
  { key: "postcode", label: "Post code", aliases: ["postcode", "zip", "postalcode"] },
] as const;
export type ListImportField = (typeof LIST_IMPORT_FIELDS)[number]["key"];

/** How the file writes dates: asked on the mapping step, never guessed (CSV dates are locale text). */
export const DATE_FORMATS = ["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** A row's outcome in the match report. */
export const ROW_OUTCOMES = ["valid", "invalid", "duplicate", "in-panel", "opted-out"] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

/** Limits of one upload: file size, data rows, and the xlsx's unpacked size (zip-bomb guard). */
export const LIST_IMPORT_LIMITS = {
  maxBytes: 40 * 1024 * 1024,
  maxRows: 200_000,
  maxUnpackedBytes: 400 * 1024 * 1024,
} as const;
