import { type Context, Hono } from "hono";
import { z } from "zod";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  generateLinkSchema,
  jobAllocateSchema,
  jobContactSaveSchema,
  jobDurationsSaveSchema,
  jobIncentiveSaveSchema,
  jobSaveSchema,
  jobVenueSaveSchema,
  rosterAllocateSchema,
} from "../contracts/jobs";
import { deleteRequestSchema, idParamSchema, idSchema } from "../contracts/records";
import { RIGHTS, type RightCode } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { formBody, jsonBody, params } from "../http/input";
import { deleteJobChildren, type JobDetail, jobDetail, notesOfStaff } from "../services/jobs/details";
import * as jobs from "../services/jobs/jobs";

type Ctx = Context<AppEnv>;
const { JobAdmin: JOB, Incentives: ICV, Quoting: QTE, RosterJobAllocation: RJA } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };

/** A list under a job for staff with JobAdmin (or one of `alsoAllowed`): 404 when the job is missing. */
async function jobRead(c: Ctx, detail: JobDetail, ...alsoAllowed: RightCode[]) {
  const ctx = await guard(c, { staffAny: [JOB, ...alsoAllowed] });
  return ok(c, await jobDetail(ctx, { jobId: params(c, idParamSchema).id, detail }));
}

/** Deletes child rows of a job for staff holding `right`. */
function deleteChild(kind: Parameters<typeof deleteJobChildren>[1]["kind"], right: RightCode = JOB) {
  return async (c: Ctx) => {
    const ctx = await guard(c, { staff: [right] });
    const ids = await jsonBody(c, deleteRequestSchema);
    return answer(c, await deleteJobChildren(ctx, { kind, ids }), DELETED);
  };
}

async function saveVenue(c: Ctx) {
  const ctx = await guard(c, { staff: [JOB] });
  return answer(c, await jobs.saveJobVenue(ctx, await jsonBody(c, jobVenueSaveSchema)), SAVED);
}

/** Jobs and their details (staff-calls §7.7). */
export const jobsRoutes = new Hono<AppEnv>()
  .get("/jobs", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await jobs.listJobs(ctx));
  })
  .get("/job/:id{[0-9]+}", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, QTE, RIGHTS.Invoicing], client: true });
    return ok(c, await jobs.getJob(ctx, params(c, idParamSchema).id));
  })
  .post("/job/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await jobs.saveJob(ctx, await jsonBody(c, jobSaveSchema)), SAVED);
  })
  .post("/job/delete", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await jobs.deleteJobs(ctx, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  .post("/job/allocate", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, RJA] });
    return answer(c, await jobs.allocateJobs(ctx, await jsonBody(c, jobAllocateSchema)), SAVED);
  })
  .get("/job/getJobQuotedUsers/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, QTE] });
    return ok(c, await jobs.quotedUsers(ctx, params(c, idParamSchema).id));
  })
  .get("/job/incentives/:id", (c) => jobRead(c, "incentives", ICV))
  .post("/job/incentive/update", async (c) => {
    const ctx = await guard(c, { staff: [ICV] });
    return answer(c, await jobs.saveIncentive(ctx, await jsonBody(c, jobIncentiveSaveSchema)), SAVED);
  })
  .post("/job/incentive/delete", deleteChild("incentive", ICV))
  .get("/job/time-allocation/:id", (c) => jobRead(c, "timeAllocations"))
  .get("/job/time-allocation-summary/:id", (c) => jobRead(c, "timeSummary"))
  .get("/job/total-time/:id", (c) => jobRead(c, "totalTime"))
  .get("/job/contacts/:id", (c) => jobRead(c, "contacts"))
  .post("/job/contact/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await jobs.saveJobContact(ctx, await jsonBody(c, jobContactSaveSchema)), SAVED);
  })
  .post("/job/contact/delete", deleteChild("contact"))
  .get("/job/durations/:id", (c) => jobRead(c, "durations", ICV))
  .post("/job/duration/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    const items = await jsonBody(c, jobDurationsSaveSchema);
    const { jobId } = await formBody(c, z.object({ jobId: idSchema }));
    return answer(c, await jobs.saveDurations(ctx, { jobId, items }), SAVED);
  })
  .get("/job/venues/:id", (c) => jobRead(c, "venues"))
  .post("/job/venue/update", saveVenue)
  .post("/job-venue/update", saveVenue)
  .post("/job/venue/delete", deleteChild("venue"))
  .post("/job-venue/delete", deleteChild("venue"))
  .get("/job/queries/:id", (c) => jobRead(c, "queries"))
  .post("/job/queries/delete", deleteChild("query"))
  .get("/GetJobsTobeAllocated", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, RJA] });
    return ok(c, await jobs.jobsToAllocate(ctx));
  })
  .post("/job/RosterAllocate", async (c) => {
    const ctx = await guard(c, { staff: [RJA] });
    return answer(c, await jobs.rosterAllocate(ctx, await formBody(c, rosterAllocateSchema)), SAVED);
  })
  .get("/user-notes/:username", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, RJA] });
    return ok(c, await notesOfStaff(ctx, c.req.param("username")));
  })
  .post("/job/generatelink", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, jobs.generateLink(ctx, await formBody(c, generateLinkSchema)));
  });
