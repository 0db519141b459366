import { z } from "zod";
import { jobSchema } from "./jobs";
import { idSchema, isoDate, wholeNumber } from "./records";

/**
 * POST /api/query/result and POST /api/query/export (decision 044). The body carries `entity` and
 * `dtparams` (multipart fields, dtparams as JSON text, or one json field {entity, dtparams}).
 * Sorting and filtering are allow-listed per entity so every combination is index-backed.
 */
const QUERY_PAGE_MAX = 500;

export { EXPORT_DENIED } from "./query-constants";

const dir = z.enum(["asc", "desc"]).default("asc");
const text = z.string().trim().max(100);
const oneOrMany = z
  .union([text, z.array(text).max(20)])
  .transform((v) => (Array.isArray(v) ? v : [v]).filter((s) => s !== ""));
const idFilter = idSchema;
const dateFilter = isoDate;

const paging = {
  /** Offset of the first row. */
  start: wholeNumber(0, 10_000_000).default(0),
  /** Page size (ignored by export, which streams every matching row). */
  length: wholeNumber(1, QUERY_PAGE_MAX).default(50),
  /**
   * Free text (decision 084): with 3+ letters or digits, jobs match the job number's start or the
   * name anywhere, clients the name anywhere; shorter terms match only the start of those.
   */
  search: text.default(""),
};

export const JOB_SORT_COLUMNS = ["jobNumber", "name", "status", "startDate", "createdAt"] as const;
const jobFiltersSchema = z
  .object({
    status: oneOrMany.optional(),
    clientId: idFilter.optional(),
    projectManager: text.optional(),
    jobType: text.optional(),
    difficulty: text.optional(),
    startFrom: dateFilter.optional(),
    startTo: dateFilter.optional(),
  })
  .default({});
export const jobDtParamsSchema = z.object({
  ...paging,
  sort: z.object({ column: z.enum(JOB_SORT_COLUMNS), dir }).default({ column: "jobNumber", dir: "desc" }),
  filters: jobFiltersSchema,
});
export type JobDtParams = z.infer<typeof jobDtParamsSchema>;

export const CLIENT_SORT_COLUMNS = ["name", "status", "createdAt"] as const;
const clientFiltersSchema = z.object({ status: oneOrMany.optional(), category: text.optional() }).default({});
const clientDtParamsSchema = z.object({
  ...paging,
  sort: z.object({ column: z.enum(CLIENT_SORT_COLUMNS), dir }).default({ column: "name", dir: "asc" }),
  filters: clientFiltersSchema,
});
export type ClientDtParams = z.infer<typeof clientDtParamsSchema>;

const dtparamsText = (schema: z.ZodType) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v ?? {};
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

export const queryRequestSchema = z.discriminatedUnion("entity", [
  z.object({ entity: z.literal("jobs"), dtparams: dtparamsText(jobDtParamsSchema) }),
  z.object({ entity: z.literal("clients"), dtparams: dtparamsText(clientDtParamsSchema) }),
]);
export type QueryRequest =
  | { entity: "jobs"; dtparams: JobDtParams }
  | { entity: "clients"; dtparams: ClientDtParams };

/** A job list row: the job's own fields, as GET /api/job/{id} shapes them. */
export const jobListRowSchema = jobSchema.pick({
  id: true,
  jobNumber: true,
  name: true,
  clientId: true,
  clientName: true,
  status: true,
  jobType: true,
  difficulty: true,
  startDate: true,
  endDate: true,
  projectManager: true,
  createdAt: true,
});
export type JobListRow = z.infer<typeof jobListRowSchema>;

export const clientListRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  category: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientListRow = z.infer<typeof clientListRowSchema>;

/** The answer's value: the page, the total of the entity and the total after filters. */
export const queryResultSchema = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), filtered: z.number() });
export type QueryResult<T> = { rows: T[]; total: number; filtered: number };
