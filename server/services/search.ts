import type { Deps, UseCaseContext } from "../context";
import {
  type ClientSuggestion,
  type JobSuggestion,
  jobNumberAndName,
  type RespondentSuggestion,
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_LENGTH,
  type SearchKind,
  type SessionSuggestion,
  type TrackingJobListItem,
} from "../contracts/search";
import * as repo from "../db/repo/search";
import { badRequest } from "../http/errors";

type Suggestion = JobSuggestion | RespondentSuggestion | SessionSuggestion | ClientSuggestion;

const MAX_ID = 2_147_483_647;
const SESSION_NUMBER_TOO_LARGE = "keyword: A session number is at most 2147483647.";

const toJob = (r: repo.JobRow): JobSuggestion => ({
  id: r.id,
  jobNumberAndName: jobNumberAndName(r.jobNumber, r.jobName),
  jobNumber: r.jobNumber,
  jobName: r.jobName,
  jobStatus: r.jobStatus,
});

const toRespondent = (r: repo.RespondentRow): RespondentSuggestion => ({
  id: r.id,
  fullName: `${r.firstName} ${r.lastName}`.trim(),
  businessRego: r.businessRego,
  disabilityRego: r.disabilityRego,
  mobile: r.mobile,
  email: r.email,
  isActive: r.isActive,
});

/** The palette's "@" lookup: an id or mobile when digits, an e-mail with "@", else a name. */
async function respondentLookup(db: Deps["db"], keyword: string, n: number) {
  if (/^\d+$/.test(keyword)) {
    const byId = await repo.respondentsById(db, keyword, n);
    const byMobile = keyword.length >= 4 ? await repo.respondentsByMobile(db, keyword, n) : [];
    const seen = new Set<number>();
    return [...byId, ...byMobile].filter((r) => !seen.has(r.id) && seen.add(r.id));
  }
  if (keyword.includes("@")) return repo.respondentsByEmail(db, keyword, n);
  return repo.respondentsByName(db, keyword, n);
}

/** One autocomplete call: staff only (the route checks the role), min length per kind, at most 5. */
export async function search(ctx: UseCaseContext, input: { kind: SearchKind; keyword: string }) {
  const { deps } = ctx;
  const { kind } = input;
  const keyword = input.keyword.trim();
  const min = SEARCH_MIN_LENGTH[kind];
  if (keyword.length < min)
    throw badRequest(`keyword: Enter at least ${min} character${min > 1 ? "s" : ""}.`);
  if (keyword.length > 100) throw badRequest("keyword: Too long.");
  const { db } = deps;
  const n = SEARCH_MAX_RESULTS;
  const found: Suggestion[] = await (async () => {
    switch (kind) {
      case "job-number":
        return (await repo.jobsByNumber(db, keyword, n)).map(toJob);
      case "job-name":
        return (await repo.jobsByName(db, keyword, n)).map(toJob);
      case "job-invnumber":
        return (await repo.jobsByInvoiceNumber(db, keyword, n)).map(toJob);
      case "resp-id":
        return /^\d+$/.test(keyword) ? (await repo.respondentsById(db, keyword, n)).map(toRespondent) : [];
      case "resp-mobile":
        return (await repo.respondentsByMobile(db, keyword.replace(/\s+/g, ""), n)).map(toRespondent);
      case "resp-email":
        return (await repo.respondentsByEmail(db, keyword, n)).map(toRespondent);
      case "session":
        // All digits reads as a session number: one beyond the integer column is bad input, not a miss.
        if (/^\d+$/.test(keyword) && Number(keyword) > MAX_ID) throw badRequest(SESSION_NUMBER_TOO_LARGE);
        return (await repo.sessionsByKeyword(db, keyword, n)).map((s) => ({
          id: s.id,
          jobId: s.jobId,
          sessionNumber: s.sessionNumber,
          name: s.name,
          startsAt: s.startsAt ? new Date(s.startsAt).toISOString() : null,
          jobNumberAndName: jobNumberAndName(s.jobNumber, s.jobName),
        }));
      case "client":
        return repo.clientsByName(db, keyword, n);
      case "job":
        return (await repo.jobsByNumberOrName(db, keyword, n)).map(toJob);
      case "respondent":
        return (await respondentLookup(db, keyword, n)).map(toRespondent);
    }
  })();
  return found.slice(0, n);
}

/** GET /api/job-search/{jobnumber}: jobs whose number starts with the value, as TrackingJob items. */
export async function jobSearch(ctx: UseCaseContext, jobNumber: string): Promise<TrackingJobListItem[]> {
  const { deps } = ctx;
  const keyword = jobNumber.trim();
  if (keyword.length < 1 || keyword.length > 100) throw badRequest("jobnumber: Required");
  const rows = await repo.jobsByNumber(deps.db, keyword, SEARCH_MAX_RESULTS);
  return rows.map((r) => ({
    id: r.id,
    jobApprovedNo: r.jobApprovedNo,
    jobName: r.jobName,
    jobNumber: r.jobNumber,
    jobNumberAndName: jobNumberAndName(r.jobNumber, r.jobName),
    jobNumberAndNameLink: `/job/edit/${r.id}`,
    jobStatus: r.jobStatus,
    jobType: r.jobType,
    clientId: r.clientId,
  }));
}
