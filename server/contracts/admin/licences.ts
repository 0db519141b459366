import { z } from "zod";
import { optionalDate, optionalText, requiredText, saveIdSchema, wholeNumber } from "../records";

/**
 * Software licences (staff-calls §7.12, decision 277). Fields are not shown in the spec: a
 * licence is a name, a reference, a number of seats, an optional last day and notes; its holders
 * are staff users, and a seat is used by each active holder.
 */

/** The most seats one licence may have (a typing slip guard, not a business limit). */
const MAX_SEATS = 100_000;

/** The refusal when a save would leave fewer seats than active holders (400, decision 277). */
export const seatsBelowUsed = (seats: number, used: number) =>
  `Seats cannot be fewer than the ${used} in use (asked for ${seats}): take a seat from a user first.`;

/** POST /api/licence/update: id absent (or 0) adds a licence, present changes it. */
export const licenceSaveSchema = z.object({
  id: saveIdSchema,
  name: requiredText(120),
  reference: optionalText(200),
  seats: wholeNumber(0, MAX_SEATS, `Seats must be a whole number from 0 to ${MAX_SEATS}`),
  expiresOn: optionalDate,
  notes: optionalText(2000),
  /** The user names holding a seat; absent keeps the holders as they are. */
  holders: z
    .array(z.string().trim().min(1, "Invalid user name").max(200, "Invalid user name"), "Invalid holders")
    .max(MAX_SEATS, "Too many holders")
    .optional(),
});
export type LicenceSave = z.output<typeof licenceSaveSchema>;

/** One licence of GET /api/licences: `used` counts active holders, `available` is what is left. */
export const licenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reference: z.string().nullable(),
  seats: z.number().int(),
  used: z.number().int(),
  available: z.number().int(),
  expiresOn: z.string().nullable(),
  notes: z.string().nullable(),
  /** The user names of the holders, active or not (the record form's checklist). */
  holders: z.array(z.string()),
  updatedAt: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;
export const licenceListSchema = z.array(licenceSchema);

/** One holder of a licence in GET /api/licence-usage/{id}. */
export const licenceHolderSchema = z.object({
  staffUserId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  /** An inactive user keeps the assignment but uses no seat. */
  active: z.boolean(),
  assignedAt: z.string(),
});
export type LicenceHolder = z.infer<typeof licenceHolderSchema>;

/** GET /api/licence-usage/{id}: the seat figures and who holds them. */
export const licenceUsageSchema = z.object({
  licenceId: z.number().int(),
  name: z.string(),
  seats: z.number().int(),
  used: z.number().int(),
  available: z.number().int(),
  holders: z.array(licenceHolderSchema),
});
export type LicenceUsage = z.infer<typeof licenceUsageSchema>;
