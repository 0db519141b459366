import { z } from "zod";
import {
  idSchema,
  moneySchema,
  optionalDate,
  optionalMoney,
  optionalText,
  requiredText,
  saveIdSchema,
} from "./records";

const usernames = z.array(z.string().trim().min(1).max(120)).max(50).default([]);

/** POST /api/job/update (json). jobNumber is generated when empty. Answer: the saved job. */
export const jobSaveSchema = z
  .object({
    id: saveIdSchema,
    jobNumber: z
      .string()
      .trim()
      .max(30)
      .regex(/^[A-Za-z0-9-]*$/, "Job number: letters, digits and '-' only")
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null)),
    name: requiredText(200),
    clientId: idSchema,
    status: requiredText(40).default("Open"),
    jobType: optionalText(60),
    difficulty: optionalText(60),
    approvedNo: optionalText(40),
    description: optionalText(8000),
    startDate: optionalDate,
    endDate: optionalDate,
    projectManager: optionalText(120),
    recruiters: usernames,
    clientContactId: idSchema.nullish().transform((v) => v ?? null),
    quoteStatus: optionalText(40),
    quoteValue: optionalMoney,
  })
  .refine((j) => !j.startDate || !j.endDate || j.startDate <= j.endDate, {
    message: "End date must not be before the start date",
    path: ["endDate"],
  });

export const jobSchema = z.object({
  id: z.number(),
  jobNumber: z.string(),
  name: z.string(),
  clientId: z.number().nullable(),
  clientName: z.string().nullable(),
  status: z.string(),
  jobType: z.string().nullable(),
  difficulty: z.string().nullable(),
  approvedNo: z.string().nullable(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  projectManager: z.string().nullable(),
  recruiters: z.array(z.string()),
  quotedBy: z.array(z.string()),
  clientContactId: z.number().nullable(),
  quoteStatus: z.string().nullable(),
  quoteValue: z.number().nullable(),
  createdAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** POST /api/job/allocate (json): set the project manager and/or recruiters of jobs. */
export const jobAllocateSchema = z.object({
  jobIds: z.array(idSchema).min(1).max(500),
  projectManager: optionalText(120),
  recruiters: usernames,
});

/** POST /api/job/RosterAllocate fields: add one recruiter to one job. */
export const rosterAllocateSchema = z.object({ username: requiredText(120), jobId: idSchema });

/** POST /api/job/incentive/update (json). Needs Incentives (ICV). */
export const jobIncentiveSaveSchema = z.object({
  id: saveIdSchema,
  jobId: idSchema,
  incentiveType: requiredText(60),
  amount: moneySchema,
  description: optionalText(500),
});
export const jobIncentiveSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  incentiveType: z.string(),
  amount: z.number(),
  description: z.string().nullable(),
});

/** POST /api/job/contact/update (json). */
export const jobContactSaveSchema = z.object({
  id: saveIdSchema,
  jobId: idSchema,
  clientContactId: idSchema,
  contactType: requiredText(60),
});
export const jobContactSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  clientContactId: z.number(),
  contactType: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});

/** POST /api/job/venue/update and /api/job-venue/update (json). */
export const jobVenueSaveSchema = z.object({
  id: saveIdSchema,
  jobId: idSchema,
  venueId: idSchema,
  notes: optionalText(2000),
});
export const jobVenueSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  venueId: z.number(),
  venueName: z.string(),
  notes: z.string().nullable(),
});

/** One duration of POST /api/job/duration/update (json: the full list, field jobId). */
export const jobDurationItemSchema = z.object({
  id: saveIdSchema,
  minutes: z.coerce
    .number()
    .int()
    .min(1, "Minutes must be at least 1")
    .max(24 * 60),
  description: optionalText(200),
  incentiveAmount: optionalMoney,
});
/** The job's durations are replaced by this list (an item left out is deleted). */
export const jobDurationsSaveSchema = z.array(jobDurationItemSchema).max(50);
export const jobDurationSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  minutes: z.number(),
  description: z.string().nullable(),
  incentiveAmount: z.number().nullable(),
});

/** GET /api/job/time-allocation/{id} rows and the summary per staff member. */
export const timeAllocationSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  username: z.string(),
  position: z.string().nullable(),
  allocatedMinutes: z.number(),
  spentMinutes: z.number(),
  workDate: z.string().nullable(),
});
export const timeSummarySchema = z.object({
  username: z.string(),
  allocatedMinutes: z.number(),
  spentMinutes: z.number(),
});
export const totalTimeSchema = z.object({ allocatedMinutes: z.number(), spentMinutes: z.number() });

export const jobQuerySchema = z.object({
  id: z.number(),
  jobId: z.number(),
  name: z.string(),
  filters: z.unknown(),
  createdBy: z.string(),
  createdAt: z.string(),
});

export const jobGroupSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  sessionNumber: z.number(),
  name: z.string(),
  status: z.string(),
  startsAt: z.string().nullable(),
});

/** POST /api/job/jobcustomfields fields. */
export const jobCustomFieldsSchema = z.object({
  schedulecustomfield1: z.string().max(500).default(""),
  schedulecustomfield2: z.string().max(500).default(""),
  schedulecustomfield3: z.string().max(500).default(""),
  schedulecustomfield4: z.string().max(500).default(""),
  ResId: idSchema,
  RespEventId: idSchema,
});

/** POST /api/job/generatelink fields: a survey link with the provider's respondent placeholder. */
export const SURVEY_PROVIDERS = {
  Qualtrics: "ResID",
  SurveyMonkey: "c",
  Alchemer: "resid",
  Other: "resid",
} as const;
export const generateLinkSchema = z.object({
  provider: z.string().trim().min(1, "Required").max(60),
  link: z.url("Invalid link").max(2000),
});

/** GET /api/user-notes/{username}. */
export const userNotesSchema = z.object({ username: z.string(), notes: z.string().nullable() });

/** A staff user on GET /api/job/getJobQuotedUsers/{id}. */
export const quotedUserSchema = z.object({ username: z.string(), name: z.string() });
