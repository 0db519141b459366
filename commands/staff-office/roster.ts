import type { Job } from "../../server/contracts/jobs";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { rosterKeys } from "../../src/features/staff-office/roster/api/roster-keys";
import { parseSpan, spanLabel } from "../../src/features/staff-office/roster/model/roster-grid";
import {
  focusedCell,
  rosterScreen,
  shownRange,
  shownRoster,
  updateRoster,
} from "../../src/features/staff-office/roster/state/roster-state";
import { formatDate } from "../../src/lib/format";
import { store } from "../../src/lib/store";
import { runDeleteFlow } from "../core/delete-flow";
import { plural } from "../core/plural";
import { type CommandContext, defineCommand } from "../core/types";

/**
 * The roster's actions (decision 252), all under RosterJobAllocation and offered on the roster
 * page: they act on the range it shows and on its focused cell (a person and a day).
 */
const SCOPE = [ROUTES.staffRoster] as const;
const base = { category: "Roster", rights: [RIGHTS.RosterJobAllocation], scope: SCOPE };
const REFRESH = { refresh: [rosterKeys.all] };
const rangeText = (r: { from: string; to: string }) => `${formatDate(r.from)}–${formatDate(r.to)}`;

/** Skips a toast lists before "…and N more" (the roster shows the drafts themselves). */
const MAX_LINES = 5;

const needCell = () => (focusedCell() ? true : "Focus a person's day on the roster first.");
const needShift = () => (focusedCell()?.shift ? true : "Focus a shift on the roster first.");

export const proposeRoster = defineCommand({
  ...base,
  id: "staffOffice.proposeRoster",
  title: "Propose roster from sessions",
  keywords: ["draft", "roster", "sessions", "recruiters"],
  run: async (ctx) => {
    const range = shownRange();
    const { calls } = await ctx.areas.staffRoster();
    const answer = await ctx.call(calls.proposeRoster, range, REFRESH);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    const { drafted, skipped, sessions } = answer.value;
    const shown = skipped.slice(0, MAX_LINES).map((s) => `Skipped ${s.staff}, ${s.session}: ${s.reason}`);
    const more = skipped.length > MAX_LINES ? [`…and ${skipped.length - MAX_LINES} more skipped.`] : [];
    const text = [
      `${plural(drafted.length, "draft shift")} from ${plural(sessions, "session")}, ${rangeText(range)}.`,
      ...shown,
      ...more,
    ].join("\n");
    ctx.toast.success("Roster proposed", text);
  },
});

export const publishRoster = defineCommand({
  ...base,
  id: "staffOffice.publishRoster",
  title: "Publish roster",
  keywords: ["publish", "notify", "send roster", "e-mail"],
  enabled: () =>
    shownRoster()?.shifts.some((s) => s.status === "draft") === false
      ? "No drafts in the range shown."
      : true,
  run: async (ctx) => {
    const range = shownRange();
    const ok = await ctx.confirm(
      `Publish the draft shifts of ${rangeText(range)}? Each person on them gets one e-mail with their shifts.`,
      "Publish roster",
      { confirmLabel: "Publish", cancelLabel: "Cancel" },
    );
    if (!ok) return;
    const { calls } = await ctx.areas.staffRoster();
    const answer = await ctx.call(calls.publishRoster, range, REFRESH);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    const { published, mailed, held } = answer.value;
    const text = [
      `${plural(published, "shift")} published, ${mailed} ${mailed === 1 ? "person" : "people"} e-mailed.`,
      ...held.map((h) => `Held back: ${h.reason}`),
    ].join("\n");
    ctx.toast.success("Roster published", text);
  },
});

/** Saves a shift, showing the refusal (a clash and its reason) as an error. */
async function save(ctx: CommandContext, input: Parameters<typeof saveInput>[0]) {
  const { calls } = await ctx.areas.staffRoster();
  const answer = await ctx.call(calls.saveShift, saveInput(input), REFRESH);
  if (!answer.succeeded) ctx.toast.error("Shift refused", answer.errors.join("\n"));
  return answer.succeeded;
}
const saveInput = (i: {
  id?: number;
  staffUserId: number;
  day: string;
  start: string;
  end: string;
  kind?: "recruit" | "host" | "other";
  jobId?: number | null;
  sessionId?: number | null;
  note?: string | null;
}) => i;

export const addShift = defineCommand({
  ...base,
  id: "staffOffice.addShift",
  title: "Add shift…",
  keywords: ["new shift", "roster", "rostered"],
  enabled: needCell,
  run: async (ctx) => {
    const at = focusedCell();
    if (!at) return;
    const typed = await ctx.prompt(
      `Shift for ${at.cell.person} on ${formatDate(at.cell.day)}: start–end (an end before the start is the next day)`,
      "09:00–17:00",
      { validate: (v) => (parseSpan(v) ? null : "Type the times as HH:MM–HH:MM.") },
    );
    const span = typed ? parseSpan(typed) : null;
    if (!span) return;
    if (await save(ctx, { staffUserId: at.cell.staffUserId, day: at.cell.day, ...span }))
      ctx.toast.success(
        "Shift added",
        `${at.cell.person}, ${formatDate(at.cell.day)} ${span.start}–${span.end}`,
      );
  },
});

/**
 * Picks up the focused shift; run again (Enter on the grid) to drop it on the focused cell,
 * keeping its times. Escape on the grid puts it down.
 */
export const moveShift = defineCommand({
  ...base,
  id: "staffOffice.moveShift",
  title: "Move shift…",
  keywords: ["reschedule", "swap", "another day", "another person"],
  enabled: () => (store.get(rosterScreen).moving ? needCell() : needShift()),
  run: async (ctx) => {
    const moving = store.get(rosterScreen).moving;
    const at = focusedCell();
    if (!at) return;
    if (!moving) {
      if (!at.shift) return;
      updateRoster({ moving: { shiftId: at.shift.id, label: `${at.cell.person} ${spanLabel(at.shift)}` } });
      return;
    }
    const shift = shownRoster()?.shifts.find((s) => s.id === moving.shiftId);
    if (!shift) return updateRoster({ moving: null });
    const ok = await save(ctx, {
      id: shift.id,
      staffUserId: at.cell.staffUserId,
      day: at.cell.day,
      start: shift.start,
      end: shift.end,
      kind: shift.kind,
      jobId: shift.jobId,
      sessionId: shift.sessionId,
      note: shift.note,
    });
    if (!ok) return;
    updateRoster({ moving: null });
    ctx.toast.success("Shift moved", `${at.cell.person}, ${formatDate(at.cell.day)} ${spanLabel(shift)}`);
  },
});

export const removeShift = defineCommand({
  ...base,
  id: "staffOffice.removeShift",
  title: "Remove shift",
  keywords: ["delete shift", "unroster"],
  enabled: needShift,
  run: async (ctx) => {
    const at = focusedCell();
    if (!at?.shift) return;
    const id = at.shift.id;
    const { calls } = await ctx.areas.staffRoster();
    await runDeleteFlow(ctx, {
      kind: "staff-shift",
      what: `The shift of ${at.cell.person} on ${formatDate(at.cell.day)} ${spanLabel(at.shift)}`,
      remove: () => ctx.call(calls.deleteShifts, { ids: [id] }, REFRESH),
      after: "clearSelection",
    });
  },
});

/** Adds the focused person as a recruiter of a job waiting for one (job/RosterAllocate). */
export const allocateJobToRecruiter = defineCommand<Pick<Job, "id" | "jobNumber" | "name">>({
  ...base,
  id: "staffOffice.allocateJob",
  title: "Allocate job to recruiter…",
  keywords: ["allocate", "recruiter", "jobs to be allocated", "assign"],
  enabled: needCell,
  picker: {
    placeholder: "Job to allocate: type its number or name",
    minLength: 0,
    hint: "Jobs waiting for recruiters.",
    load: async (query, ctx, signal) => {
      const { jobCalls } = await ctx.areas.staffRoster();
      const answer = await ctx.call(jobCalls.jobsToAllocate, {}, { signal });
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      return (answer.succeeded ? answer.value : [])
        .filter((j) => words.every((w) => `${j.jobNumber} ${j.name}`.toLowerCase().includes(w)))
        .map((j) => ({
          id: `job-${j.id}`,
          title: `${j.jobNumber} ${j.name}`,
          value: { id: j.id, jobNumber: j.jobNumber, name: j.name },
        }));
    },
  },
  run: async (ctx, job) => {
    const at = focusedCell();
    const person = at && shownRoster()?.people.find((p) => p.id === at.cell.staffUserId);
    if (!job || !person) return;
    const { jobCalls } = await ctx.areas.staffRoster();
    const answer = await ctx.call(
      jobCalls.rosterAllocate,
      { username: person.username, jobId: job.id },
      { refresh: [rosterKeys.toAllocate] },
    );
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Saved!", `${person.name} recruits for ${job.jobNumber} ${job.name}.`);
  },
});
