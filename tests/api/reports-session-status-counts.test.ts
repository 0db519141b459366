import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/repo/panel-search/fields";
import { jobGroups } from "../../server/db/schema/jobs";
import { respondentEvents } from "../../server/db/schema/respondents";
import { suite } from "../helpers/suite";
import { reportsWorld } from "./reports-helpers";

/**
 * session_status_counts (decision 306): kept by triggers on bookings, whoever writes them, equal
 * after every write to the counts by status and history stage read from the bookings themselves.
 */
const w = suite(reportsWorld);

/** The table's counts of a job's sessions, and the same counts read from its bookings. */
async function keptAndRead(jobId: number) {
  const kept = rowsOf(
    await w.db.execute(sql`select c.job_group_id, c.status, c.history_stage, c.n from session_status_counts c
      join job_groups g on g.id = c.job_group_id where g.job_id = ${jobId} order by 1, 2, 3`),
  );
  const read = rowsOf(
    await w.db.execute(sql`select x.job_group_id, x.status, x.history_stage, count(*)::int as n
      from respondent_events x join job_groups g on g.id = x.job_group_id
      where g.job_id = ${jobId} and x.kind = 'Session' group by 1, 2, 3 order by 1, 2, 3`),
  );
  return { kept, read };
}

describe("a session's booking counts by status", () => {
  it("follow bookings added, moved between statuses and sessions, turned into another kind and removed", async () => {
    const job = await w.job({});
    const s1 = await w.session(job.id, new Date());
    const s2 = await w.session(job.id, new Date());
    const member = await w.member("Counted");
    const a = await w.booking(job.id, s1.id, member, "Booked");
    await w.booking(job.id, s1.id, member, "Booked");
    const c = await w.booking(job.id, s2.id, member, "Standby");
    const check = async () => {
      const { kept, read } = await keptAndRead(job.id);
      expect(kept).toEqual(read);
    };
    await check();
    await w.db.update(respondentEvents).set({ status: "Attended" }).where(eq(respondentEvents.id, a));
    await check();
    // A history move raises the booking's furthest stage (decision 238) without changing its status.
    await w.history([
      {
        eventId: c,
        respondentId: member,
        action: "Status",
        fromStatus: "Booked",
        toStatus: "Confirmed",
        by: "recruiter",
      },
    ]);
    const raised = (await keptAndRead(job.id)).kept.find((r) => r.job_group_id === s2.id);
    expect(raised).toEqual({ job_group_id: s2.id, status: "Standby", history_stage: 5, n: 1 });
    await check();
    await w.db.update(respondentEvents).set({ jobGroupId: s1.id }).where(eq(respondentEvents.id, c));
    await check();
    await w.db.update(respondentEvents).set({ kind: "Screener" }).where(eq(respondentEvents.id, a));
    await check();
    await w.db.delete(respondentEvents).where(eq(respondentEvents.id, c));
    await check();
    const { kept } = await keptAndRead(job.id);
    expect(kept).toEqual([{ job_group_id: s1.id, status: "Booked", history_stage: 0, n: 1 }]);
  });

  it("drops a session's counts when the session is deleted", async () => {
    const job = await w.job({});
    const s1 = await w.session(job.id, new Date());
    const member = await w.member("Gone");
    const a = await w.booking(job.id, s1.id, member, "Confirmed");
    await w.db.delete(respondentEvents).where(eq(respondentEvents.id, a));
    await w.db.delete(jobGroups).where(eq(jobGroups.id, s1.id));
    const { kept } = await keptAndRead(job.id);
    expect(kept).toEqual([]);
  });
});
