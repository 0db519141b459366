import { z } from "zod";
import { call } from "../call";

/** GET /api/point-report-jobs (staff-calls §7.13): Member Points Detail's job picker. */
export const pointReportJobs = call("GET", "/point-report-jobs", {
  input: z.object({}),
  answer: z.array(z.object({ jobId: z.number().int(), jobNumber: z.string(), name: z.string() })),
});
