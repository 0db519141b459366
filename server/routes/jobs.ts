import { Hono } from "hono";
import { z } from "zod";
import { requireRight } from "../auth/guard";
import type { AppEnv } from "../context";
import { jobScheduleRequestSchema } from "../contracts/client-contacts";
import {
  generateLinkSchema,
  jobAllocateSchema,
  jobContactSaveSchema,
  jobCustomFieldsSchema,
  jobDurationsSaveSchema,
  jobIncentiveSaveSchema,
  jobSaveSchema,
  jobVenueSaveSchema,
  rosterAllocateSchema,
} from "../contracts/jobs";
import { deleteRequestSchema, idParamSchema, idSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import {
  contactsOfJob,
  durationsOfJob,
  incentivesOfJob,
  jobContactsTable,
  jobIncentivesTable,
  jobQueriesTable,
  jobsToBeAllocated,
  jobVenuesTable,
  listJobsBrief,
  queriesOfJob,
  staffNotes,
  timeAllocationsOfJob,
  timeSummaryOfJob,
  totalTimeOfJob,
  venuesOfJob,
} from "../db/repo/jobs";
import { failed, ok } from "../http/envelope";
import { notFound } from "../http/errors";
import { formBody, jsonBody, params } from "../http/input";
import * as jobs from "../services/jobs";
import { iso } from "../services/outcome";
import { requireAnyRight, staffRightOrClient } from "./rights-any";

const { JobAdmin: JOB, Incentives: ICV, Quoting: QTE, RosterJobAllocation: RJA } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };

/** A job-scoped read for staff with JobAdmin: 404 when the job does not exist. */
async function jobRead(
  c: Parameters<typeof requireRight>[0],
  ...extra: (typeof RIGHTS)[keyof typeof RIGHTS][]
) {
  await requireAnyRight(c, JOB, ...extra);
  const { id } = params(c, idParamSchema);
  await jobs.existingJob(c.get("deps").db, id);
  return id;
}

/** Jobs and their details (staff-calls §7.7). */
export const jobsRoutes = new Hono<AppEnv>()
  .get("/jobs", async (c) => {
    await requireRight(c, JOB);
    const rows = await listJobsBrief(c.get("deps").db, 1000);
    return ok(
      c,
      rows.map((r) => jobs.toJob(r.job, r.clientName)),
    );
  })
  .get("/job/:id{[0-9]+}", async (c) => {
    const actor = await staffRightOrClient(c, JOB, QTE, RIGHTS.Invoicing);
    return ok(c, await jobs.getJob(c.get("deps").db, actor, params(c, idParamSchema).id));
  })
  .post("/job/update", async (c) => {
    const actor = await requireRight(c, JOB);
    const deps = c.get("deps");
    const out = await jobs.saveJob(deps.db, actor, await jsonBody(c, jobSaveSchema), deps.now());
    return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
  })
  .post("/job/delete", async (c) => {
    await requireRight(c, JOB);
    return ok(c, await jobs.deleteJobs(c.get("deps").db, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  .post("/job/allocate", async (c) => {
    await requireAnyRight(c, JOB, RJA);
    const deps = c.get("deps");
    const out = await jobs.allocateJobs(deps.db, await jsonBody(c, jobAllocateSchema), deps.now());
    return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
  })
  .get("/job/getJobQuotedUsers/:id", async (c) => {
    const id = await jobRead(c, QTE);
    return ok(c, await jobs.quotedUsers(c.get("deps").db, id));
  })
  .get("/job/incentives/:id", async (c) => {
    const id = await jobRead(c, ICV);
    return ok(c, await incentivesOfJob(c.get("deps").db, id));
  })
  .post("/job/incentive/update", async (c) => {
    await requireRight(c, ICV);
    return ok(
      c,
      await jobs.saveIncentive(c.get("deps").db, await jsonBody(c, jobIncentiveSaveSchema)),
      SAVED,
    );
  })
  .post("/job/incentive/delete", async (c) => {
    await requireRight(c, ICV);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await jobs.deleteJobChildren(jobIncentivesTable, c.get("deps").db, ids), DELETED);
  })
  .get("/job/time-allocation/:id", async (c) => {
    const id = await jobRead(c);
    return ok(c, await timeAllocationsOfJob(c.get("deps").db, id));
  })
  .get("/job/time-allocation-summary/:id", async (c) => {
    const id = await jobRead(c);
    return ok(c, await timeSummaryOfJob(c.get("deps").db, id));
  })
  .get("/job/total-time/:id", async (c) => {
    const id = await jobRead(c);
    return ok(c, await totalTimeOfJob(c.get("deps").db, id));
  })
  .get("/job/contacts/:id", async (c) => {
    const id = await jobRead(c);
    return ok(c, await contactsOfJob(c.get("deps").db, id));
  })
  .post("/job/contact/update", async (c) => {
    await requireRight(c, JOB);
    const out = await jobs.saveJobContact(c.get("deps").db, await jsonBody(c, jobContactSaveSchema));
    return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
  })
  .post("/job/contact/delete", async (c) => {
    await requireRight(c, JOB);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await jobs.deleteJobChildren(jobContactsTable, c.get("deps").db, ids), DELETED);
  })
  // Respondent lists and schedules belong to sessions/events (a later area): empty until then.
  .get("/job/standby-respondents/:id", async (c) => {
    await jobRead(c);
    return ok(c, []);
  })
  .get("/job/all-respondents/:id", async (c) => {
    await jobRead(c);
    return ok(c, []);
  })
  .post("/job/jobschedules", async (c) => {
    await requireRight(c, JOB);
    const input = await formBody(c, jobScheduleRequestSchema);
    const jobId = input.jobId ?? input.jobid;
    if (!jobId) return failed(c, ["jobId: Required"], 400);
    await jobs.existingJob(c.get("deps").db, jobId);
    return ok(c, []);
  })
  .post("/job/jobcustomfields", async (c) => {
    await requireRight(c, JOB);
    await formBody(c, jobCustomFieldsSchema);
    throw notFound("Respondent event not found.");
  })
  .get("/job/durations/:id", async (c) => {
    const id = await jobRead(c, ICV);
    return ok(c, await durationsOfJob(c.get("deps").db, id));
  })
  .post("/job/duration/update", async (c) => {
    await requireRight(c, JOB);
    const items = await jsonBody(c, jobDurationsSaveSchema);
    const { jobId } = await formBody(c, z.object({ jobId: idSchema }));
    return ok(c, await jobs.saveDurations(c.get("deps").db, jobId, items), SAVED);
  })
  .get("/job/venues/:id", async (c) => {
    const id = await jobRead(c);
    return ok(c, await venuesOfJob(c.get("deps").db, id));
  })
  .post("/job/venue/update", saveVenue)
  .post("/job-venue/update", saveVenue)
  .post("/job/venue/delete", deleteVenue)
  .post("/job-venue/delete", deleteVenue)
  .get("/job/queries/:id", async (c) => {
    const id = await jobRead(c);
    const rows = await queriesOfJob(c.get("deps").db, id);
    return ok(
      c,
      rows.map((q) => ({ ...q, createdAt: iso(q.createdAt) })),
    );
  })
  .post("/job/queries/delete", async (c) => {
    await requireRight(c, JOB);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await jobs.deleteJobChildren(jobQueriesTable, c.get("deps").db, ids), DELETED);
  })
  .get("/GetJobsTobeAllocated", async (c) => {
    await requireAnyRight(c, JOB, RJA);
    const rows = await jobsToBeAllocated(c.get("deps").db);
    return ok(
      c,
      rows.map((r) => jobs.toJob(r.job, r.clientName)),
    );
  })
  .post("/job/RosterAllocate", async (c) => {
    await requireRight(c, RJA);
    const input = await formBody(c, rosterAllocateSchema);
    const out = await jobs.rosterAllocate(c.get("deps").db, input.username, input.jobId);
    return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
  })
  .get("/user-notes/:username", async (c) => {
    await requireAnyRight(c, JOB, RJA);
    const row = await staffNotes(c.get("deps").db, c.req.param("username"));
    if (!row) throw notFound("User not found.");
    return ok(c, row);
  })
  .post("/job/generatelink", async (c) => {
    await requireRight(c, JOB);
    return ok(c, jobs.generateLink(await formBody(c, generateLinkSchema)));
  });

async function saveVenue(c: Parameters<typeof requireRight>[0]) {
  await requireRight(c, JOB);
  const out = await jobs.saveJobVenue(c.get("deps").db, await jsonBody(c, jobVenueSaveSchema));
  return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
}

async function deleteVenue(c: Parameters<typeof requireRight>[0]) {
  await requireRight(c, JOB);
  const ids = await jsonBody(c, deleteRequestSchema);
  return ok(c, await jobs.deleteJobChildren(jobVenuesTable, c.get("deps").db, ids), DELETED);
}
