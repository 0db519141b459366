/** A result row as far as opening its panel member goes. */
export interface MemberRow {
  id: number;
  fullName?: unknown;
  businessRego?: unknown;
  disabilityRego?: unknown;
}

/**
 * The record route of a result row: business, impairment or consumer panel, by the row's flags
 * (the rule of the top-bar search, product §2.7).
 */
export function memberPath(row: MemberRow): string {
  if (row.businessRego === true) return `/bussinesspanelmember/${row.id}`;
  if (row.disabilityRego === true) return `/impairmentpanelmember/${row.id}`;
  return `/respondent/${row.id}`;
}

export const memberTitle = (row: MemberRow): string =>
  typeof row.fullName === "string" && row.fullName ? row.fullName : `Panel member #${row.id}`;
