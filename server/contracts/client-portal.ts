import { z } from "zod";
import { clientJobSchema, clientSaveSchema, clientSchema } from "./clients";
import { optionalText, wholeNumber } from "./records";

/**
 * The client portal's own shapes (decisions 210, 211): what a client contact sees of its
 * company's jobs, sessions and record. Counts only: no respondent appears in any of them.
 */

/** A place count in the board: needed, and how many got that far (each includes the next). */
const counts = {
  needed: z.number().int(),
  booked: z.number().int(),
  confirmed: z.number().int(),
  attended: z.number().int(),
};

/** A session of a job as the client sees it, with its recruit counts. */
export const boardSessionSchema = z.object({
  id: z.number(),
  sessionNumber: z.number(),
  name: z.string(),
  status: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  ...counts,
});
export type BoardSession = z.infer<typeof boardSessionSchema>;

/**
 * A quota cell: the target as `needed`; `counted` false when its criteria cannot be read as a
 * filter (decision 143), then `booked` is the recruiters' own `achieved` figure and the
 * confirmed/attended counts are unknown (0).
 */
export const boardQuotaSchema = z.object({
  id: z.number(),
  name: z.string(),
  sessionId: z.number().nullable(),
  counted: z.boolean(),
  ...counts,
});
export type BoardQuota = z.infer<typeof boardQuotaSchema>;

export const boardJobSchema = clientJobSchema
  .pick({ id: true, jobNumber: true, name: true, status: true })
  .extend({
    sessions: z.array(boardSessionSchema),
    quotas: z.array(boardQuotaSchema),
  });
export type BoardJob = z.infer<typeof boardJobSchema>;

/** GET /api/client/recruit-board: the contact's company's current jobs (decision 210). */
export const recruitBoardSchema = z.object({ jobs: z.array(boardJobSchema), at: z.string() });
export type RecruitBoard = z.infer<typeof recruitBoardSchema>;

/** GET /api/client/own-jobs: a page of the company's jobs, searched by number or name. */
export const ownJobsRequestSchema = z.object({
  search: optionalText(100),
  start: wholeNumber(0, 1_000_000).default(0),
  length: wholeNumber(1, 100).default(25),
});
export const ownJobsPageSchema = z.object({ rows: z.array(clientJobSchema), total: z.number().int() });

/** GET /api/client/own-job/{id}: one job of the company with its sessions' counts. */
export const ownJobSchema = z.object({ job: clientJobSchema, sessions: z.array(boardSessionSchema) });

/** The fields of the company record a client contact may change (decision 211). */
const OWN_CLIENT_EDITABLE = {
  phone: true,
  email: true,
  website: true,
  addressLine1: true,
  addressLine2: true,
  suburb: true,
  state: true,
  postcode: true,
  country: true,
  accountsEmail: true,
} as const;
export const ownClientSaveSchema = clientSaveSchema.pick(OWN_CLIENT_EDITABLE);
export type OwnClientSave = z.infer<typeof ownClientSaveSchema>;

/** The company record as its contacts see it: the editable fields plus name and status. */
export const ownClientSchema = clientSchema.pick({
  id: true,
  name: true,
  status: true,
  /** Read-only: whether the agency shares private lists with the company (the menu and job pages). */
  allowPrivateList: true,
  ...OWN_CLIENT_EDITABLE,
});
export type OwnClient = z.infer<typeof ownClientSchema>;
