import { type ReportColumn, report } from "./report-kit";

/**
 * The job and client reports (decision 241). Money is in dollars: quotes from the job's quote
 * value, invoicing from invoice amounts; days are the agency's.
 */

/** Lookup JobStatus codes and the column each is counted in (PM Job Summary). */
export const JOB_STATUS_COLUMNS = {
  open: "Open",
  quoted: "Quoted",
  inField: "In Field",
  onHold: "On Hold",
  closed: "Closed",
  cancelled: "Cancelled",
} as const;

/** Lookup QuoteStatus codes and their columns (Job Quoted Report). */
export const QUOTE_STATUS_COLUMNS = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
} as const;
/** A quote is won when Accepted; decided when Accepted or Declined (Draft and Sent are open). */
export const QUOTE_WON = "Accepted";
/** Invoices that count as invoiced money, in every report and on the dashboard: neither Draft nor Void. */
export const INVOICE_NOT_COUNTED = ["Draft", "Void"] as const;

/** Shared words of the job metrics; the dashboard's sales card uses the same. */
const JOB_DEFINITIONS = {
  jobInPeriod:
    "A job is in the period when it runs within it (start date to end date; a job without dates counts by the day it was created) or one of its sessions starts in it.",
  quoted: "The quote values of these jobs, whatever the quote's status.",
  invoiced: "Invoice amounts of these jobs, Sent or Paid (neither Draft nor Void), whatever their date.",
  invoicedByMonth:
    "Invoice amounts by the invoice's issued date (the agency's day), Sent or Paid (neither Draft nor Void); an invoice with no issued date is not counted.",
  won: "Quote values of quotes Accepted.",
  winRate:
    "Accepted ÷ (Accepted + Declined): of the quotes decided, the share won. Draft and Sent quotes are still open and left out.",
} as const;

const statusColumns: ReportColumn[] = Object.entries(JOB_STATUS_COLUMNS).map(([key, status]) => ({
  key,
  header: status,
  format: "int",
  drill: "jobs",
  definition: `Jobs in the period now ${status}.`,
  ...(key === "onHold" || key === "cancelled" ? { wide: true } : {}),
}));

const sessionColumns: ReportColumn[] = [
  {
    key: "sessions",
    header: "Sessions",
    format: "int",
    definition: "Sessions of these jobs starting in the period.",
  },
];

export const JOB_REPORTS = [
  report({
    id: "job-summary",
    title: "PM Job Summary",
    group: "Jobs and clients",
    route: "/report/jobsummary",
    right: "JSRPT",
    path: "/report/job-report-summary",
    getToo: true,
    summary: "Each project manager's jobs by status, their sessions, quotes and invoicing.",
    filters: ["period", "projectManager", "client"],
    defaultPeriod: { back: 30, ahead: 30 },
    rowKey: "pmKey",
    columns: [
      { key: "projectManager", header: "Project Manager", format: "text" },
      {
        key: "jobs",
        header: "Jobs",
        format: "int",
        drill: "jobs",
        definition: JOB_DEFINITIONS.jobInPeriod,
      },
      ...statusColumns,
      ...sessionColumns,
      {
        key: "quotedValue",
        header: "Quoted $",
        format: "money",
        wide: true,
        definition: JOB_DEFINITIONS.quoted,
      },
      { key: "invoiced", header: "Invoiced", format: "money", definition: JOB_DEFINITIONS.invoiced },
    ],
    chart: { kind: "stackedBar", from: "rows", x: "projectManager", series: Object.keys(JOB_STATUS_COLUMNS) },
    notes: [
      "A row is a project manager (the job's Project Manager); jobs without one are under (none).",
      "A status a job has that is not one of the columns counts in Jobs only.",
    ],
    keywords: ["project manager", "pm", "jobs by status", "job summary"],
  }),
  report({
    id: "job-detail",
    title: "PM Job Detail",
    group: "Jobs and clients",
    route: "/report/jobsummarydetail",
    right: "JDRPT",
    path: "/report/job-report-detail",
    summary: "Each job of the period: its sessions, places, attendance, quote and invoicing.",
    filters: ["period", "projectManager", "client", "jobStatus", "jobNumber"],
    defaultPeriod: { back: 30, ahead: 30 },
    rowKey: "jobId",
    columns: [
      { key: "jobNumber", header: "Job Number", format: "text" },
      { key: "name", header: "Job Name", format: "text", wide: true },
      { key: "client", header: "Client", format: "text", wide: true },
      { key: "projectManager", header: "Project Manager", format: "text", wide: true },
      { key: "status", header: "Status", format: "text" },
      { key: "startDate", header: "Start Date", format: "date", wide: true },
      { key: "endDate", header: "End Date", format: "date", wide: true },
      ...sessionColumns,
      {
        key: "required",
        header: "Required",
        format: "int",
        wide: true,
        definition: "Required places of those sessions.",
      },
      {
        key: "held",
        header: "Places taken",
        format: "int",
        drill: "bookings",
        definition: "Bookings of those sessions that held a place: Booked, Confirmed, attended and no-show.",
      },
      {
        key: "attended",
        header: "Attended",
        format: "int",
        drill: "bookings",
        definition:
          "Bookings of those sessions that turned up: Attended, Completed, Showed but not used, Late and not used or Wrong profile.",
      },
      { key: "quotedValue", header: "Quoted $", format: "money", definition: "The job's quote value." },
      { key: "invoiced", header: "Invoiced", format: "money", definition: JOB_DEFINITIONS.invoiced },
    ],
    notes: [
      JOB_DEFINITIONS.jobInPeriod,
      "The PM Job Summary's row of a project manager is the sum of their rows here.",
    ],
    keywords: ["job detail", "pm", "jobs"],
  }),
  report({
    id: "job-order",
    title: "Job Order Report",
    group: "Jobs and clients",
    route: "/report/joborder",
    right: "JORPT",
    path: "/report/job-order-report",
    getToo: true,
    summary: "Jobs ordered (created) per month, week or day, and their quoted value.",
    filters: ["period", "groupBy", "projectManager", "client"],
    defaultPeriod: { back: 364, ahead: 0 },
    defaults: { groupBy: "month" },
    rowKey: "period",
    columns: [
      {
        key: "period",
        header: "Period",
        format: "date",
        definition: "The first day of the month, week (Monday) or day.",
      },
      {
        key: "jobs",
        header: "Jobs ordered",
        format: "int",
        drill: "jobs",
        definition: "Jobs created in the month, week or day (the agency's clock).",
      },
      {
        key: "quoted",
        header: "Quoted",
        format: "money",
        definition: "The quote values of those jobs, whatever the quote's status.",
      },
    ],
    chart: { kind: "bar", from: "rows", x: "period", series: ["jobs"] },
    notes: ["Every month, week or day of the period has a row, with 0 when no job was ordered."],
    keywords: ["job order", "jobs per month", "orders"],
  }),
  report({
    id: "job-quoted",
    title: "Job Quoted Report",
    group: "Jobs and clients",
    route: "/report/jobquoted",
    right: "JOQRPT",
    path: "/report/job-quoted-report",
    summary: "Each quoter's quotes by status, the value quoted and won, and the win rate.",
    filters: ["period", "staffUser", "client"],
    defaultPeriod: { back: 364, ahead: 0 },
    rowKey: "quoterKey",
    columns: [
      { key: "quoter", header: "Quoted by", format: "text" },
      {
        key: "quotes",
        header: "Quotes",
        format: "int",
        drill: "jobs",
        definition: "Jobs created in the period with a quote status, that this person quoted.",
      },
      ...Object.entries(QUOTE_STATUS_COLUMNS).map(
        ([key, status]): ReportColumn => ({
          key,
          header: status,
          format: "int",
          drill: "jobs",
          definition: `Quotes now ${status}.`,
          ...(key === "draft" ? { wide: true } : {}),
        }),
      ),
      {
        key: "quotedValue",
        header: "Quoted",
        format: "money",
        definition: "The quote values of these quotes.",
      },
      { key: "wonValue", header: "Won", format: "money", definition: JOB_DEFINITIONS.won },
      { key: "winRate", header: "Win rate", format: "percent", definition: JOB_DEFINITIONS.winRate },
    ],
    chart: { kind: "bar", from: "rows", x: "quoter", series: ["quotedValue", "wonValue"] },
    notes: [
      "A quote is a job with a quote status; it is in the period by the day the job was created. A job quoted by two people counts for each; the totals count it once.",
      "Quotes that name nobody in Quoted by are under (nobody named).",
    ],
    keywords: ["quotes", "win rate", "quoted by", "sales"],
  }),
  report({
    id: "inactive-clients",
    title: "Inactive Client Report",
    group: "Jobs and clients",
    route: "/report/inactiveclient",
    right: "INCLIRPT",
    path: "/report/inactiveclient-report",
    summary: "Clients with no job for a number of months: when they last ordered and what they were worth.",
    filters: ["months"],
    defaults: { months: 6 },
    rowKey: "clientId",
    columns: [
      { key: "name", header: "Client", format: "text" },
      { key: "status", header: "Status", format: "text", wide: true },
      { key: "lastJobNumber", header: "Last job", format: "text" },
      { key: "lastJob", header: "Last job created", format: "date" },
      {
        key: "jobsEver",
        header: "Jobs ever",
        format: "int",
        drill: "jobs",
        definition: "Every job of the client.",
      },
      {
        key: "invoicedEver",
        header: "Invoiced ever",
        format: "money",
        definition: "Invoice amounts of every job of the client, Sent or Paid (neither Draft nor Void).",
      },
      {
        key: "clients",
        header: "Clients",
        format: "int",
        drill: "clients",
        wide: true,
        definition:
          "One per client; the total counts the inactive clients. The number opens them in the other pane, where Enter opens a client.",
      },
    ],
    notes: [
      "A client is inactive when no job of theirs was created in the last N months (the Months filter, 6 unless set), counted from the agency's today; a client that never had a job is inactive too.",
      "Clients whose last job was created most recently come first; clients that never had one last.",
    ],
    keywords: ["inactive", "lapsed", "dormant clients"],
  }),
  report({
    id: "sales",
    title: "Sales",
    group: "Jobs and clients",
    route: null,
    right: "SLRPT",
    path: "/report/sales-report",
    summary: "Per month: money invoiced, quoted and won.",
    filters: ["period", "client"],
    defaultPeriod: { back: 364, ahead: 0 },
    rowKey: "month",
    columns: [
      {
        key: "month",
        header: "Month",
        format: "date",
        definition: "The month's first day (the agency's clock).",
      },
      { key: "invoiced", header: "Invoiced", format: "money", definition: JOB_DEFINITIONS.invoicedByMonth },
      {
        key: "quoted",
        header: "Quoted",
        format: "money",
        definition:
          "Quote values of jobs created in the month, whatever the quote's status (as the Job Order Report).",
      },
      {
        key: "won",
        header: "Won",
        format: "money",
        definition: "Quote values of jobs created in the month whose quote is Accepted.",
      },
    ],
    chart: { kind: "line", from: "rows", x: "month", series: ["invoiced", "quoted", "won"] },
    notes: ["Every month of the period has a row, with $0.00 when nothing happened in it."],
    keywords: ["sales", "invoiced", "revenue"],
  }),
];
