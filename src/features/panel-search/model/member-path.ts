import { href, ROUTES } from "../../../app/routes/route-patterns";
/** A result row as far as opening its panel member goes. */
export interface MemberRow {
  id: number;
  fullName?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  businessRego?: unknown;
  disabilityRego?: unknown;
}

/**
 * The record route of a result row: business, impairment or consumer panel, by the row's flags
 * (the rule of the top-bar search, product §2.7).
 */
export function memberPath(row: MemberRow): string {
  if (row.businessRego === true) return href(ROUTES.businessPanelMember, { resid: row.id });
  if (row.disabilityRego === true) return href(ROUTES.impairmentPanelMember, { resid: row.id });
  return href(ROUTES.respondentRecord, { resid: row.id });
}

export function memberTitle(row: MemberRow): string {
  if (typeof row.fullName === "string" && row.fullName) return row.fullName;
  const name = [row.firstName, row.lastName].filter((p) => typeof p === "string" && p).join(" ");
  return name || `Panel member #${row.id}`;
}
