import type { Opportunity } from "../../../../server/contracts/respondents/portal";
import type { SheetColumn } from "../../../../server/contracts/sheet";
import { formatDate } from "../../../lib/format";

/** The file of product §2.10 / §9. */
export const OPPORTUNITIES_FILE = "Respondent Survey.xlsx";
export const OPPORTUNITIES_SHEET = "Opportunities";

/** Columns of the export: the fields of an opportunity card, plus expiry, closed and the link. */
export const OPPORTUNITY_COLUMNS: readonly SheetColumn[] = [
  { header: "Job Number", width: 12 },
  { header: "Job", width: 30 },
  { header: "Description", width: 40 },
  { header: "Location", width: 16 },
  { header: "Time", width: 12 },
  { header: "Job Type", width: 14 },
  { header: "Expiry Date", width: 12, format: "date" },
  { header: "Closed", width: 8 },
  { header: "Survey URL", width: 40 },
];
export const OPPORTUNITY_HEADER = OPPORTUNITY_COLUMNS.map((c) => c.header);

/** One sheet row per opportunity: the expiry's agency day (a real date in the file), closed as 'Yes' or 'No' (product §9). */
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
