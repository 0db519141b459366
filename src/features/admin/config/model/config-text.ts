import type { ConfigItemRow } from "../../../../../server/contracts/admin/config-items";

/** A stored value as people read it: flags On/Off, lists comma-separated, unset as "Not set". */
export function configValueText(row: Pick<ConfigItemRow, "kind" | "value">): string {
  if (row.value === null) return "Not set";
  if (row.kind === "flag") return row.value === "true" ? "On" : "Off";
  if (row.kind === "list") return listItems(row.value).join(", ");
  return row.value;
}

/** The items of a list value (a JSON array; anything else is one item). */
export function listItems(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: one item
  }
  return [value];
}

/** The form's text for a value: lists one item a line. */
export const configFormText = (row: Pick<ConfigItemRow, "kind" | "value">): string =>
  row.kind === "list" ? listItems(row.value).join("\n") : (row.value ?? "");
