import { report } from "./report-kit";

/**
 * The Staff KPI report and the roster call (decision 245). The KPI's figures are the dashboard's
 * (server/services/reports/staff-kpi-metrics.ts, decision 233): the same words here.
 */
export const STAFF_KPI_REPORTS = [
  report({
    id: "staff-kpi",
    title: "Staff KPI Report",
    group: "Staff",
    route: "/report/staffkpi",
    right: "SKRPT",
    path: "/report/staff-kpi-report",
    getToo: true,
    summary:
      "What each recruiter booked, confirmed and brought to sessions, and the time they tracked, per day or week.",
    filters: ["period", "staffUser", "groupBy"],
    defaultPeriod: { back: 27, ahead: 0 },
    defaults: { groupBy: "week" },
    rowKey: "key",
    columns: [
      { key: "name", header: "Staff", format: "text" },
      { key: "period", header: "Day or week from", format: "date" },
      {
        key: "bookingsMade",
        header: "Bookings made",
        format: "int",
        definition:
          "Moves of a respondent into Booked or Confirmed from a status that holds no place, by the person who made them, on the day they were made.",
      },
      {
        key: "confirmations",
        header: "Confirmations",
        format: "int",
        definition:
          "Moves into Confirmed recorded by the person; respondents' own confirmations count for nobody.",
      },
      {
        key: "attended",
        header: "Attended of their bookings",
        format: "int",
        definition:
          "Bookings the person made whose respondent turned up (Attended, Completed, Showed but not used, Late and not used or Wrong profile), on the session's day.",
      },
      {
        key: "hoursTracked",
        header: "Hours tracked",
        format: "hours",
        definition: "Job-tracker time, on the day each entry started (a running entry up to now).",
      },
    ],
    chart: { kind: "bar", from: "rows", x: "label", series: ["bookingsMade", "confirmations", "attended"] },
    notes: [
      "A week runs Monday to Sunday on the agency's clock; grouping by month shows weeks.",
      "Staff with no figure in the period are left out.",
    ],
    keywords: ["kpi", "recruiter", "performance", "bookings"],
  }),
  report({
    id: "staff-roster",
    title: "Staff Roster",
    group: "Staff",
    route: null,
    right: "RJA",
    path: "/report/staff-Roster",
    summary:
      "Who is rostered and allocated to which jobs, day by day, with the hours rostered, allocated and spent.",
    filters: ["period", "staffUser"],
    defaultPeriod: { back: 0, ahead: 13 },
    rowKey: "key",
    columns: [
      { key: "staff", header: "Staff", format: "text" },
      { key: "day", header: "Day", format: "date" },
      {
        key: "jobs",
        header: "Jobs",
        format: "text",
        definition: "The jobs the person is allocated to that day.",
      },
      {
        key: "allocatedHours",
        header: "Allocated hours",
        format: "hours",
        definition: "Time allocated on the jobs' time allocations for that day.",
      },
      {
        key: "spentHours",
        header: "Spent hours",
        format: "hours",
        definition: "Time recorded as spent on those allocations.",
      },
      {
        key: "rosteredHours",
        header: "Rostered hours",
        format: "hours",
        definition:
          "Hours of the person's published shifts starting that day (drafts are not the roster yet); real hours, so a daylight-saving night counts one more or one less.",
      },
    ],
    keywords: ["roster", "allocation", "shifts"],
  }),
];
