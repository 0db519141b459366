import { z } from "zod";
import { idSchema, optionalText, requiredText, saveIdSchema, wholeNumber } from "./records";

/** POST /api/job/quota/update (json). jobGroupId set = a session-level quota. */
export const quotaSaveSchema = z.object({
  id: saveIdSchema,
  jobId: idSchema,
  jobGroupId: idSchema.nullish().transform((v) => v ?? null),
  name: requiredText(200),
  criteria: optionalText(2000),
  target: wholeNumber(0, 1_000_000, "Target must be 0 or more"),
  achieved: wholeNumber(0, 1_000_000).default(0),
  sortOrder: wholeNumber(0, 10_000).default(0),
});

export const quotaSchema = z.object({
  id: z.number(),
  jobId: z.number(),
  jobGroupId: z.number().nullable(),
  name: z.string(),
  criteria: z.string().nullable(),
  target: z.number(),
  achieved: z.number(),
  sortOrder: z.number(),
});

/** POST /api/job/quota/clear/ (json): remove every quota of a job (or only of one session). */
export const quotaClearSchema = z.union([
  idSchema.transform((jobId) => ({ jobId, jobGroupId: null as number | null })),
  z.object({ jobId: idSchema, jobGroupId: idSchema.nullish().transform((v) => v ?? null) }),
]);
