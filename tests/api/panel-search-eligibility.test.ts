import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryIdsAnswerSchema } from "../../server/contracts/panel-search";
import { ELIGIBILITY_CODES } from "../../server/contracts/panel-search-constants";
import { clients } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { respondentEvents, respondents } from "../../server/db/schema/respondents";
import { eligibilityOf } from "../../server/services/panel-search/eligibility";
import { el, type SearchWorld, searchWorld, value } from "./panel-search-helpers";

/**
 * The eligibility labels are computed in two ways (decision 142): one grouped query for the labels
 * a page or a booking shows, and an EXISTS condition for the filter fields and excludeLabels. They
 * must pick the same members, or a recruiter filtering "not in cooldown" books someone the
 * booking then refuses.
 */
let w: SearchWorld;
let jobId = 0;
let panelIds: number[] = [];
beforeAll(async () => {
  w = await searchWorld();
  const db = w.server.handle.db;
  // A job whose category and client category other seeded jobs share, so the job-relative labels
  // (same category, competing client) are carried by someone.
  const all = await db.select({ id: jobs.id, jobType: jobs.jobType, clientId: jobs.clientId }).from(jobs);
  const job = all.find((j) => j.jobType && all.some((o) => o.id !== j.id && o.jobType === j.jobType));
  if (!job?.clientId) throw new Error("no job sharing a category in the demo data");
  jobId = job.id;
  const others = all.filter((o) => o.clientId !== job.clientId).map((o) => o.clientId as number);
  await db
    .update(clients)
    .set({ category: "Bench category" })
    .where(inArray(clients.id, [job.clientId, ...others]));
  panelIds = (await db.select({ id: respondents.id }).from(respondents)).map((r) => r.id);
  // The demo panel answers its invitations: make one member unresponsive by old invitations and
  // another by expired opportunities, and leave a third one invitation short of the threshold.
  const [a, b, c] = panelIds.slice(-3);
  if (a === undefined || b === undefined || c === undefined) throw new Error("panel too small");
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const invited = (respondentId: number) => ({
    respondentId,
    kind: "Survey",
    status: "Invited",
    at: monthAgo,
  });
  const expired = (respondentId: number) => ({
    respondentId,
    kind: "Opportunity",
    status: "Open",
    at: monthAgo,
    expiresAt: new Date(Date.now() - 86_400_000),
  });
  await db
    .insert(respondentEvents)
    .values([invited(a), invited(a), invited(a), expired(b), expired(b), expired(b), invited(c), invited(c)]);
});
afterAll(() => w?.server.close());

const ids = async (filter: Record<string, unknown>, extraIds: { jobId?: number } = { jobId }) =>
  value(
    await w.api.postJson(
      "/api/respondent/GetQueryResultsIds",
      { filters: [filter], dtparams: {}, extraIds },
      { token: w.recruiter },
    ),
    queryIdsAnswerSchema,
  ).ids;

describe("eligibility filters and eligibility labels", () => {
  it("pick the same members for every label, carried and not carried", async () => {
    const labels = await eligibilityOf(w.server.handle.db, panelIds, { jobId });
    // A member with too many no-shows has no-shows too; the chip shows only the stronger label.
    const implied: Record<string, string[]> = { noShows: ["noShows", "noShowBlocked"] };
    const carriers = (code: string) =>
      panelIds
        .filter((id) => labels.get(id)?.some((l) => (implied[code] ?? [code]).includes(l.code)))
        .sort((a, b) => a - b);
    const carried: Record<string, number> = {};
    for (const code of ELIGIBILITY_CODES) {
      const expected = carriers(code);
      carried[code] = expected.length;
      const has = await ids(el(`eligibility.${code}`, "equals", "true"));
      expect([code, has]).toEqual([code, expected]);
      const hasNot = await ids(el(`eligibility.${code}`, "equals", "false"));
      expect([code, hasNot.length]).toEqual([code, panelIds.length - expected.length]);
    }
    // Every label is carried by someone (and, by the counts above, missed by someone), so a
    // condition that answers all or nothing fails above.
    for (const code of ELIGIBILITY_CODES) {
      expect([code, carried[code]]).not.toEqual([code, 0]);
    }
  });

  it("are carried by nobody for the job-relative labels when the search is made for no job", async () => {
    for (const code of ["sameCategory", "competingClient"]) {
      expect([code, await ids(el(`eligibility.${code}`, "equals", "true"), {})]).toEqual([code, []]);
      const all = await ids(el(`eligibility.${code}`, "equals", "false"), {});
      expect([code, all.length]).toEqual([code, panelIds.length]);
    }
  });
});
