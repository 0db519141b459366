/**
 * Merge fields: `{{field}}` in a template becomes the field's value. In an HTML body every value is
 * HTML-escaped (a respondent named `<b>` stays text), so a template author's markup is the only
 * markup. URL fields (links the server generates: survey, confirm, unsubscribe) must be absolute
 * http(s) URLs; anything else renders as nothing, so a stored value can never become `javascript:`.
 */

import { escapeHtml } from "../../contracts/escape-html";

export type MergeValue = string | number | null | undefined;
export type MergeValues = Readonly<Record<string, MergeValue>>;

/** Fields whose values are links; the server builds them, a template only places them. */
const URL_FIELDS: ReadonlySet<string> = new Set(["surveyLink", "confirmLink", "unsubscribeLink"]);

const FIELD = /\{\{\s*([A-Za-z][A-Za-z0-9_.]*)\s*\}\}/g;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

const valueText = (name: string, value: MergeValue): string => {
  if (value === null || value === undefined) return "";
  const text = String(value);
  if (URL_FIELDS.has(name) && !isHttpUrl(text)) return "";
  return text;
};

/** The field names a template uses, once each, in order of first use. */
export function templateFields(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(FIELD), (m) => m[1] ?? ""))];
}

/**
 * The fields of these templates that would render as nothing for these values (an unknown field,
 * a missing value, a link that is no http(s) URL): a send that would leave one empty is stopped.
 */
export function emptyFields(templates: readonly string[], values: MergeValues): string[] {
  const used = [...new Set(templates.flatMap(templateFields))];
  return used.filter(
    (name) => !valueText(name, Object.hasOwn(values, name) ? values[name] : undefined).trim(),
  );
}

/**
 * Substitutes every `{{field}}`; an unknown field renders as nothing. `html: true` escapes values
 * for an HTML body (text and attribute positions alike); `html: false` inserts them as they are
 * (plain-text e-mail and SMS).
 */
export function renderTemplate(template: string, values: MergeValues, options: { html: boolean }): string {
  return template.replace(FIELD, (_match, name: string) => {
    const text = valueText(name, Object.hasOwn(values, name) ? values[name] : undefined);
    return options.html ? escapeHtml(text) : text;
  });
}
