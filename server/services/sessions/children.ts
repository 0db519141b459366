import type { z } from "zod";
import { visibleJob } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type {
  ContactChoice,
  CustomField,
  customFieldSaveSchema,
  SessionContact,
  SessionDuration,
  SessionIncentive,
  SessionVenue,
  sessionContactSaveSchema,
  sessionDurationsSaveSchema,
  sessionIncentivesSaveSchema,
  sessionVenueSaveSchema,
  TimeSlot,
  timeSlotSaveSchema,
} from "../../contracts/sessions/sessions";
import { jobsTable } from "../../db/repo/jobs";
import {
  contactsOfClient,
  contactsOfSession,
  customFieldsOfSession,
  customFieldsTable,
  customFieldTaken,
  durationsOfSession,
  findClientContact,
  findVenue,
  incentivesOfSession,
  replaceDurations,
  replaceIncentives,
  sessionContactsTable,
  sessionsTable,
  sessionVenuesTable,
  slotsInUse,
  slotsOfSession,
  timeSlotsTable,
  venuesOfSession,
} from "../../db/repo/sessions";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { visibleSession } from "./sessions";

/** The child rows of a session: time slots, contacts, venues, custom fields, incentives, durations. */

const numeric = (v: number | string | null) => (v === null ? null : Number(v));

export async function timeSlots(ctx: UseCaseContext, jobGroupId: number): Promise<TimeSlot[]> {
  await visibleSession(ctx, jobGroupId);
  return (await slotsOfSession(ctx.deps.db, jobGroupId)).map(({ slot, booked, standby }) => ({
    id: slot.id,
    jobGroupId: slot.jobGroupId,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    capacity: slot.capacity,
    notes: slot.notes,
    booked: Number(booked),
    standby: Number(standby),
  }));
}

/** jobgroup-time/update: a capacity below the places already held is refused. */
export async function saveTimeSlot(
  ctx: UseCaseContext,
  input: z.output<typeof timeSlotSaveSchema>,
): Promise<Outcome<TimeSlot>> {
  await visibleSession(ctx, input.jobGroupId);
  const db = ctx.deps.db;
  const values = {
    jobGroupId: input.jobGroupId,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    capacity: input.capacity,
    notes: input.notes,
  };
  if (input.id) {
    const existing = await timeSlotsTable.get(db, input.id);
    if (!existing || existing.jobGroupId !== input.jobGroupId) throw notFound("Time slot not found.");
    const held = (await timeSlots(ctx, input.jobGroupId)).find((s) => s.id === input.id)?.booked ?? 0;
    if (input.capacity > 0 && input.capacity < held)
      return refusal(`${held} attendees are booked in this time slot: the capacity cannot be below that.`);
  }
  const saved = input.id
    ? await timeSlotsTable.update(db, input.id, values)
    : await timeSlotsTable.insert(db, values);
  if (!saved) throw notFound("Time slot not found.");
  const slot = (await timeSlots(ctx, input.jobGroupId)).find((s) => s.id === saved.id);
  if (!slot) throw notFound("Time slot not found.");
  return success(slot);
}

export async function deleteTimeSlots(ctx: UseCaseContext, ids: number[]): Promise<Outcome<number>> {
  const rows = await timeSlotsTable.getMany(ctx.deps.db, ids);
  if (rows.length !== ids.length) throw notFound("Time slot not found.");
  for (const r of rows) await visibleSession(ctx, r.jobGroupId);
  if ((await slotsInUse(ctx.deps.db, ids)).length > 0)
    return refusal("The time slot still has bookings: move or cancel them first.");
  return success(await timeSlotsTable.remove(ctx.deps.db, ids));
}

// ---------------------------------------------------------------- contacts

export async function sessionContacts(ctx: UseCaseContext, jobGroupId: number): Promise<SessionContact[]> {
  await visibleSession(ctx, jobGroupId);
  return (await contactsOfSession(ctx.deps.db, jobGroupId)).map((r) => ({
    ...r.row,
    name: r.name,
    email: r.email,
    phone: r.phone,
  }));
}

/** The client contacts of the session's job's client (the picker of the contacts tab). */
export async function contactChoices(ctx: UseCaseContext, jobGroupId: number): Promise<ContactChoice[]> {
  const session = await visibleSession(ctx, jobGroupId);
  const job = await jobsTable.get(ctx.deps.db, session.jobId);
  if (!job?.clientId) return [];
  return (await contactsOfClient(ctx.deps.db, job.clientId)).map(({ clientContactId, name, email }) => ({
    clientContactId,
    name,
    email,
  }));
}

export async function saveSessionContact(
  ctx: UseCaseContext,
  input: z.output<typeof sessionContactSaveSchema>,
) {
  const session = await visibleSession(ctx, input.jobGroupId);
  const job = await visibleJob(ctx, session.jobId);
  const contact = await findClientContact(ctx.deps.db, input.clientContactId);
  if (!contact) throw notFound("Client contact not found.");
  if (contact.clientId !== job.clientId)
    return refusal<SessionContact>("The contact is not of this job's client.");
  const values = {
    jobGroupId: input.jobGroupId,
    clientContactId: input.clientContactId,
    contactType: input.contactType,
  };
  const saved = input.id
    ? await sessionContactsTable.update(ctx.deps.db, input.id, values)
    : await sessionContactsTable.insert(ctx.deps.db, values);
  if (!saved) throw notFound("Session contact not found.");
  const row = (await sessionContacts(ctx, input.jobGroupId)).find((c) => c.id === saved.id);
  if (!row) throw notFound("Session contact not found.");
  return success(row);
}

/** Deletes child rows of a crud table after checking each row's session is visible. */
async function deleteChildren(
  ctx: UseCaseContext,
  table: {
    getMany: (db: UseCaseContext["deps"]["db"], ids: number[]) => Promise<{ jobGroupId: number }[]>;
    remove: (db: UseCaseContext["deps"]["db"], ids: number[]) => Promise<number>;
  },
  ids: number[],
) {
  const rows = await table.getMany(ctx.deps.db, ids);
  if (rows.length !== ids.length) throw notFound("Not found.");
  for (const r of rows) await visibleSession(ctx, r.jobGroupId);
  return table.remove(ctx.deps.db, ids);
}
export const deleteSessionContacts = (ctx: UseCaseContext, ids: number[]) =>
  deleteChildren(ctx, sessionContactsTable, ids);
export const deleteSessionVenues = (ctx: UseCaseContext, ids: number[]) =>
  deleteChildren(ctx, sessionVenuesTable, ids);
export const deleteCustomFields = (ctx: UseCaseContext, ids: number[]) =>
  deleteChildren(ctx, customFieldsTable, ids);

// ---------------------------------------------------------------- venues

export async function sessionVenues(ctx: UseCaseContext, jobGroupId: number): Promise<SessionVenue[]> {
  await visibleSession(ctx, jobGroupId);
  return (await venuesOfSession(ctx.deps.db, jobGroupId)).map(({ row, venue }) => ({
    id: row.id,
    jobGroupId: row.jobGroupId,
    venueId: row.venueId,
    notes: row.notes,
    name: venue.name,
    address: venue.address,
    suburb: venue.suburb,
    stepFreeAccess: venue.stepFreeAccess,
    hearingLoop: venue.hearingLoop,
    accessibleToilet: venue.accessibleToilet,
    parking: venue.parking,
  }));
}

export async function saveSessionVenues(ctx: UseCaseContext, items: z.output<typeof sessionVenueSaveSchema>) {
  const saved: number[] = [];
  for (const item of items) {
    await visibleSession(ctx, item.jobGroupId);
    if (!(await findVenue(ctx.deps.db, item.venueId))) return refusal<SessionVenue[]>("Venue not found.");
    const values = { jobGroupId: item.jobGroupId, venueId: item.venueId, notes: item.notes };
    const row = item.id
      ? await sessionVenuesTable.update(ctx.deps.db, item.id, values)
      : await sessionVenuesTable.insert(ctx.deps.db, values);
    if (!row) throw notFound("Session venue not found.");
    saved.push(row.id);
    // The session form does not pick a venue: a session without one takes the first venue added,
    // so its place reaches the confirmations ({{sessionLocation}}), the confirm page and the portal.
    const session = await sessionsTable.get(ctx.deps.db, item.jobGroupId);
    if (session && !session.venueId)
      await sessionsTable.update(ctx.deps.db, item.jobGroupId, { venueId: item.venueId });
  }
  const groups = [...new Set(items.map((i) => i.jobGroupId))];
  const all = (await Promise.all(groups.map((g) => sessionVenues(ctx, g)))).flat();
  return success(all.filter((v) => saved.includes(v.id)));
}

// ---------------------------------------------------------------- custom fields

export async function customFields(ctx: UseCaseContext, jobGroupId: number): Promise<CustomField[]> {
  await visibleSession(ctx, jobGroupId);
  return customFieldsOfSession(ctx.deps.db, jobGroupId);
}

export async function customField(ctx: UseCaseContext, id: number): Promise<CustomField> {
  const row = await customFieldsTable.get(ctx.deps.db, id);
  if (!row) throw notFound("Custom field not found.");
  await visibleSession(ctx, row.jobGroupId);
  return row;
}

export async function saveCustomField(
  ctx: UseCaseContext,
  input: z.output<typeof customFieldSaveSchema>,
): Promise<Outcome<CustomField>> {
  await visibleSession(ctx, input.jobGroupId);
  if (await customFieldTaken(ctx.deps.db, input.jobGroupId, input.fieldNo, input.id))
    return refusal(`Custom field ${input.fieldNo} is already defined on this session.`);
  const values = { jobGroupId: input.jobGroupId, fieldNo: input.fieldNo, label: input.label };
  const row = input.id
    ? await customFieldsTable.update(ctx.deps.db, input.id, values)
    : await customFieldsTable.insert(ctx.deps.db, values);
  if (!row) throw notFound("Custom field not found.");
  return success(row);
}

// ---------------------------------------------------------------- incentives, durations

export async function sessionIncentives(
  ctx: UseCaseContext,
  jobGroupId: number,
): Promise<SessionIncentive[]> {
  await visibleSession(ctx, jobGroupId);
  return (await incentivesOfSession(ctx.deps.db, jobGroupId)).map((r) => ({
    ...r,
    amount: Number(r.amount),
  }));
}

/** A whole-list save replaces the rows, so the ids the editor sent along are not kept. */
const withoutId = <T extends { id?: number | undefined }>({ id: _id, ...rest }: T) => rest;

export async function saveSessionIncentives(
  ctx: UseCaseContext,
  { jobGroupId, items }: { jobGroupId: number; items: z.output<typeof sessionIncentivesSaveSchema> },
): Promise<SessionIncentive[]> {
  await visibleSession(ctx, jobGroupId);
  return (await replaceIncentives(ctx.deps.db, jobGroupId, items.map(withoutId))).map((r) => ({
    ...r,
    amount: Number(r.amount),
  }));
}

export async function sessionDurations(ctx: UseCaseContext, jobGroupId: number): Promise<SessionDuration[]> {
  await visibleSession(ctx, jobGroupId);
  return (await durationsOfSession(ctx.deps.db, jobGroupId)).map((r) => ({
    ...r,
    incentiveAmount: numeric(r.incentiveAmount),
  }));
}

export async function saveSessionDurations(
  ctx: UseCaseContext,
  { jobGroupId, items }: { jobGroupId: number; items: z.output<typeof sessionDurationsSaveSchema> },
): Promise<SessionDuration[]> {
  await visibleSession(ctx, jobGroupId);
  return (await replaceDurations(ctx.deps.db, jobGroupId, items.map(withoutId))).map((r) => ({
    ...r,
    incentiveAmount: numeric(r.incentiveAmount),
  }));
}
