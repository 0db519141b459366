import { z } from "zod";
import { call } from "./call";
import { invoiceSaveSchema, invoiceSchema } from "./invoices";
import {
  generateLinkSchema,
  jobAllocateSchema,
  jobContactSaveSchema,
  jobContactSchema,
  jobDurationSchema,
  jobDurationsSaveSchema,
  jobIncentiveSaveSchema,
  jobIncentiveSchema,
  jobQuerySchema,
  jobSaveSchema,
  jobSchema,
  jobVenueSaveSchema,
  jobVenueSchema,
  quotedUserSchema,
  rosterAllocateSchema,
  timeAllocationSchema,
  timeSummarySchema,
  totalTimeSchema,
  userNotesSchema,
} from "./jobs";
import { quotaClearSchema, quotaSaveSchema, quotaSchema } from "./quotas";
import { deleteCall, idParamSchema, idSchema, requiredText, savedRowSchema } from "./records";

/** The jobs area's calls, quotas and invoices included (staff-calls §7.7–§7.9, decision 190). */

const none = z.object({});
const count = z.number().int();
const savedRow = savedRowSchema;
const byJob = <R extends z.ZodType>(path: string, row: R) =>
  call("GET", path, { input: idParamSchema, answer: z.array(row) });

/** GET /api/jobs: every job. */
export const jobs = call("GET", "/jobs", { input: none, answer: z.array(jobSchema) });
/** GET /api/job/{id}. */
export const job = call("GET", "/job/:id{[0-9]+}", { input: idParamSchema, answer: jobSchema });
/** POST /api/job/update: adds (no id) or updates a job; answers the saved job. */
export const saveJob = call("POST", "/job/update", { input: jobSaveSchema, answer: jobSchema });
/** POST /api/job/delete. */
export const deleteJobs = deleteCall("/job/delete", count);
/** POST /api/job/allocate: project manager and/or recruiters of several jobs. */
export const allocateJobs = call("POST", "/job/allocate", { input: jobAllocateSchema, answer: count });
/** POST /api/job/status (designed, decision 190): one status for several jobs; answers how many. */
export const setJobStatus = call("POST", "/job/status", {
  input: z.object({ jobIds: z.array(idSchema).min(1).max(500), status: requiredText(40) }),
  answer: count,
});
/** GET /api/job/getJobQuotedUsers/{id}. */
export const quotedUsers = byJob("/job/getJobQuotedUsers/:id{[0-9]+}", quotedUserSchema);

/** GET /api/job/incentives/{id}. */
export const incentives = byJob("/job/incentives/:id{[0-9]+}", jobIncentiveSchema);
/** POST /api/job/incentive/update. */
export const saveIncentive = call("POST", "/job/incentive/update", {
  input: jobIncentiveSaveSchema,
  answer: savedRow,
});
/** POST /api/job/incentive/delete. */
export const deleteIncentives = deleteCall("/job/incentive/delete", count);

/** GET /api/job/time-allocation/{id}. */
export const timeAllocations = byJob("/job/time-allocation/:id{[0-9]+}", timeAllocationSchema);
/** GET /api/job/time-allocation-summary/{id}. */
export const timeSummary = byJob("/job/time-allocation-summary/:id{[0-9]+}", timeSummarySchema);
/** GET /api/job/total-time/{id}. */
export const totalTime = call("GET", "/job/total-time/:id{[0-9]+}", {
  input: idParamSchema,
  answer: totalTimeSchema,
});

/** GET /api/job/contacts/{id}. */
export const contacts = byJob("/job/contacts/:id{[0-9]+}", jobContactSchema);
/** POST /api/job/contact/update. */
export const saveContact = call("POST", "/job/contact/update", {
  input: jobContactSaveSchema,
  answer: savedRow,
});
/** POST /api/job/contact/delete. */
export const deleteContacts = deleteCall("/job/contact/delete", count);

/** GET /api/job/durations/{id}. */
export const durations = byJob("/job/durations/:id{[0-9]+}", jobDurationSchema);
/** POST /api/job/duration/update: json is the job's whole duration list, the field jobId names the job. */
export const saveDurations = call("POST", "/job/duration/update", {
  input: z.object({ jobId: idSchema, items: jobDurationsSaveSchema }),
  bodyField: "items",
  answer: z.array(savedRow),
});

/** GET /api/job/venues/{id}. */
export const venues = byJob("/job/venues/:id{[0-9]+}", jobVenueSchema);
/** POST /api/job/venue/update (the spec also names it /api/job-venue/update). */
export const saveVenue = call("POST", "/job/venue/update", { input: jobVenueSaveSchema, answer: savedRow });
export const saveVenueAlias = { ...saveVenue, path: "/job-venue/update" };
/** POST /api/job/venue/delete (also /api/job-venue/delete). */
export const deleteVenues = deleteCall("/job/venue/delete", count);
export const deleteVenuesAlias = { ...deleteVenues, path: "/job-venue/delete" };

/** GET /api/job/queries/{id}: the job's saved panel-search queries. */
export const queries = byJob("/job/queries/:id{[0-9]+}", jobQuerySchema);
/** POST /api/job/queries/delete. */
export const deleteQueries = deleteCall("/job/queries/delete", count);

/** GET /api/GetJobsTobeAllocated. */
export const jobsToAllocate = call("GET", "/GetJobsTobeAllocated", {
  input: none,
  answer: z.array(jobSchema),
});
/** POST /api/job/RosterAllocate (fields username, jobId): adds one recruiter to one job. */
export const rosterAllocate = call("POST", "/job/RosterAllocate", {
  input: rosterAllocateSchema,
  encoding: "form",
  answer: jobSchema,
});
/** GET /api/user-notes/{username}: a staff member's notes shown when allocating jobs. */
export const userNotes = call("GET", "/user-notes/:username", {
  input: z.object({ username: z.string().min(1).max(120) }),
  answer: userNotesSchema,
});
/** POST /api/job/generatelink (fields provider, link). */
export const generateLink = call("POST", "/job/generatelink", {
  input: generateLinkSchema,
  encoding: "form",
  answer: z.string(),
});

/** GET /api/job/quotas/{id}: the job's quotas. */
export const quotas = byJob("/job/quotas/:id{[0-9]+}", quotaSchema);
/** GET /api/jobgroup/quotas/{id}: one session's quotas. */
export const sessionQuotas = byJob("/jobgroup/quotas/:id{[0-9]+}", quotaSchema);
/** POST /api/job/quota/update. */
export const saveQuota = call("POST", "/job/quota/update", { input: quotaSaveSchema, answer: savedRow });
/** POST /api/job/quota/delete. */
export const deleteQuotas = deleteCall("/job/quota/delete", count);
/** POST /api/job/quota/clear/ (the spec's spelling; also without the slash): json {jobId, jobGroupId?} or the job id. */
export const clearQuotas = call("POST", "/job/quota/clear/", {
  input: z.object({ request: quotaClearSchema }),
  bodyField: "request",
  answer: count,
});
export const clearQuotasAlias = { ...clearQuotas, path: "/job/quota/clear" };

/** GET /api/job/invoices/{id}. */
export const invoices = byJob("/job/invoices/:id{[0-9]+}", invoiceSchema);
/**
 * POST /api/job/invoice/update: one invoice or a list, in the field `json` (the spec also names
 * the field `invoices`, which the route reads by hand).
 */
export const saveInvoices = call("POST", "/job/invoice/update", {
  input: z.object({ invoices: invoiceSaveSchema }),
  bodyField: "invoices",
  answer: z.array(invoiceSchema).or(invoiceSchema),
});
/** GET /api/job/invoice/delete/{id}. */
export const deleteInvoice = call("GET", "/job/invoice/delete/:id{[0-9]+}", {
  input: idParamSchema,
  answer: count,
});
/** GET /api/job/invoice/push/{id}: sends the invoice to the accounting system. */
export const pushInvoice = call("GET", "/job/invoice/push/:id{[0-9]+}", {
  input: idParamSchema,
  answer: invoiceSchema,
});
