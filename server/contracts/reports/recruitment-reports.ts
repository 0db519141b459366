import { jobColumns, type ReportColumn, report } from "./report-kit";

/** Shared words of the booking metrics (decision 231); every recruitment report uses these. */
const BOOKING_DEFINITIONS = {
  attended: "Turned up: Attended, Completed, Showed but not used, Late and not used or Wrong profile.",
  noShow: "No show only. A cancelled, declined, replaced or client-cancelled booking is never a no-show.",
  showRate:
    "Attended ÷ (attended + no-show): of those booked or confirmed when the session started, the share who came. Bookings of past sessions with no outcome recorded yet are left out and counted under Exclusions.",
  cancelled: "Cancelled, Declined, Client cancelled or Replaced.",
} as const;

/**
 * The funnel stages (decision 240): a booking counts at a stage when it ever reached it, read
 * from its current status and its history, so a later cancellation does not unmake a booking.
 */
const FUNNEL_DEFINITIONS = {
  invited: "Every booking of the job's sessions in the period: everyone who entered its recruitment.",
  screened:
    "Bookings that were ever Screened, Terminated or Over quota, or reached a later stage (current status or any history row).",
  qualified: "Bookings that were ever Qualified or on Standby, or reached a later stage.",
  booked: "Bookings that ever held a place (Booked, or a later stage; a no-show was booked).",
  confirmed:
    "Bookings that were ever Confirmed, or turned up. A booking cancelled after confirming still counts here.",
  attended:
    "Bookings whose recorded outcome is now turned up (Attended, Completed, Showed but not used, Late and not used, Wrong profile). An outcome corrected later counts as corrected.",
} as const;

/** A count of bookings that opens them (drill-through), with its definition. */
const bookingsColumn = (key: string, header: string, definition: string, wide?: true): ReportColumn => ({
  key,
  header,
  format: "int",
  drill: "bookings",
  ...(wide ? { wide } : {}),
  definition,
});

const stage = (key: keyof typeof FUNNEL_DEFINITIONS, header: string) =>
  bookingsColumn(key, header, FUNNEL_DEFINITIONS[key]);

/** The booking outcome columns the recruitment reports share (decision 231). */
const ATTENDED = bookingsColumn("attended", "Attended", BOOKING_DEFINITIONS.attended);
const NO_SHOW = bookingsColumn("noShow", "No-show", BOOKING_DEFINITIONS.noShow);
const SHOW_RATE: ReportColumn = {
  key: "showRate",
  header: "Show rate",
  format: "percent",
  definition: BOOKING_DEFINITIONS.showRate,
};
const CANCELLATIONS = bookingsColumn("cancelled", "Cancellations", BOOKING_DEFINITIONS.cancelled);

const SESSION_PERIOD_NOTE =
  "A row is a job with a session starting within the period (the agency's days); only those sessions' bookings count, so the figures add up with the Session Recruitment Report's.";

export const RECRUITMENT_REPORTS = [
  report({
    id: "session-recruitment",
    title: "Session Recruitment Report",
    group: "Recruitment",
    route: "/report/sessionrecruitment",
    right: "SRRPT",
    path: "/report/session-recruitment-report",
    getToo: true,
    summary: "Each session's places against its bookings and outcomes, and its show rate.",
    filters: ["period", "projectManager", "jobNumber", "sessionStatus"],
    defaultPeriod: { back: 30, ahead: 30 },
    rowKey: "sessionId",
    columns: [
      { key: "jobNumber", header: "Job", format: "text" },
      { key: "sessionName", header: "Session", format: "text" },
      { key: "sessionStart", header: "Date", format: "date" },
      { key: "status", header: "Status", format: "text", wide: true },
      { key: "required", header: "Required", format: "int", definition: "The session's required places." },
      bookingsColumn("booked", "Booked", "Bookings now Booked (not yet confirmed)."),
      bookingsColumn("confirmed", "Confirmed", "Bookings now Confirmed."),
      bookingsColumn("standby", "Standby", "Bookings on Standby (they hold no place).", true),
      ATTENDED,
      NO_SHOW,
      bookingsColumn("cancelled", "Cancelled", BOOKING_DEFINITIONS.cancelled, true),
      {
        key: "filled",
        header: "Filled",
        format: "percent",
        definition:
          "Places taken ÷ required: Booked, Confirmed, attended and no-show bookings (each held a place) over the required places.",
      },
      SHOW_RATE,
    ],
    chart: {
      kind: "stackedBar",
      from: "rows",
      x: "sessionName",
      series: ["attended", "noShow", "confirmed", "booked"],
    },
    notes: ["A row is a session starting within the period (the agency's days); its job's filters apply."],
    keywords: ["show rate", "no-show", "attendance", "sessions"],
  }),
  report({
    id: "job-recruitment",
    title: "Job Recruitment Report",
    group: "Recruitment",
    route: "/report/jobrecruitment",
    right: "JRRPT",
    path: "/report/job-recruitment-report",
    summary: "Each job's recruitment funnel: invited, screened, qualified, booked, confirmed, attended.",
    filters: ["period", "projectManager", "client", "jobNumber"],
    defaultPeriod: { back: 30, ahead: 30 },
    rowKey: "jobId",
    columns: [
      ...jobColumns("Job name"),
      { key: "client", header: "Client", format: "text", wide: true },
      { key: "sessions", header: "Sessions", format: "int", wide: true },
      stage("invited", "Invited"),
      stage("screened", "Screened"),
      stage("qualified", "Qualified"),
      stage("booked", "Booked"),
      stage("confirmed", "Confirmed"),
      stage("attended", "Attended"),
      {
        key: "conversion",
        header: "Conversion",
        format: "percent",
        definition:
          "Attended ÷ invited: of everyone who entered the job's recruitment, the share who turned up.",
      },
    ],
    chart: {
      kind: "funnel",
      from: "totals",
      x: "jobNumber",
      series: ["invited", "screened", "qualified", "booked", "confirmed", "attended"],
    },
    notes: [
      SESSION_PERIOD_NOTE,
      "A stage counts every booking that reached it or a later one, so each stage is at most the one before it.",
    ],
    keywords: ["funnel", "conversion", "invited", "screened", "qualified"],
  }),
  report({
    id: "job-kpi",
    title: "Job KPI Report",
    group: "Recruitment",
    route: "/report/jobkpi",
    right: "JKRPT",
    path: "/report/job-Kpi-report",
    summary: "Each job's days to fill, show rate, over-recruitment and cancellations.",
    filters: ["period", "projectManager", "client", "jobNumber"],
    defaultPeriod: { back: 30, ahead: 30 },
    rowKey: "jobId",
    columns: [
      ...jobColumns("Job name"),
      {
        key: "required",
        header: "Required",
        format: "int",
        definition: "The required places of its sessions.",
      },
      bookingsColumn(
        "held",
        "Places taken",
        "Bookings now Booked, Confirmed, turned up or no-show (each holds or held a place).",
      ),
      {
        key: "filledOn",
        header: "Filled on",
        format: "date",
        wide: true,
        definition:
          "The first day the job's first session of the period had all its required places taken, replayed from the booking history (a place taken then cancelled counted while it was held). Empty when never filled.",
      },
      {
        key: "daysToFill",
        header: "Days to fill",
        format: "int",
        definition:
          "Filled on − the day its recruitment began (the first recorded move of any of its bookings, or else the job's start date). Empty when never filled. The totals row shows the average over filled jobs.",
      },
      SHOW_RATE,
      {
        key: "overRecruited",
        header: "Over-recruited",
        format: "int",
        definition: "Places taken − required: above 0 recruited more than asked, below 0 short.",
      },
      CANCELLATIONS,
    ],
    chart: { kind: "bar", from: "rows", x: "jobNumber", series: ["required", "held"] },
    notes: [SESSION_PERIOD_NOTE],
    keywords: ["days to fill", "over-recruitment", "show rate", "kpi"],
  }),
  report({
    id: "scorecard",
    title: "Scorecard Report",
    group: "Recruitment",
    route: "/report/scorecard",
    right: "SCRPT",
    path: "/report/scorecard-report",
    summary: "Each recruiter's bookings made in the period and what became of them.",
    filters: ["period", "staffUser", "projectManager", "client"],
    defaultPeriod: { back: 30, ahead: 0 },
    rowKey: "recruiter",
    columns: [
      { key: "recruiter", header: "Recruiter", format: "text" },
      bookingsColumn(
        "made",
        "Bookings made",
        "Bookings that first took a place (moved to Booked or Confirmed) within the period; the recruiter is the staff member who made that move (its history row).",
      ),
      bookingsColumn("confirmed", "Confirmed", FUNNEL_DEFINITIONS.confirmed),
      ATTENDED,
      NO_SHOW,
      SHOW_RATE,
      CANCELLATIONS,
    ],
    chart: { kind: "bar", from: "rows", x: "recruiter", series: ["made", "confirmed", "attended", "noShow"] },
    notes: [
      "A row is a recruiter who made a booking in the period (the day of the move on the agency's clock); the other columns are what became of those bookings since.",
    ],
    keywords: ["recruiter", "scorecard", "bookings made"],
  }),
];
