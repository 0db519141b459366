import type { Opportunity } from "../../../../server/contracts/respondents/portal";
import { formatDate } from "../../../lib/format";

/** The file of product §2.10 / §9. */
export const OPPORTUNITIES_FILE = "Respondent Survey.xlsx";
export const OPPORTUNITIES_SHEET = "Opportunities";

/** Columns of the export: the fields of an opportunity card, plus expiry, closed and the link. */
export const OPPORTUNITY_HEADER = [
  "Job Number",
  "Job",
  "Description",
  "Location",
  "Time",
  "Job Type",
  "Expiry Date",
  "Closed",
  "Survey URL",
] as const;

/** One sheet row per opportunity: dates DD/MM/YYYY, closed as 'Yes' or 'No' (product §9). */
export function opportunityRows(list: readonly Opportunity[]): string[][] {
  return list.map((o) => [
    o.clientJob.jobNumber,
    o.clientJob.jobNumberAndName,
    o.description ?? "",
    o.clientJob.inviteLocation ?? "",
    o.clientJob.inviteTime ?? "",
    o.clientJob.inviteJobType ?? "",
    formatDate(o.expiryDate),
    o.closed ? "Yes" : "No",
    o.resSurveyURL ?? "",
  ]);
}
