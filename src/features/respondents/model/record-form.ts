import {
  MERGEABLE_FIELDS,
  type MergeableField,
  type Respondent,
} from "../../../../server/contracts/respondents/respondents";

/** The three staff record routes (product §2.2) and the panel each one is about. */
export type Panel = "consumer" | "business" | "impairment";

export const PANEL_ROUTES: Record<Panel, { list: string; edit: string; add: string; title: string }> = {
  consumer: {
    list: "respondent",
    edit: "/respondent/",
    add: "/newrespondents",
    title: "Consumer Panel Member",
  },
  business: {
    list: "bussinesspanelmember",
    edit: "/bussinesspanelmember/",
    add: "/newbussinesspanelmember",
    title: "Business Panel Member",
  },
  impairment: {
    list: "impairmentpanelmember",
    edit: "/impairmentpanelmember/",
    add: "/newimpairmentpanelmember",
    title: "Impairment Panel Member",
  },
};

/** Where a saved record lives, by its panel flags (same rule as the top-bar search). */
export function recordPath(r: { id: number; businessRego: boolean; disabilityRego: boolean }): string {
  const panel: Panel = r.businessRego ? "business" : r.disabilityRego ? "impairment" : "consumer";
  return `${PANEL_ROUTES[panel].edit}${r.id}`;
}

/** Mergeable fields that hold lists rather than one text value. */
const LIST_FIELDS = ["languages", "impairmentTypes"] as const;
type ScalarMergeable = Exclude<MergeableField, (typeof LIST_FIELDS)[number]>;
/** Text fields the form edits beyond the mergeable ones. */
const FORM_ONLY_TEXT_FIELDS = ["notes", "financeAccountName", "financeBsb", "financeAccountNumber"] as const;
type TextField = ScalarMergeable | (typeof FORM_ONLY_TEXT_FIELDS)[number];

/** Every single-value field of the form: the mergeable ones (one list, in the contract) plus notes and bank. */
const TEXT_FIELDS: readonly TextField[] = [
  ...MERGEABLE_FIELDS.filter((f): f is ScalarMergeable => !(LIST_FIELDS as readonly string[]).includes(f)),
  ...FORM_ONLY_TEXT_FIELDS,
];

export interface RecordValues extends Record<TextField, string> {
  optedOut: boolean;
  isActive: boolean;
  businessRego: boolean;
  disabilityRego: boolean;
  impairmentTypes: string[];
  languages: string[];
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function emptyRecord(panel: Panel): RecordValues {
  const out = Object.fromEntries(TEXT_FIELDS.map((k) => [k, ""])) as Record<TextField, string>;
  return {
    ...out,
    country: "AU",
    optedOut: false,
    isActive: true,
    businessRego: panel === "business",
    disabilityRego: panel === "impairment",
    impairmentTypes: [],
    languages: [],
  };
}

export function recordValues(r: Respondent): RecordValues {
  const out = Object.fromEntries(TEXT_FIELDS.map((k) => [k, str(r[k])])) as Record<TextField, string>;
  return {
    ...out,
    optedOut: r.optedOut,
    isActive: r.isActive,
    businessRego: r.businessRego,
    disabilityRego: r.disabilityRego,
    impairmentTypes: r.impairmentTypes,
    languages: r.languages,
  };
}

const NUMBER_FIELDS = new Set<TextField>(["yearOfBirth", "householdSize"]);
const REQUIRED_TEXT = new Set<TextField>(["firstName", "lastName", "email", "mobile"]);
const BANK = new Set<TextField>(["financeAccountName", "financeBsb", "financeAccountNumber"]);

/**
 * The body of POST /api/respondent/update. Blank optional texts go as null; bank fields are sent
 * only when the user may see them AND changed them (absent = unchanged on the server).
 */
export function recordPayload(id: number, v: RecordValues, initial: RecordValues, withBank: boolean) {
  const body: Record<string, unknown> = { id };
  for (const key of TEXT_FIELDS) {
    if (BANK.has(key)) continue;
    const value = v[key].trim();
    if (NUMBER_FIELDS.has(key)) body[key] = value === "" ? null : Number(value);
    else if (REQUIRED_TEXT.has(key) || key === "landline" || key === "postcode") body[key] = value;
    else body[key] = value === "" ? null : value;
  }
  body.optedOut = v.optedOut;
  body.isActive = v.isActive;
  body.businessRego = v.businessRego;
  body.disabilityRego = v.disabilityRego;
  body.impairmentTypes = v.impairmentTypes;
  body.languages = v.languages;
  const bankChanged = [...BANK].some((k) => v[k] !== initial[k]);
  if (withBank && bankChanged) for (const k of BANK) body[k] = v[k].trim();
  return body;
}

/** One row of the merge chooser: a field whose values differ between the two records. */
export interface MergeRow {
  field: MergeableField;
  keep: string;
  other: string;
}

const show = (v: unknown) => (Array.isArray(v) ? v.join(", ") : str(v));

/** The fields whose values differ; the merge chooser asks only about these. */
export function mergeRows(
  keep: Respondent,
  other: Respondent,
  fields: readonly MergeableField[],
): MergeRow[] {
  return fields
    .map((field) => ({ field, keep: show(keep[field]), other: show(other[field]) }))
    .filter((r) => r.keep !== r.other);
}

/** A readable label for a field name ("businessEmployeeNumbers" → "Business employee numbers"). */
export function fieldLabel(field: string): string {
  const words = field.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
