import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { dayRange, instantOf, wallDay, wallTime } from "../../contracts/agency-time";
import { RIGHTS } from "../../contracts/rights";
import type {
  MeetingDetail,
  MeetingRow,
  MeetingSave,
  MeetingsQuery,
} from "../../contracts/staff-office/meetings";
import type { Db } from "../../db/client";
import {
  activeStaff,
  attendeesOf,
  cancelMeeting,
  insertMeeting,
  type MeetingRecord,
  meetingById,
  meetingPage,
  type StaffContact,
  staffContacts,
  updateMeeting,
} from "../../db/repo/staff-office/meetings";
import { staffNamesByIds } from "../../db/repo/staff-office/staff-names";
import { forbidden, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import type { CalendarPerson } from "../ics";
import { type Outcome, refusal, success } from "../outcome";
import { clashes } from "./conflicts";
import { type MeetingInvites, meetingQueue, sendMeetingMails } from "./meeting-sends";

/**
 * Staff meetings (decision 255). Any staff user creates one and organises it; the organiser and
 * holders of ManageStaffAttendance change or cancel it; its organiser, its attendees and those
 * holders see it. An attendee on approved leave, recruiting a session or in another meeting then
 * is refused by name (the one conflict check, `clashes`); a rostered shift is not a clash, a
 * meeting is part of the working day.
 */

const NOT_FOUND = "No such meeting: it may have been removed.";

function staffId(ctx: UseCaseContext): number {
  const actor = callerOf(ctx);
  if (actor.role !== "Staff") throw forbidden();
  return actor.id;
}

const manages = (ctx: UseCaseContext) => holds(ctx, RIGHTS.ManageStaffAttendance);

async function visibleMeeting(ctx: UseCaseContext, id: number) {
  const me = staffId(ctx);
  const row = await meetingById(ctx.deps.db, id);
  const attendees = row ? ((await attendeesOf(ctx.deps.db, [row.id])).get(row.id) ?? []) : [];
  const sees = row && (manages(ctx) || row.organiserId === me || attendees.some((a) => a.id === me));
  if (!row || !sees) throw notFound(NOT_FOUND);
  return { row, attendees, mayChange: !row.cancelledAt && (manages(ctx) || row.organiserId === me) };
}

function rowOf(m: MeetingRecord, names: Map<number, string>, attendees: StaffContact[]): MeetingRow {
  return {
    id: m.id,
    title: m.title,
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt.toISOString(),
    place: m.place,
    link: m.link,
    organiserId: m.organiserId,
    organiserName: names.get(m.organiserId) ?? "Staff",
    attendeeNames: attendees.map((a) => a.fullName),
    cancelledAt: m.cancelledAt ? m.cancelledAt.toISOString() : null,
  };
}

/** GET staff-meetings: the caller's meetings (every meeting for a manager), a page at a time. */
export async function listMeetings(ctx: UseCaseContext, q: MeetingsQuery) {
  const me = staffId(ctx);
  const zone = await agencyTimeZone(ctx);
  const { start: from, end: to } = dayRange(q.from, q.to, zone);
  const page = await meetingPage(ctx.deps.db, {
    viewerId: manages(ctx) ? null : me,
    period: q.period,
    now: ctx.deps.now(),
    from,
    to,
    search: q.search,
    start: q.start,
    length: q.length,
  });
  const ids = page.rows.map((r) => r.id);
  const [attendees, names] = await Promise.all([
    attendeesOf(ctx.deps.db, ids),
    staffNamesByIds(ctx.deps.db, [...new Set(page.rows.map((r) => r.organiserId))]),
  ]);
  return { rows: page.rows.map((m) => rowOf(m, names, attendees.get(m.id) ?? [])), total: page.total };
}

/** GET staff-meeting/{id}: the record as the form edits it. */
export async function meetingDetail(ctx: UseCaseContext, id: number): Promise<MeetingDetail> {
  const { row, attendees, mayChange } = await visibleMeeting(ctx, id);
  const zone = await agencyTimeZone(ctx);
  const names = await staffNamesByIds(ctx.deps.db, [row.organiserId]);
  return {
    ...rowOf(row, names, attendees),
    date: wallDay(row.startsAt, zone),
    startTime: wallTime(row.startsAt, zone),
    endTime: wallTime(row.endsAt, zone),
    agenda: row.agenda,
    attendees: attendees.map((a) => ({ id: a.id, fullName: a.fullName })),
    sequence: row.sequence,
    mayChange: mayChange && row.startsAt > ctx.deps.now(),
  };
}

/** GET staff-meeting/people. */
export const meetingPeople = (ctx: UseCaseContext) => activeStaff(ctx.deps.db);

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The people who will attend: the chosen ones and the organiser, each active. */
async function attendeesFor(ctx: UseCaseContext, ids: readonly number[], organiserId: number) {
  const wanted = [...new Set([organiserId, ...ids])];
  const found = await staffContacts(ctx.deps.db, wanted);
  const missing = wanted.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) return refusal<StaffContact[]>(`No such staff user: ${missing.join(", ")}.`);
  const inactive = found.filter((f) => !f.isActive && f.id !== organiserId);
  if (inactive.length)
    return refusal<StaffContact[]>(
      ...inactive.map((p) => `${p.fullName} is no longer active and cannot be invited.`),
    );
  return success(found);
}

/** POST staff-meeting/update: creates or changes a meeting and sends its attendees the .ics. */
export async function saveMeeting(
  ctx: UseCaseContext,
  input: MeetingSave,
): Promise<Outcome<{ id: number; sequence: number }>> {
  const me = staffId(ctx);
  const now = ctx.deps.now();
  const zone = await agencyTimeZone(ctx);
  const existing = input.id ? await visibleMeeting(ctx, input.id) : null;
  if (existing) {
    if (existing.row.cancelledAt) return refusal("This meeting was cancelled: it can no longer be changed.");
    if (!existing.mayChange)
      return refusal("Only the organiser or a manager of staff attendance can change this meeting.");
    if (existing.row.startsAt <= now)
      return refusal("This meeting has started: it can no longer be changed.");
  }
  const startsAt = new Date(instantOf(input.date, input.startTime, zone) ?? Number.NaN);
  const endsAt = new Date(instantOf(input.date, input.endTime, zone) ?? Number.NaN);
  if (!(endsAt > startsAt)) return refusal("The end must be after the start.");
  if (startsAt <= now) return refusal("A meeting cannot start in the past.");
  const organiserId = existing?.row.organiserId ?? me;
  const people = await attendeesFor(ctx, input.attendeeIds, organiserId);
  if (!people.ok) return people;
  const busy = await clashes(ctx, {
    staffUserIds: people.value.map((p) => p.id),
    start: startsAt,
    end: endsAt,
    ...(existing ? { except: { kind: "meeting" as const, id: existing.row.id } } : {}),
    kinds: ["leave", "session", "meeting"],
  });
  if (busy.length) return refusal("Not saved: an attendee is busy then.", ...busy);
  const values = {
    title: input.title,
    startsAt,
    endsAt,
    place: input.place,
    link: input.link,
    agenda: input.agenda,
  };
  const ids = people.value.map((p) => p.id);
  if (
    existing &&
    unchanged(existing.row, values) &&
    sameSet(
      existing.attendees.map((a) => a.id),
      ids,
    )
  )
    return success({ id: existing.row.id, sequence: existing.row.sequence });
  const organiser = await organiserOf(ctx, organiserId);
  const queue = await meetingQueue(ctx);
  const saved = await ctx.deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!existing) {
      const row = await insertMeeting(tx, { ...values, organiserId }, ids);
      await sendMeetingMails(ctx, tx, queue, { meeting: row, organiser, zone, invite: people.value });
      return row;
    }
    const row = await updateMeeting(tx, existing.row.id, existing.row.sequence, values, ids);
    if (!row) return null;
    const before = existing.attendees;
    const invites: MeetingInvites = {
      meeting: row,
      organiser,
      zone,
      invite: people.value.filter((p) => !before.some((b) => b.id === p.id)),
      update: people.value.filter((p) => before.some((b) => b.id === p.id)),
      cancel: before.filter((b) => !ids.includes(b.id)),
    };
    await sendMeetingMails(ctx, tx, queue, invites);
    return row;
  });
  if (!saved)
    return refusal("Someone else changed this meeting just now: open it again and repeat your change.");
  ctx.deps.notifyOutbox();
  return success({ id: saved.id, sequence: saved.sequence });
}

function unchanged(
  row: MeetingRecord,
  v: Omit<MeetingRecord, "id" | "organiserId" | "sequence" | "cancelledAt" | "createdAt" | "updatedAt">,
) {
  return (
    row.title === v.title &&
    row.startsAt.getTime() === v.startsAt.getTime() &&
    row.endsAt.getTime() === v.endsAt.getTime() &&
    row.place === v.place &&
    row.link === v.link &&
    row.agenda === v.agenda
  );
}

async function organiserOf(ctx: UseCaseContext, id: number) {
  const [person] = await staffContacts(ctx.deps.db, [id]);
  return { name: person?.fullName ?? "Staff", email: person?.email ?? "" };
}

/** POST staff-meeting/delete: cancels each meeting (all or none); attendees get the cancellation. */
export async function cancelMeetings(
  ctx: UseCaseContext,
  ids: number[],
): Promise<Outcome<{ cancelled: number }>> {
  const now = ctx.deps.now();
  const found: Awaited<ReturnType<typeof visibleMeeting>>[] = [];
  for (const id of ids) {
    const m = await visibleMeeting(ctx, id);
    if (m.row.cancelledAt) return refusal(`${m.row.title} is already cancelled.`);
    if (!m.mayChange)
      return refusal(`Only the organiser or a manager of staff attendance can cancel ${m.row.title}.`);
    if (m.row.endsAt <= now) return refusal(`${m.row.title} has already ended.`);
    found.push(m);
  }
  const zone = await agencyTimeZone(ctx);
  const organisers = new Map<number, CalendarPerson>();
  for (const m of found) organisers.set(m.row.organiserId, await organiserOf(ctx, m.row.organiserId));
  const queue = await meetingQueue(ctx);
  const done = await ctx.deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    let n = 0;
    for (const m of found) {
      const row = await cancelMeeting(tx, m.row.id, now);
      if (!row) continue;
      const organiser = organisers.get(row.organiserId) ?? { name: "Staff", email: "" };
      await sendMeetingMails(ctx, tx, queue, { meeting: row, organiser, zone, cancel: m.attendees });
      n += 1;
    }
    return n;
  });
  ctx.deps.notifyOutbox();
  return success({ cancelled: done });
}
