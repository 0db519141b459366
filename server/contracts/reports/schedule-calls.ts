import { z } from "zod";
import { call } from "../call";
import { idSchema } from "../records";
import { reportFiltersSchema } from "./calls";

/** A report e-mailed to its owner every week or month (decision 237). */
export const reportScheduleSchema = z.object({
  id: z.number().int(),
  reportId: z.string(),
  title: z.string(),
  cadence: z.enum(["weekly", "monthly"]),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  lastResult: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

const none = z.object({});

export const mySchedules = call("GET", "/report/schedules", {
  input: none,
  answer: z.array(reportScheduleSchema),
});

/** Saves (or changes) the caller's schedule of a report; the period is left out: each send covers the last week or month. */
export const saveSchedule = call("POST", "/report/schedules/update", {
  input: reportFiltersSchema.extend({
    report: z.string().min(1).max(60),
    cadence: z.enum(["weekly", "monthly"], "Choose weekly or monthly."),
  }),
  answer: reportScheduleSchema,
});

export const deleteSchedule = call("POST", "/report/schedules/delete", {
  input: z.object({ id: idSchema }),
  answer: z.object({ id: z.number().int() }),
});
