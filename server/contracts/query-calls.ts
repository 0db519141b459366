import { z } from "zod";
import { call } from "./call";
import { clientListRowSchema, jobListRowSchema, queryRequestSchema, queryResultSchema } from "./query";

/**
 * POST /api/query/result (fields or json {entity, dtparams}): one page of a server-paged list
 * (staff-calls §7.2, decision 044). Shared by the lists of several areas. A job row needs a job
 * number no client row has, so the union never reads one entity's page as the other's.
 */
export const queryResult = call("POST", "/query/result", {
  input: queryRequestSchema,
  encoding: "form",
  answer: z.union([queryResultSchema(jobListRowSchema), queryResultSchema(clientListRowSchema)]),
});
