import type { UseCaseContext } from "../../context";
import { wallDateText, wallTime, wallWeekday, zoneName } from "../../contracts/agency-time";
import { moneyText } from "../../contracts/money-text";
import { BOOKING_KIND, BOOKING_STATUS } from "../../contracts/sessions/booking-states";
import { CONFIRM_TEXTS, type ConfirmDetails, type ConfirmState } from "../../contracts/sessions/confirm-page";
import { type AttendeeRow, attendeeFilters as af, selectAttendees } from "../../db/repo/bookings";
import { type SessionListRow, selectSessions, sessionFilters } from "../../db/repo/sessions";
import { badRequest } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { calendarFile } from "../ics";
import { decodeConfirmLink } from "../messaging/links";
import { type Outcome, refusal, success } from "../outcome";
import { cancelByRespondent, confirmAttendance } from "./bookings";

/**
 * The confirm-attendance page (decision 176): the e-mail's link opens a page; reading it changes
 * nothing (mail scanners open links), a button press confirms, 'Can't make it?' cancels with a
 * reason. The link names one booking of one respondent under its own key (links.ts).
 */

interface Loaded {
  row: AttendeeRow;
  session: SessionListRow | undefined;
  start: Date | null;
  end: Date | null;
}

async function load(ctx: UseCaseContext, token: string): Promise<Loaded | null> {
  const link = decodeConfirmLink(ctx, token);
  if (!link) return null;
  const [row] = await selectAttendees(ctx.deps.db, af.ids([link.eventId]));
  if (!row || row.event.respondentId !== link.respondentId) return null;
  if (row.event.kind !== BOOKING_KIND || row.event.jobGroupId === null) return null;
  const [session] = await selectSessions(ctx.deps.db, sessionFilters.id(row.event.jobGroupId));
  const start = row.slotStartsAt ?? session?.session.startsAt ?? null;
  const end = row.slotEndsAt ?? session?.session.endsAt ?? null;
  return { row, session, start, end };
}

const STILL_OPEN: readonly string[] = [BOOKING_STATUS.Booked, BOOKING_STATUS.Standby];

/** Where the booking stands for the respondent at `now`. */
function stateOf(b: Loaded, now: Date): ConfirmState {
  const { status, closed } = b.row.event;
  const over = b.start !== null && b.start.getTime() <= now.getTime();
  if (status === BOOKING_STATUS.Confirmed) return over ? "expired" : "confirmed";
  if (closed || !STILL_OPEN.includes(status)) {
    const after: readonly string[] = [BOOKING_STATUS.Attended, BOOKING_STATUS.Completed];
    return after.includes(status) ? "expired" : "cancelled";
  }
  return over ? "expired" : "pending";
}

const STATE_TEXT: Record<Exclude<ConfirmState, "pending">, string> = {
  confirmed: CONFIRM_TEXTS.alreadyConfirmed,
  expired: CONFIRM_TEXTS.expired,
  cancelled: CONFIRM_TEXTS.cancelled,
};

/** The map search for an address (a link the respondent's phone opens in its map app). */
const mapSearchUrl = (address: string) =>
  address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : "";

/** GET …/details: the booking as the page shows it, on the agency's clock; read only. */
export async function confirmDetails(ctx: UseCaseContext, token: string): Promise<Outcome<ConfirmDetails>> {
  const b = await load(ctx, token);
  if (!b) return refusal(CONFIRM_TEXTS.badLink);
  const zone = await agencyTimeZone(ctx);
  const s = b.session;
  const incentive = b.row.event.incentive === null ? null : Number(b.row.event.incentive);
  const address = s?.venueAddress ?? "";
  return success({
    state: stateOf(b, ctx.deps.now()),
    firstName: b.row.firstName,
    sessionName: s?.session.name ?? "",
    jobName: s?.jobName ?? "",
    weekday: wallWeekday(b.start, zone),
    date: wallDateText(b.start, zone),
    time: wallTime(b.start, zone),
    endTime: wallTime(b.end, zone),
    zoneName: b.start ? zoneName(b.start, zone) : "",
    place: s?.venueName ?? "",
    address,
    mapUrl: mapSearchUrl(address),
    incentive: incentive === null ? "" : moneyText(incentive),
  });
}

/** The booking's own context: the change is recorded as made by the respondent, through the link. */
const asRespondent = (ctx: UseCaseContext, row: AttendeeRow): UseCaseContext => ({
  ...ctx,
  actor: {
    role: "Respondent",
    id: row.event.respondentId,
    name: `${row.firstName} ${row.lastName} (confirm page)`.trim(),
    jti: "",
    exp: 0,
    accountId: 0,
  },
});

/** POST /api/confirm-attendance/{token}: the button press confirms a pending booking once. */
export async function confirmByLink(
  ctx: UseCaseContext,
  token: string,
): Promise<Outcome<{ state: ConfirmState }>> {
  const b = await load(ctx, token);
  if (!b) return refusal(CONFIRM_TEXTS.badLink);
  const state = stateOf(b, ctx.deps.now());
  if (state !== "pending") return refusal(STATE_TEXT[state]);
  const outcome = await confirmAttendance(asRespondent(ctx, b.row), { ids: [b.row.event.id], reason: null });
  if (!outcome.ok) return outcome;
  if (outcome.value.skipped?.length) return refusal(...outcome.value.skipped.map((x) => x.reason));
  return success({ state: "confirmed" });
}

/** POST …/cancel: 'Can't make it?' with the respondent's reason, told to the recruiter. */
export async function cancelByLink(
  ctx: UseCaseContext,
  token: string,
  reason: string,
): Promise<Outcome<{ state: ConfirmState }>> {
  const b = await load(ctx, token);
  if (!b) return refusal(CONFIRM_TEXTS.badLink);
  const state = stateOf(b, ctx.deps.now());
  if (state === "cancelled" || state === "expired") return refusal(STATE_TEXT[state]);
  const outcome = await cancelByRespondent(asRespondent(ctx, b.row), { ids: [b.row.event.id], reason });
  if (!outcome.ok) return outcome;
  if (outcome.value.skipped?.length) return refusal(...outcome.value.skipped.map((x) => x.reason));
  return success({ state: "cancelled" });
}

/** GET …/calendar.ics: the session as a calendar event (UTC times); 400 for a bad link. */
export async function confirmCalendar(ctx: UseCaseContext, token: string): Promise<string> {
  const b = await load(ctx, token);
  if (!b?.start) throw badRequest(CONFIRM_TEXTS.badLink);
  const s = b.session;
  const title = [s?.jobName, s?.session.name].filter(Boolean).join(": ") || "Research session";
  const location = [s?.venueName, s?.venueAddress].filter(Boolean).join(", ");
  const incentive = b.row.event.incentive === null ? "" : moneyText(Number(b.row.event.incentive));
  const host = URL.canParse(ctx.deps.env.publicUrl) ? new URL(ctx.deps.env.publicUrl).hostname : "localhost";
  return calendarFile({
    uid: `booking-${b.row.event.id}@${host}`,
    start: b.start,
    end: b.end && b.end > b.start ? b.end : new Date(b.start.getTime() + 3_600_000),
    summary: title,
    location,
    description: [incentive ? `Incentive: ${incentive}` : "", mapSearchUrl(s?.venueAddress ?? "")]
      .filter(Boolean)
      .join("\n"),
    stamp: ctx.deps.now(),
  });
}
