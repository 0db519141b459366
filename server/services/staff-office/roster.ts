import { callerOf, holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { addDays, dayRange, instantOf } from "../../contracts/agency-time";
import { RIGHTS } from "../../contracts/rights";
import type { Roster, RosterBusy, Shift, ShiftSave } from "../../contracts/staff-office/roster";
import { jobGroupsTable, jobsTable } from "../../db/repo/jobs";
import { busyTimes } from "../../db/repo/staff-office/busy-times";
import { rosterPeople, shiftsIn, shiftsTable, shiftWithLabel } from "../../db/repo/staff-office/roster";
import { notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { type Outcome, refusal, success } from "../outcome";
import { clashes } from "./conflicts";
import { toShift, wallSpan } from "./roster-shapes";

/** [start, end) instants of the agency days from..to. */
export function rangeOf(r: { from: string; to: string }, zone: string) {
  const { start, end } = dayRange(r.from, r.to, zone);
  return { start: start as Date, end: end as Date };
}

const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

/**
 * GET /api/staff-roster (decision 250). A rosterer (RJA) reads every active person with drafts;
 * anyone else on the staff reads only their own published shifts and their own leave, meetings
 * and sessions.
 */
export async function readRoster(ctx: UseCaseContext, range: { from: string; to: string }): Promise<Roster> {
  const me = callerOf(ctx);
  const canEdit = holds(ctx, RIGHTS.RosterJobAllocation);
  const { db } = ctx.deps;
  const zone = await agencyTimeZone(ctx);
  const { start, end } = rangeOf(range, zone);
  const people = await rosterPeople(db, canEdit ? undefined : [me.id]);
  const ids = people.map((p) => p.id);
  const [rows, held] = await Promise.all([
    shiftsIn(db, { start, end, staffUserIds: ids, drafts: canEdit }),
    busyTimes(db, { staffUserIds: ids, start, end }),
  ]);
  const shifts = rows.map((r) => toShift(r, zone));
  const busy: RosterBusy[] = held.flatMap((b) =>
    b.kind === "shift"
      ? []
      : [
          {
            kind: b.kind,
            id: b.id,
            staffUserId: b.staffUserId,
            label: b.label,
            ...wallSpan(b.startsAt, b.endsAt, zone),
          },
        ],
  );
  const hoursOf = (id: number) =>
    Math.round(shifts.filter((s) => s.staffUserId === id).reduce((n, s) => n + s.hours, 0) * 100) / 100;
  return {
    from: range.from,
    to: range.to,
    days: daysOf(range.from, range.to),
    zone,
    canEdit,
    people: people.map((p) => ({
      id: p.id,
      username: p.username,
      name: `${p.firstName} ${p.lastName}`.trim(),
      position: p.position,
      hours: hoursOf(p.id),
    })),
    shifts,
    busy,
  };
}

/** The instants of a shift typed as a day and two wall times (an end at or before the start is the next day). */
function shiftInstants(input: Pick<ShiftSave, "day" | "start" | "end">, zone: string) {
  const endDay = input.end <= input.start ? addDays(input.day, 1) : input.day;
  const start = instantOf(input.day, input.start, zone);
  const end = instantOf(endDay, input.end, zone);
  return { start: new Date(start ?? Number.NaN), end: new Date(end ?? Number.NaN) };
}

/** The sentences of a refusal for the clashes found. */
export const clashRefusal = (found: string[]) => found.map((c) => `The shift clashes with ${c}.`);

/** POST /api/staff-shift/update: create or move a shift; a clash is refused with its reason. */
export async function saveShift(ctx: UseCaseContext, input: ShiftSave): Promise<Outcome<Shift>> {
  const { db } = ctx.deps;
  const me = callerOf(ctx);
  const zone = await agencyTimeZone(ctx);
  const existing = input.id ? await shiftsTable.get(db, input.id) : undefined;
  if (input.id && !existing) throw notFound("Shift not found.");
  const [person] = await rosterPeople(db, [input.staffUserId]);
  if (!person?.isActive) return refusal("Staff member not found or inactive.");
  let jobId = input.jobId;
  if (input.sessionId) {
    const session = await jobGroupsTable.get(db, input.sessionId);
    if (!session) return refusal("Session not found.");
    jobId = session.jobId;
  } else if (jobId && !(await jobsTable.get(db, jobId))) return refusal("Job not found.");
  const { start, end } = shiftInstants(input, zone);
  if (!(end.getTime() > start.getTime())) return refusal("A shift must end after it starts.");
  const found = await clashes(ctx, {
    staffUserIds: [input.staffUserId],
    start,
    end,
    except: [
      ...(input.id ? [{ kind: "shift" as const, id: input.id }] : []),
      ...(input.sessionId ? [{ kind: "session" as const, id: input.sessionId }] : []),
    ],
  });
  if (found.length > 0) return refusal(...clashRefusal(found));
  const values = {
    staffUserId: input.staffUserId,
    startsAt: start,
    endsAt: end,
    kind: input.kind,
    jobId,
    sessionId: input.sessionId,
    note: input.note,
  };
  const saved = existing
    ? await shiftsTable.update(db, existing.id, { ...values, updatedAt: ctx.deps.now() })
    : await shiftsTable.insert(db, { ...values, status: "draft", createdBy: me.id });
  const row = saved && (await shiftWithLabel(db, saved.id));
  if (!row) throw notFound("Shift not found.");
  return success(toShift(row, zone));
}

/** POST /api/staff-shift/delete: all or none. */
export async function deleteShifts(ctx: UseCaseContext, input: { ids: number[] }): Promise<number> {
  return shiftsTable.removeExisting(ctx.deps.db, input.ids, "Shift not found.");
}
