import { z } from "zod";
import { idSchema, isoDate, optionalText, saveIdSchema } from "../records";
import { TIME_PATTERN } from "../validation";

/**
 * The roster (issue 20, decisions 250–252): shifts per person and agency day, with what else
 * holds their time. Days are the agency's ("YYYY-MM-DD"), times its wall clock ("HH:MM").
 */

/** How far ahead of a session a proposed shift starts, and how long after it ends (decision 251). */
export const ROSTER_LEAD_MINUTES = 30;
export const ROSTER_TAIL_MINUTES = 15;
/** The longest range one roster read, proposal or publish covers (a month view plus its edges). */
const ROSTER_MAX_DAYS = 42;

const SHIFT_KINDS = ["recruit", "host", "other"] as const;

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** from..to inclusive, agency days, at most ROSTER_MAX_DAYS. */
export const rosterRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((r) => r.to >= r.from, { message: "The range ends before it starts", path: ["to"] })
  .refine((r) => dayCount(r.from, r.to) <= ROSTER_MAX_DAYS, {
    message: `At most ${ROSTER_MAX_DAYS} days`,
    path: ["to"],
  });

const wallTime = z.string().regex(TIME_PATTERN, "Invalid time (HH:MM)");

/**
 * POST /api/staff-shift/update: create (no id) or change a shift. `end` at or before `start`
 * means the next day (a shift across midnight).
 */
export const shiftSaveSchema = z
  .object({
    id: saveIdSchema,
    staffUserId: idSchema,
    day: isoDate,
    start: wallTime,
    end: wallTime,
    kind: z.enum(SHIFT_KINDS).default("other"),
    jobId: idSchema.nullish().transform((v) => v ?? null),
    sessionId: idSchema.nullish().transform((v) => v ?? null),
    note: optionalText(300),
  })
  .refine((s) => s.start !== s.end, { message: "A shift must end after it starts", path: ["end"] });
export type ShiftSave = z.infer<typeof shiftSaveSchema>;

/** Where a shift or a busy block stands on the roster: whose, which day, from and until when. */
const rosterPlaceFields = {
  id: z.number(),
  staffUserId: z.number(),
  /** The agency day it starts on (the cell it shows in). */
  day: z.string(),
  start: z.string(),
  end: z.string(),
  /** The day it ends on, when that is not `day` (across midnight). */
  endDay: z.string().nullable(),
};

export const shiftSchema = z.object({
  ...rosterPlaceFields,
  startsAt: z.string(),
  endsAt: z.string(),
  /** Real hours between start and end (a daylight-saving night counts the hour gained or lost). */
  hours: z.number(),
  kind: z.enum(SHIFT_KINDS),
  jobId: z.number().nullable(),
  sessionId: z.number().nullable(),
  /** "J1234 S2 Focus group" for a session's shift, the job's number and name for a job's. */
  label: z.string(),
  note: z.string().nullable(),
  status: z.enum(["draft", "published"]),
});
export type Shift = z.infer<typeof shiftSchema>;

/** Leave, a meeting or a session in a person's day (shown, not edited, on the roster). */
export const rosterBusySchema = z.object({
  kind: z.enum(["leave", "meeting", "session"]),
  ...rosterPlaceFields,
  label: z.string(),
});
export type RosterBusy = z.infer<typeof rosterBusySchema>;

const rosterPersonSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  /** Rostered hours in the range (drafts included for rosterers). */
  hours: z.number(),
});

/** GET /api/staff-roster answer. */
export const rosterSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  /** The agency's zone the days and times are read in. */
  zone: z.string(),
  /** True for a rosterer (RJA): every active person, drafts included; false: only oneself, published. */
  canEdit: z.boolean(),
  people: z.array(rosterPersonSchema),
  shifts: z.array(shiftSchema),
  busy: z.array(rosterBusySchema),
});
export type Roster = z.infer<typeof rosterSchema>;

/** A session's recruiter who got no draft, and why. */
const proposalSkipSchema = z.object({
  sessionId: z.number(),
  session: z.string(),
  staff: z.string(),
  reason: z.string(),
});

/** POST /api/staff-roster/propose answer. */
export const proposalSchema = z.object({
  drafted: z.array(shiftSchema),
  skipped: z.array(proposalSkipSchema),
  sessions: z.number(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** POST /api/staff-roster/publish answer. */
export const publishSchema = z.object({
  published: z.number(),
  people: z.number(),
  mailed: z.number(),
  /** Drafts left as drafts because something now clashes with them, with the reason. */
  held: z.array(z.object({ shiftId: z.number(), reason: z.string() })),
});
export type PublishResult = z.infer<typeof publishSchema>;
