import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/jobs-calls";
import { RIGHTS, type RightCode } from "../contracts/rights";
import { deleteJobChildren, type JobDetail, jobDetail, notesOfStaff } from "../services/jobs/details";
import * as jobs from "../services/jobs/jobs";
import { handle } from "./handle";

const { JobAdmin: JOB, Incentives: ICV, Quoting: QTE, RosterJobAllocation: RJA } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };
const JOB_ADMIN = { staff: [JOB] };

/** A list under a job read by its id (404 when the job is missing). */
const detail =
  <K extends JobDetail>(kind: K) =>
  (ctx: Parameters<typeof jobDetail>[0], i: { id: number }) =>
    jobDetail(ctx, { jobId: i.id, detail: kind });

/** Deletes child rows of a job by id. */
const removeChildren =
  (kind: Parameters<typeof deleteJobChildren>[1]["kind"]) =>
  (ctx: Parameters<typeof deleteJobChildren>[0], i: { ids: number[] }) =>
    deleteJobChildren(ctx, { kind, ids: i.ids });

/** Readers of a job list who may also hold `also` instead of JobAdmin. */
const jobOr = (...also: RightCode[]) => ({ staffAny: [JOB, ...also] });

/** Jobs and their details (staff-calls §7.7). */
export const jobsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.jobs, JOB_ADMIN, jobs.listJobs))
  .on(
    ...handle(calls.job, { ...jobOr(QTE, RIGHTS.Invoicing), client: true }, (ctx, i) =>
      jobs.getJob(ctx, i.id),
    ),
  )
  .on(...handle(calls.saveJob, JOB_ADMIN, jobs.saveJob, SAVED))
  .on(...handle(calls.deleteJobs, JOB_ADMIN, (ctx, i) => jobs.deleteJobs(ctx, i.ids), DELETED))
  .on(...handle(calls.allocateJobs, jobOr(RJA), jobs.allocateJobs, SAVED))
  .on(...handle(calls.setJobStatus, JOB_ADMIN, jobs.setJobStatus, SAVED))
  .on(...handle(calls.quotedUsers, jobOr(QTE), (ctx, i) => jobs.quotedUsers(ctx, i.id)))
  .on(...handle(calls.incentives, jobOr(ICV), detail("incentives")))
  .on(...handle(calls.saveIncentive, { staff: [ICV] }, jobs.saveIncentive, SAVED))
  .on(...handle(calls.deleteIncentives, { staff: [ICV] }, removeChildren("incentive"), DELETED))
  .on(...handle(calls.timeAllocations, jobOr(), detail("timeAllocations")))
  .on(...handle(calls.timeSummary, jobOr(), detail("timeSummary")))
  .on(...handle(calls.totalTime, jobOr(), detail("totalTime")))
  .on(...handle(calls.contacts, jobOr(), detail("contacts")))
  .on(...handle(calls.saveContact, JOB_ADMIN, jobs.saveJobContact, SAVED))
  .on(...handle(calls.deleteContacts, JOB_ADMIN, removeChildren("contact"), DELETED))
  .on(...handle(calls.durations, jobOr(ICV), detail("durations")))
  .on(...handle(calls.saveDurations, JOB_ADMIN, jobs.saveDurations, SAVED))
  .on(...handle(calls.venues, jobOr(), detail("venues")))
  .on(...handle(calls.saveVenue, JOB_ADMIN, jobs.saveJobVenue, SAVED))
  .on(...handle(calls.saveVenueAlias, JOB_ADMIN, jobs.saveJobVenue, SAVED))
  .on(...handle(calls.deleteVenues, JOB_ADMIN, removeChildren("venue"), DELETED))
  .on(...handle(calls.deleteVenuesAlias, JOB_ADMIN, removeChildren("venue"), DELETED))
  .on(...handle(calls.queries, jobOr(), detail("queries")))
  .on(...handle(calls.deleteQueries, JOB_ADMIN, removeChildren("query"), DELETED))
  .on(...handle(calls.jobsToAllocate, jobOr(RJA), jobs.jobsToAllocate))
  .on(...handle(calls.rosterAllocate, { staff: [RJA] }, jobs.rosterAllocate, SAVED))
  .on(...handle(calls.userNotes, jobOr(RJA), (ctx, i) => notesOfStaff(ctx, i.username)))
  .on(...handle(calls.generateLink, JOB_ADMIN, jobs.generateLink));
