import { report } from "./report-kit";

/** Shared words of the booking metrics (decision 231); every recruitment report uses these. */
const BOOKING_DEFINITIONS = {
  attended: "Turned up: Attended, Completed, Showed but not used, Late and not used or Wrong profile.",
  noShow: "No show only. A cancelled, declined, replaced or client-cancelled booking is never a no-show.",
  showRate:
    "Attended ÷ (attended + no-show): of those booked or confirmed when the session started, the share who came. Bookings of past sessions with no outcome recorded yet are left out and counted under Exclusions.",
  cancelled: "Cancelled, Declined, Client cancelled or Replaced.",
} as const;

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
      {
        key: "booked",
        header: "Booked",
        format: "int",
        drill: "bookings",
        definition: "Bookings now Booked (not yet confirmed).",
      },
      {
        key: "confirmed",
        header: "Confirmed",
        format: "int",
        drill: "bookings",
        definition: "Bookings now Confirmed.",
      },
      {
        key: "standby",
        header: "Standby",
        format: "int",
        drill: "bookings",
        wide: true,
        definition: "Bookings on Standby (they hold no place).",
      },
      {
        key: "attended",
        header: "Attended",
        format: "int",
        drill: "bookings",
        definition: BOOKING_DEFINITIONS.attended,
      },
      {
        key: "noShow",
        header: "No-show",
        format: "int",
        drill: "bookings",
        definition: BOOKING_DEFINITIONS.noShow,
      },
      {
        key: "cancelled",
        header: "Cancelled",
        format: "int",
        drill: "bookings",
        wide: true,
        definition: BOOKING_DEFINITIONS.cancelled,
      },
      {
        key: "filled",
        header: "Filled",
        format: "percent",
        definition:
          "Places taken ÷ required: Booked, Confirmed, attended and no-show bookings (each held a place) over the required places.",
      },
      { key: "showRate", header: "Show rate", format: "percent", definition: BOOKING_DEFINITIONS.showRate },
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
];
