import { wallDay } from "../../contracts/agency-time";
import type { DrillAnswer } from "../../contracts/reports/calls";
import type { ReportRow } from "../../contracts/reports/report-kit";

const COLUMN_WORDS: Record<string, string> = {
  booked: "Booked",
  confirmed: "Confirmed",
  standby: "Standby",
  attended: "Attended",
  noShow: "No-show",
  cancelled: "Cancelled",
  held: "Places taken",
  invited: "Invited",
  screened: "Screened",
  qualified: "Qualified",
  made: "Bookings made",
};

/** A page of drilled bookings as the drill view shows them (days on the agency's clock). */
export function bookingDrillAnswer(
  page: { total: number; rows: (ReportRow & { sessionStart: string; updatedAt: string })[] },
  zone: string,
  column: string,
  sessionName?: string,
): DrillAnswer {
  const what = COLUMN_WORDS[column] ?? column;
  return {
    kind: "bookings",
    title: sessionName ? `${what}: ${sessionName}` : `${what}: every session of the period`,
    total: page.total,
    rows: page.rows.map((r) => ({
      ...r,
      sessionStart: wallDay(r.sessionStart, zone),
      updatedAt: wallDay(r.updatedAt, zone),
    })),
  };
}

/** A page of drilled jobs as the drill view shows them. */
export function jobDrillAnswer(page: { total: number; rows: ReportRow[] }, title: string): DrillAnswer {
  return { kind: "jobs", title, total: page.total, rows: page.rows };
}
