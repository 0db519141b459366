import { jobColumns, report } from "./report-kit";

/** "50 points entitle the respondent to a $50 EFT" (product §9): a member with this many is due. */
export const EFT_POINTS = 50;

/** What staff time costs when configuration has no `staffHourlyCost` (dollars an hour). */
export const DEFAULT_STAFF_HOURLY_COST = 60;

/** Shared words of the points and money metrics (decision 242). */
const POINTS = {
  current:
    "Points not yet paid out: earned + adjustments − paid. The figure My Points shows as Current Points.",
  earned: "Points the member earned (sessions attended, surveys, referrals).",
  adjusted: "Points staff added or took away by hand (either sign).",
  paid: "Points paid out as EFT payments.",
  total: "Earned + adjustments: every point the member ever had (My Points' Total Points).",
  due: `Yes when the current points are ${EFT_POINTS} or more: ${EFT_POINTS} points entitle the member to a $${EFT_POINTS} EFT.`,
} as const;

const MONEY = {
  paid: "Incentive payments to respondents for this job's bookings whose status is Paid.",
  invoiced: "The job's invoices Sent or Paid (neither Draft nor Void), as entered.",
} as const;

const JOB_START_NOTE =
  "A row is a job starting within the period (the job's start date; a job without one by its first session).";

export const MONEY_REPORTS = [
  report({
    id: "member-points",
    title: "Member Profile Points",
    group: "Money and points",
    route: "/report/memberprofilepoint",
    right: "MPRPT",
    path: "/report/member-points-report",
    summary: `Each member's points balance; those with ${EFT_POINTS} or more are due a $${EFT_POINTS} EFT.`,
    filters: ["minPoints"],
    defaults: { minPoints: EFT_POINTS },
    rowKey: "respondentId",
    columns: [
      { key: "respondentId", header: "Panel ID", format: "int" },
      { key: "respondentName", header: "Member", format: "text" },
      { key: "current", header: "Current", format: "int", drill: "respondents", definition: POINTS.current },
      { key: "earned", header: "Earned", format: "int", wide: true, definition: POINTS.earned },
      { key: "adjusted", header: "Adjustments", format: "int", wide: true, definition: POINTS.adjusted },
      { key: "paid", header: "Paid", format: "int", wide: true, definition: POINTS.paid },
      { key: "total", header: "Total", format: "int", definition: POINTS.total },
      { key: "due", header: "Due", format: "text", definition: POINTS.due },
      { key: "lastAt", header: "Last movement", format: "date", wide: true },
    ],
    notes: [
      "A row is a member with at least the minimum current points (default 50: the members due a payment first), highest balance first.",
      "The totals row sums the current points only: what the members of the report could be paid.",
      "A member's current points open that member; the totals' current points open every member of the report, to select and add to a private list.",
    ],
    keywords: ["points", "EFT", "due", "balance", "members"],
  }),
  report({
    id: "member-points-detail",
    title: "Member Points Detail",
    group: "Money and points",
    route: "/report/memberpointsdetail",
    right: "MPRPT",
    path: "/report/respondent-points-detail-report",
    summary: "Every points movement in the period: who, how many, why and for which job.",
    filters: ["period", "job"],
    defaultPeriod: { back: 90, ahead: 0 },
    rowKey: "pointId",
    columns: [
      { key: "day", header: "Date", format: "date" },
      { key: "respondentId", header: "Panel ID", format: "int" },
      { key: "respondentName", header: "Member", format: "text" },
      {
        key: "kind",
        header: "Kind",
        format: "text",
        definition: "earned, paid (a payout, negative) or adjustment (by staff, either sign).",
      },
      { key: "points", header: "Points", format: "int", definition: "Signed: a payout is negative." },
      { key: "reason", header: "Reason", format: "text", wide: true },
      { key: "jobNumber", header: "Job", format: "text", wide: true },
    ],
    notes: [
      "A row is one movement of the points ledger on the agency's day it was written; the job is the one of the booking or survey that earned it (empty for adjustments and payouts).",
    ],
    keywords: ["points", "ledger", "history"],
  }),
  report({
    id: "respondent-points",
    title: "Respondent Points by Job",
    group: "Money and points",
    route: null,
    right: "MPRPT",
    path: "/report/respondent-points-report",
    summary: "Points each member earned per job in the period.",
    filters: ["period", "job"],
    defaultPeriod: { back: 365, ahead: 0 },
    rowKey: "key",
    columns: [
      { key: "respondentId", header: "Panel ID", format: "int" },
      { key: "respondentName", header: "Member", format: "text" },
      { key: "jobNumber", header: "Job", format: "text" },
      {
        key: "points",
        header: "Points",
        format: "int",
        definition: "Signed sum of the member's movements tied to the job.",
      },
      { key: "movements", header: "Movements", format: "int", wide: true },
      { key: "lastAt", header: "Last", format: "date", wide: true },
    ],
    notes: [
      "A row is a member and a job with points movements in the period; movements not tied to a job are left out.",
    ],
    keywords: ["points", "job"],
  }),
  report({
    id: "incentive",
    title: "Job Incentive Profit and Loss",
    group: "Money and points",
    route: "/report/incentive",
    right: "INCRPT",
    path: "/report/incentive-report",
    summary:
      "Each job's incentive budget against what respondents were paid and are owed, and what the client was charged.",
    filters: ["period", "client", "projectManager", "jobNumber", "jobStatus"],
    defaultPeriod: { back: 180, ahead: 30 },
    rowKey: "jobId",
    columns: [
      ...jobColumns("Name"),
      { key: "client", header: "Client", format: "text", wide: true },
      {
        key: "budgeted",
        header: "Budgeted",
        format: "money",
        definition:
          "Each session's required places × its incentive per head (the session's first incentive, else the job's first: what a booking is paid when it carries none).",
      },
      { key: "paid", header: "Paid", format: "money", definition: MONEY.paid },
      {
        key: "owed",
        header: "Owed",
        format: "money",
        definition:
          "Bookings that turned up (Attended, Completed, Showed but not used, Late and not used) with no Paid payment yet: the booking's incentive, else the session's per head.",
      },
      {
        key: "charged",
        header: "Charged",
        format: "money",
        definition: `Charged to the client: ${MONEY.invoiced}`,
      },
      {
        key: "margin",
        header: "Margin",
        format: "money",
        definition: "Charged − paid − owed.",
      },
    ],
    chart: { kind: "bar", from: "rows", x: "jobNumber", series: ["budgeted", "paid", "charged"] },
    notes: [
      JOB_START_NOTE,
      "Invoices have no lines: the whole invoiced amount counts as charged, so the margin also holds the agency's fees.",
    ],
    keywords: ["incentives", "profit", "loss", "payments", "budget"],
  }),
  report({
    id: "incentive-to-invoice",
    title: "Job Profit and Loss",
    group: "Money and points",
    route: "/report/incentivetoinvoice",
    right: "INCTINVRPT",
    path: "/report/incentivetoinvoice-report",
    summary: "Each job's invoices less the incentives paid and the staff time spent on it.",
    filters: ["period", "client", "projectManager", "jobNumber", "jobStatus"],
    defaultPeriod: { back: 180, ahead: 30 },
    rowKey: "jobId",
    columns: [
      ...jobColumns("Name"),
      { key: "invoiced", header: "Invoiced", format: "money", definition: MONEY.invoiced },
      { key: "incentives", header: "Incentives paid", format: "money", definition: MONEY.paid },
      {
        key: "hours",
        header: "Staff hours",
        format: "hours",
        wide: true,
        definition: "Time spent on the job as logged in its Time tab (time allocations' spent minutes).",
      },
      {
        key: "staffCost",
        header: "Staff cost",
        format: "money",
        definition: `Each person's hours × their cost rate on their staff record; for people without one, the hourly cost in configuration (staffHourlyCost; $${DEFAULT_STAFF_HOURLY_COST} when not set).`,
      },
      {
        key: "profit",
        header: "Profit",
        format: "money",
        definition: "Invoiced − incentives paid − staff cost.",
      },
      {
        key: "margin",
        header: "Margin",
        format: "percent",
        definition: "Profit ÷ invoiced; empty when nothing was invoiced.",
      },
    ],
    chart: {
      kind: "bar",
      from: "rows",
      x: "jobNumber",
      series: ["invoiced", "incentives", "staffCost", "profit"],
    },
    notes: [JOB_START_NOTE],
    keywords: ["profit", "loss", "margin", "invoices", "staff cost"],
  }),
];
