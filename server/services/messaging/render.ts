import { and } from "drizzle-orm";
import { visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDateText, wallTime, zoneName } from "../../contracts/agency-time";
import type { RenderedMessage } from "../../contracts/messaging/templates";
import { moneyText } from "../../contracts/money-text";
import { BOOKING_STATUS } from "../../contracts/sessions/booking-states";
import { attendeeFilters as af, selectAttendees } from "../../db/repo/bookings";
import { plannedIncentive, type RecipientRow } from "../../db/repo/email-templates";
import { agencyTimeZone } from "../config";
import { getSession } from "../sessions/sessions";
import { confirmLink, surveyLink, unsubscribeLink } from "./links";
import { type MergeValues, renderTemplate } from "./merge-fields";

/** Dates and times in messages are on the agency's clock (decision 170). */
const day = (d: Date | null, zone: string) => (d ? wallDateText(d, zone) : "");
/** "18:30 AEDT": the zone is named, a respondent elsewhere could misread a bare time. */
const time = (d: Date | null, zone: string) => (d ? `${wallTime(d, zone)} ${zoneName(d, zone)}` : "");
const dollars = (n: number | null) => (n === null ? "" : moneyText(n));

interface Booking {
  eventId: number;
  startsAt: Date | null;
  incentive: number | null;
}

/** What every message of one send shares: the job, the session and its bookings. */
export interface MergeScope {
  jobId: number;
  sessionId: number;
  jobName: string;
  /** The agency's time zone: every date and time in the message is its wall time. */
  zone: string;
  session: { name: string; startsAt: Date | null; location: string } | null;
  bookings: Map<number, Booking>;
  /** The session's (else the job's) incentive: what an invitation names before there is a booking. */
  plannedIncentive: number | null;
}

/** Loads the job and session a send is about (ownership checked); 0 means none. */
export async function mergeScope(ctx: UseCaseContext, jobId: number, sessionId: number): Promise<MergeScope> {
  const zone = await agencyTimeZone(ctx);
  const scope: MergeScope = {
    jobId,
    sessionId,
    jobName: "",
    zone,
    session: null,
    bookings: new Map(),
    plannedIncentive: null,
  };
  if (sessionId) {
    const s = await getSession(ctx, sessionId);
    scope.jobId = s.jobId;
    scope.jobName = s.jobName;
    const location = [s.venueName, s.venueAddress].filter(Boolean).join(", ");
    scope.session = { name: s.name, startsAt: s.startsAt ? new Date(s.startsAt) : null, location };
    const rows = await selectAttendees(
      ctx.deps.db,
      and(af.session(sessionId), af.notStatus([BOOKING_STATUS.Cancelled, BOOKING_STATUS.Declined])),
    );
    for (const r of rows)
      scope.bookings.set(r.event.respondentId, {
        eventId: r.event.id,
        startsAt: r.slotStartsAt ?? null,
        incentive: r.event.incentive === null ? null : Number(r.event.incentive),
      });
  } else if (jobId) {
    scope.jobName = (await visibleJob(ctx, jobId)).name;
  }
  scope.plannedIncentive = await plannedIncentive(ctx.deps.db, scope.jobId, sessionId);
  return scope;
}

/** The merge values of one recipient; links are made here, never taken from input. */
export function mergeValues(ctx: UseCaseContext, scope: MergeScope, r: RecipientRow): MergeValues {
  const booking = scope.bookings.get(r.id);
  const startsAt = booking?.startsAt ?? scope.session?.startsAt ?? null;
  return {
    firstName: r.firstName,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    jobName: scope.jobName,
    sessionName: scope.session?.name ?? "",
    sessionDate: day(startsAt, scope.zone),
    sessionTime: time(startsAt, scope.zone),
    sessionLocation: scope.session?.location ?? "",
    incentive: dollars(booking?.incentive ?? scope.plannedIncentive),
    surveyLink: surveyLink(ctx, {
      respondentId: r.id,
      jobId: scope.jobId,
      sessionId: scope.sessionId,
      ...(booking ? { eventId: booking.eventId } : {}),
    }),
    confirmLink: booking ? confirmLink(ctx, { eventId: booking.eventId, respondentId: r.id }) : "",
    unsubscribeLink: unsubscribeLink(ctx, r.id),
  };
}

export interface TemplateText {
  subject: string;
  html: string;
  plainText: string;
  smsText: string;
}

/** One recipient's message: html values escaped, text and SMS as they are. */
export function renderFor(tpl: TemplateText, values: MergeValues, r: RecipientRow): RenderedMessage {
  const text = tpl.plainText || htmlToText(tpl.html);
  return {
    respondentId: r.id,
    respondentName: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    mobile: r.mobile,
    subject: renderTemplate(tpl.subject, values, { html: false }),
    html: renderTemplate(tpl.html, values, { html: true }),
    text: renderTemplate(text, values, { html: false }),
    sms: renderTemplate(tpl.smsText, values, { html: false }),
  };
}

/** A plain-text part when the template has none: the html's text, links kept as their address. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, "$2 ($1)")
    .replace(/<(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
