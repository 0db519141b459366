import type { ColumnFormat, ReportCell } from "../../../../server/contracts/reports/report-kit";
import { formatDate, formatMoney } from "../../../lib/format";

/** A report cell as the page shows it: the same format the export's cell carries (decision 230). */
export function cellText(format: ColumnFormat, value: ReportCell | undefined): string {
  if (value === null || value === undefined || value === "") return format === "percent" ? "–" : "";
  switch (format) {
    case "money":
      return formatMoney(value);
    case "percent":
      return typeof value === "number" ? `${(value * 100).toFixed(1)}%` : String(value);
    case "date":
      return formatDate(value);
    case "int":
      return typeof value === "number" ? value.toLocaleString("en-AU") : String(value);
    case "decimal":
    case "hours":
      return typeof value === "number" ? value.toFixed(2) : String(value);
    default:
      return String(value);
  }
}

/** Numbers sit right in tables. */
export const isNumeric = (format: ColumnFormat) => format !== "text" && format !== "date";
