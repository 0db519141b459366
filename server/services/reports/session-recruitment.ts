import { wallDay } from "../../contracts/agency-time";
import { BOOKING_COLUMN_STATUSES } from "../../db/repo/reports/booking-groups";
import { bookingDrillPage } from "../../db/repo/reports/drill-rows";
import {
  type SessionScope,
  sessionRecruitmentPage,
  sessionRecruitmentTotals,
} from "../../db/repo/reports/session-recruitment";
import { bookingDrillAnswer } from "./drill";
import { type ReportSource, type ResolvedFilters, ratio } from "./source";

const scopeOf = (f: ResolvedFilters): SessionScope => ({
  start: f.start,
  end: f.end,
  projectManager: f.projectManager,
  jobNumber: f.jobNumber,
  sessionStatus: f.sessionStatus,
});

const rates = (c: { held: number; required: number; attended: number; noShow: number }) => ({
  filled: ratio(c.held, c.required),
  showRate: ratio(c.attended, c.attended + c.noShow),
});

/** Session Recruitment Report (staff-calls §7.13, decision 231): a row per session. */
export const sessionRecruitment: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const scope = scopeOf(q.filters);
    const sessions = await sessionRecruitmentPage(db, scope, {
      start: q.start,
      length: q.length,
      dir: q.dir,
    });
    const rows = sessions.map((s) => ({
      sessionId: s.sessionId,
      jobNumber: s.jobNumber,
      sessionName: `${s.sessionNumber}. ${s.sessionName}`,
      label: `${s.jobNumber} · ${s.sessionNumber}. ${s.sessionName}`,
      sessionStart: wallDay(s.startsAt, q.zone),
      status: s.status,
      required: s.required,
      booked: s.booked,
      confirmed: s.confirmed,
      standby: s.standby,
      attended: s.attended,
      noShow: s.noShow,
      cancelled: s.cancelled,
      ...rates(s),
    }));
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    const t = await sessionRecruitmentTotals(db, scope, ctx.deps.now());
    return {
      rows,
      total: t.sessions,
      totals: {
        sessionId: "total",
        jobNumber: "Total",
        sessionName: `${t.sessions} sessions`,
        sessionStart: null,
        status: null,
        required: t.required,
        booked: t.booked,
        confirmed: t.confirmed,
        standby: t.standby,
        attended: t.attended,
        noShow: t.noShow,
        cancelled: t.cancelled,
        ...rates(t),
      },
      exclusions: [
        {
          label: "Bookings of sessions already started with no outcome recorded (not in the show rate)",
          count: t.unrecorded,
        },
        {
          label: "Cancelled, declined, replaced or client-cancelled bookings (never no-shows)",
          count: t.cancelled,
        },
      ],
    };
  },

  async drill(ctx, q, pick) {
    const statuses = BOOKING_COLUMN_STATUSES[pick.column];
    if (!statuses) return null;
    const sessionId = pick.key === "total" ? undefined : Number(pick.key);
    if (sessionId !== undefined && !(Number.isInteger(sessionId) && sessionId > 0)) return null;
    const page = await bookingDrillPage(
      ctx.deps.db,
      { scope: scopeOf(q.filters), sessionId, statuses },
      { start: q.start, length: q.length },
    );
    return bookingDrillAnswer(page, q.zone, pick.column, sessionId ? page.rows[0]?.sessionName : undefined);
  },
};
