import { z } from "zod";
import { idOrZero, idSchema } from "../records";
import { roleSchema } from "../rights";
import { emailSchema, lettersSchema, MESSAGES, optionalEmailSchema, yearOfBirthSchema } from "../validation";

/** GET /api/respondent-summary/{id}. Points are null when IsPointsAllowed is false. */
export const respondentSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  businessRego: z.boolean(),
  disabilityRego: z.boolean(),
  optedOut: z.boolean(),
  isActive: z.boolean(),
  memberSince: z.string(),
  events: z.number().int(),
  lastEventAt: z.string().nullable(),
  payments: z.number().int(),
  totalPaid: z.string(),
  children: z.number().int(),
  accumulatedPoints: z.number().int().nullable(),
  paidPoints: z.number().int().nullable(),
  totalPoints: z.number().int().nullable(),
  /** Whether bank details are on file (the values themselves need BNK or self). */
  hasBankDetails: z.boolean(),
});
export type RespondentSummary = z.infer<typeof respondentSummarySchema>;

/** GET /api/respondent-payments/{id}: newest first; amounts as decimal strings ("75.00"). */
const respondentPaymentSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int().nullable(),
  amount: z.string(),
  method: z.string(),
  reference: z.string().nullable(),
  status: z.string(),
  paidAt: z.string(),
  jobNumber: z.string().nullable(),
  jobName: z.string().nullable(),
});
export const respondentPaymentsSchema = z.array(respondentPaymentSchema);

/** GET /api/respondent-events/{id} and respondent-surveys/{id} (events of kind "Survey"). */
const respondentEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  jobId: z.number().int().nullable(),
  jobNumber: z.string().nullable(),
  jobName: z.string().nullable(),
  jobGroupId: z.number().int().nullable(),
  incentive: z.string().nullable(),
  closed: z.boolean(),
  at: z.string(),
  /** A decline's reason (decision 093). */
  comment: z.string().nullable(),
  /** When the respondent confirmed attendance of this booking (decision 093). */
  attendanceConfirmedAt: z.string().nullable(),
  /** A booking's time (its time slot's, else its session's) and place (decision 130). */
  sessionStartsAt: z.string().nullable(),
  sessionEndsAt: z.string().nullable(),
  venueName: z.string().nullable(),
  venueAddress: z.string().nullable(),
  /** null, "Paid", "Payment cancelled", "Payment bounced". */
  paymentStatus: z.string().nullable(),
  /** The session's name (My Sessions heads a booking with it and the job's name, not its code). */
  sessionName: z.string().nullable(),
  /** A session booking's confirm page (decision 176): confirm, can't make it, add to calendar. */
  bookingPage: z.string().nullable(),
});
export const respondentEventsSchema = z.array(respondentEventSchema);

/** GET /api/respondent-opportunities/{id}: open invitations (product §3 Opportunity). */
const opportunitySchema = z.object({
  clientJob: z.object({
    jobNumber: z.string(),
    jobNumberAndName: z.string(),
    inviteLocation: z.string().nullable(),
    inviteTime: z.string().nullable(),
    inviteJobType: z.string().nullable(),
  }),
  clientJobId: z.number().int(),
  description: z.string().nullable(),
  expiryDate: z.string().nullable(),
  closed: z.boolean(),
  resSurveyURL: z.string().nullable(),
});
export const opportunitiesSchema = z.array(opportunitySchema);
export type Opportunity = z.infer<typeof opportunitySchema>;

/** GET /api/respondent-children/{id}. */
export const respondentChildSchema = z.object({
  id: z.number().int(),
  respondentId: z.number().int(),
  firstName: z.string(),
  /** GetGenderList code. */
  gender: z.string().nullable(),
  yearOfBirth: z.number().int().nullable(),
  monthOfBirth: z.number().int().nullable(),
});
export const respondentChildrenSchema = z.array(respondentChildSchema);
export type RespondentChild = z.infer<typeof respondentChildSchema>;

/** POST /api/respondent-children/update (field `json`): id 0 or absent adds a child. */
export const childUpdateSchema = z.object({
  id: idOrZero,
  respondentId: idSchema,
  firstName: lettersSchema(60),
  gender: z.string().max(40).nullable().optional().default(null),
  yearOfBirth: yearOfBirthSchema.nullable().optional().default(null),
  monthOfBirth: z
    .number()
    .int()
    .min(1, MESSAGES.invalid)
    .max(12, MESSAGES.invalid)
    .nullable()
    .optional()
    .default(null),
});
export type ChildUpdate = z.infer<typeof childUpdateSchema>;

/** POST /api/respondent-children/delete (field `json`): { id } or { ids }. */
export const childDeleteSchema = z
  .object({
    id: idSchema.optional(),
    ids: z.array(idSchema).max(100).optional(),
  })
  .refine((v) => v.id !== undefined || (v.ids?.length ?? 0) > 0, "id: Required");

/**
 * POST /api/contact-us (fields respondentId, subject, message, role; also accepted as `json`).
 * The sender is the signed-in user; respondentId must be their own id. Answer: successMsg.
 */
export const contactUsSchema = z.object({
  /** 0 (or absent) for a client contact. */
  respondentId: z.union([idSchema, z.literal(0), z.literal("0")], "Invalid id").optional(),
  subject: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(200, MESSAGES.invalid),
  message: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(5000, MESSAGES.invalid),
  role: roleSchema.optional(),
});
export type ContactUs = z.infer<typeof contactUsSchema>;
export const CONTACT_US_SUCCESS = "Thank you for contacting us. We will get back to you shortly.";

/**
 * POST /api/referaFriend (field `json`, product §3 Refer friend). yourEmail and friendEmail1 are
 * required; friendEmail2 and 3 optional but pattern-checked; referrer is the optional ?ref.
 */
export const referFriendSchema = z.object({
  yourEmail: emailSchema,
  friendEmail1: emailSchema,
  friendEmail2: optionalEmailSchema,
  friendEmail3: optionalEmailSchema,
  message: z.string().trim().max(2000, MESSAGES.invalid).optional().default(""),
  referrer: z.string().trim().max(100).optional().default(""),
  /** Bot-check answer token when BOT_CHECK is on. */
  botToken: z.string().max(4000).optional(),
});
export type ReferFriend = z.infer<typeof referFriendSchema>;
export const REFER_SUCCESS = "Your invitation has been sent to your friends.";

/** GET /api/respondent-getsuburb/{search}: suburb or postcode prefix (at least 2 characters). */
const suburbSchema = z.object({
  suburb: z.string(),
  postcode: z.string(),
  state: z.string(),
  country: z.string(),
});
export const suburbsSchema = z.array(suburbSchema);

/** GET /api/data-provider/location/{search}: "Suburb STATE Postcode" labels. */
const locationSchema = z.object({ id: z.number().int(), label: z.string(), postcode: z.string() });
export const locationsSchema = z.array(locationSchema);

export const searchParamSchema = z.object({ search: z.string().trim().min(2).max(60) });
