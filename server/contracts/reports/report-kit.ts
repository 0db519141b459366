import type { RightCode } from "../rights-codes";

/**
 * The shape of a report declaration (decision 230). Zod-free on purpose: the palette, the staff
 * menu and the report index read the catalogue without loading a contract module; the calls are
 * built from it in `calls.ts`. A report is declared once: title, route, right, call, filters,
 * columns with their formats, chart, definitions and drill-through; the server's source
 * (server/services/reports/) answers rows in the declared columns, and the page, the chart, the
 * table and the xlsx all read those same rows.
 */

/** How a cell is shown, exported and totalled. */
export type ColumnFormat = "text" | "int" | "decimal" | "money" | "percent" | "date" | "hours";

/** The rows a number drills into (opened in the other pane, decision 236). */
export type DrillKind = "bookings" | "jobs" | "clients" | "respondents" | "sessions";

export interface ReportColumn {
  key: string;
  header: string;
  format: ColumnFormat;
  /** A number that opens the rows behind it. */
  drill?: DrillKind;
  /** The metric's definition, shown beside the report (decision 231). */
  definition?: string;
  /** Hidden in the narrow layout (375 px); always in the export. */
  wide?: boolean;
}

/** The filters a report may offer; every report says which it uses. */
export type FilterKey =
  | "period"
  | "projectManager"
  | "staffUser"
  | "client"
  | "job"
  | "jobNumber"
  | "sessionStatus"
  | "jobStatus"
  | "months"
  | "groupBy"
  | "minPoints";

/** The filter values, as the URL and the call carry them (days are the agency's, YYYY-MM-DD). */
export interface ReportFilters {
  from?: string;
  to?: string;
  projectManager?: string;
  staffUser?: string;
  clientId?: number;
  jobId?: number;
  jobNumber?: string;
  sessionStatus?: string;
  jobStatus?: string;
  months?: number;
  groupBy?: "day" | "week" | "month";
  minPoints?: number;
}

export interface ReportChart {
  kind: "bar" | "stackedBar" | "line" | "funnel";
  /** Draw from the page's rows, or from the totals row turned into one row per series (funnel). */
  from: "rows" | "totals";
  /** The row key on the category axis (from: "rows"); it may be a row field that is no column. */
  x: string;
  /** Column keys drawn as series. */
  series: string[];
}

export type ReportGroup = "Recruitment" | "Jobs and clients" | "Money and points" | "Staff";

export interface ReportDeclaration {
  /** kebab-case, unique: "session-recruitment". */
  id: string;
  title: string;
  group: ReportGroup;
  /** The page (routes.tsv), or null for a report the spec gives no page (a tab of another). */
  route: string | null;
  right: RightCode;
  /** The spec's call (staff-calls §7.13), without /api. */
  path: string;
  /** The spec lets this call be a GET too (staff-calls §7.13). */
  getToo?: boolean;
  /** What the report is for, one sentence, under the title. */
  summary: string;
  filters: FilterKey[];
  /** The period shown first: the last `back` days to `ahead` days from the agency's today. */
  defaultPeriod?: { back: number; ahead: number };
  /** Other filter defaults. */
  defaults?: Omit<ReportFilters, "from" | "to">;
  /** The key naming a row (what drill-through and selection use). */
  rowKey: string;
  columns: ReportColumn[];
  chart?: ReportChart;
  /** Definitions beyond the columns' own (exclusions, what a row is). */
  notes?: string[];
  keywords?: string[];
}

export const report = (declaration: ReportDeclaration): ReportDeclaration => declaration;

/** The two columns naming a job in a report with a row a job: its number, and its name (wide). */
export const jobColumns = (nameHeader: string): ReportColumn[] => [
  { key: "jobNumber", header: "Job", format: "text" },
  { key: "jobName", header: nameHeader, format: "text", wide: true },
];

/** A cell of a report row: text (days as YYYY-MM-DD), number (money in dollars) or empty. */
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** The columns every drill kind shows (the rows behind a number). */
export const DRILL_COLUMNS: Record<DrillKind, ReportColumn[]> = {
  bookings: [
    { key: "respondentId", header: "Panel ID", format: "int" },
    { key: "respondentName", header: "Respondent", format: "text" },
    { key: "jobNumber", header: "Job", format: "text" },
    { key: "sessionName", header: "Session", format: "text" },
    { key: "sessionStart", header: "Session date", format: "date" },
    { key: "status", header: "Status", format: "text" },
    { key: "updatedAt", header: "Changed", format: "date" },
  ],
  jobs: [
    { key: "jobNumber", header: "Job Number", format: "text" },
    { key: "name", header: "Job Name", format: "text" },
    { key: "client", header: "Client", format: "text" },
    { key: "status", header: "Status", format: "text" },
    { key: "startDate", header: "Start Date", format: "date" },
    { key: "projectManager", header: "Project Manager", format: "text" },
  ],
  clients: [
    { key: "name", header: "Client", format: "text" },
    { key: "status", header: "Status", format: "text" },
    { key: "lastJob", header: "Last job", format: "date" },
  ],
  respondents: [
    { key: "respondentId", header: "Panel ID", format: "int" },
    { key: "respondentName", header: "Respondent", format: "text" },
    { key: "points", header: "Points", format: "int" },
  ],
  sessions: [
    { key: "jobNumber", header: "Job", format: "text" },
    { key: "sessionName", header: "Session", format: "text" },
    { key: "sessionStart", header: "Starts", format: "date" },
    { key: "status", header: "Status", format: "text" },
  ],
};
