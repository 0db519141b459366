import { report } from "./report-kit";

/** The words of the staff reports' figures (decisions 243, 244), shared by both reports. */
const STAFF_DEFINITIONS = {
  workDay:
    "An entry belongs to the agency day on which it was clocked on, even when it is clocked off after midnight.",
  hours:
    "Hours between clock on and clock off of the day's closed entries, after corrections. An entry still open (clocked in, or never clocked out) counts no hours until it is closed or corrected.",
  overtime:
    "Hours beyond 7.6 on one work day, plus ordinary hours beyond 38 in one Monday–Sunday week; the rest is ordinary.",
  payPeriod: "Fortnights from Monday to the second Sunday, counted from Monday 5 January 2026.",
} as const;

/** The text the report shows for the last clock-off of a day with an open entry. */
export const STILL_IN = "Still in";

export const STAFF_REPORTS = [
  report({
    id: "staff-attendance",
    title: "Staff Attendance Report",
    group: "Staff",
    route: "/report/staffattendance",
    right: "SARPT",
    path: "/report/staff-attendance-report",
    getToo: true,
    summary: "When each staff member clocked on and off, day by day, and the hours in between.",
    filters: ["period", "staffUser"],
    defaultPeriod: { back: 13, ahead: 0 },
    rowKey: "key",
    columns: [
      { key: "staff", header: "Staff", format: "text" },
      { key: "day", header: "Day", format: "date", definition: STAFF_DEFINITIONS.workDay },
      {
        key: "firstIn",
        header: "First in",
        format: "text",
        definition: "The day's earliest clock-on (HH:MM on the agency's clock).",
      },
      {
        key: "lastOut",
        header: "Last out",
        format: "text",
        definition: `The day's latest clock-off; "(+1)" when it was after midnight, "${STILL_IN}" while an entry of the day is open.`,
      },
      { key: "hours", header: "Hours", format: "hours", definition: STAFF_DEFINITIONS.hours },
      {
        key: "entries",
        header: "Entries",
        format: "int",
        definition: "Clock entries of the day (one per clock-on), open ones included.",
      },
      {
        key: "corrected",
        header: "Corrected",
        format: "text",
        definition:
          "Yes when an entry of the day was corrected or deleted by someone with Manage Staff Attendance.",
      },
      {
        key: "correctedBy",
        header: "Corrected by",
        format: "text",
        wide: true,
        definition: "Each correction of the day: who, when and the reason given.",
      },
    ],
    chart: { kind: "bar", from: "rows", x: "day", series: ["hours"] },
    notes: [
      "A row is one staff member's agency day with at least one clock entry.",
      "Corrections change the entry itself; the values before and after stay in the corrections audit, deleted entries too.",
    ],
    keywords: ["attendance", "clock", "timesheet", "hours", "clock on", "clock off"],
  }),
  report({
    id: "staff-payroll",
    title: "Staff Payroll Report",
    group: "Staff",
    route: "/report/staffpayroll",
    right: "SPKRPT",
    path: "/report/staff-payroll-report",
    getToo: true,
    summary: "Each staff member's worked hours per fortnightly pay period, split into ordinary and overtime.",
    filters: ["period", "staffUser"],
    defaultPeriod: { back: 13, ahead: 0 },
    rowKey: "key",
    columns: [
      { key: "staff", header: "Staff", format: "text" },
      { key: "periodStart", header: "Period start", format: "date", definition: STAFF_DEFINITIONS.payPeriod },
      { key: "periodEnd", header: "Period end", format: "date" },
      {
        key: "daysWorked",
        header: "Days worked",
        format: "int",
        wide: true,
        definition: "Work days of the period with clocked hours.",
      },
      { key: "workedHours", header: "Worked hours", format: "hours", definition: STAFF_DEFINITIONS.hours },
      {
        key: "ordinaryHours",
        header: "Ordinary",
        format: "hours",
        definition: "Worked hours that are not overtime.",
      },
      { key: "overtimeHours", header: "Overtime", format: "hours", definition: STAFF_DEFINITIONS.overtime },
      {
        key: "trackedHours",
        header: "On jobs",
        format: "hours",
        wide: true,
        definition:
          "Hours tracked on jobs with the job tracker (stopped entries started within the period); not part of the pay figures.",
      },
      {
        key: "leaveHours",
        header: "Leave",
        format: "hours",
        definition:
          "Approved paid leave (annual, personal) on the period's days; a leave spanning two periods is split evenly by day.",
      },
      {
        key: "weeks",
        header: "Weeks",
        format: "text",
        definition:
          "Whether both timesheet weeks of the period are approved; the payroll file exports only periods approved for everyone in it.",
      },
    ],
    chart: { kind: "stackedBar", from: "rows", x: "staff", series: ["ordinaryHours", "overtimeHours"] },
    notes: [
      "A row is one staff member's pay period with clocked or tracked time; every pay period touching the chosen dates is shown whole.",
      "The payroll file adds a leave-hours column per paid leave type and, for people with a pay rate, the amounts (overtime at 1.5 times the rate); a period's first export is kept and every re-export answers the same file.",
    ],
    keywords: ["payroll", "pay", "overtime", "timesheet", "hours", "fortnight"],
  }),
];

/** The staff reports' own calls beyond the report calls (staff-calls §7.13, §7.18). */
export const STAFF_REPORT_PATHS = {
  correctEntry: "/AttendanceReport/update",
  deleteEntry: "/AttendanceReport/delete",
  payrollFile: "/report/staff-payroll-report-export",
} as const;
