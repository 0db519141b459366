import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * The seeded panel's participation history (decision 145): labels, history filters and quota
 * impact need members with recent and old participation, no-shows, unanswered invitations and
 * opt-outs, and no_show_count must agree with the bookings.
 */
let server: TestServer;
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> =>
  ((await server.handle.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("seeded participation history", () => {
  it("keeps no_show_count equal to each member's No show bookings", async () => {
    const row = await one<{ wrong: number; members: number }>(sql`
      select count(*) filter (where r.no_show_count <> coalesce(c.n, 0))::int as wrong,
        count(*) filter (where r.no_show_count >= 3)::int as members
      from respondents r left join (select respondent_id, count(*)::int as n from respondent_events
        where kind = 'Session' and status = 'No show' group by respondent_id) c on c.respondent_id = r.id`);
    expect(row.wrong).toBe(0);
    expect(row.members).toBeGreaterThan(0);
  });

  it("spreads bookings over job types, clients and two years, recent and old", async () => {
    const row = await one<{
      types: number;
      clients: number;
      recent: number;
      old: number;
      tooOld: number;
    }>(sql`
      select count(distinct j.job_type)::int as types, count(distinct j.client_id)::int as clients,
        count(*) filter (where g.starts_at > now() - interval '90 days')::int as recent,
        count(*) filter (where g.starts_at < now() - interval '1 year')::int as old,
        count(*) filter (where g.starts_at < now() - interval '2 years')::int as "tooOld"
      from respondent_events e join job_groups g on g.id = e.job_group_id join jobs j on j.id = e.job_id
      where g.status = 'Completed' and e.kind = 'Session'`);
    expect(row.types).toBeGreaterThanOrEqual(5);
    expect(row.clients).toBeGreaterThanOrEqual(10);
    expect(row.recent).toBeGreaterThan(0);
    expect(row.old).toBeGreaterThan(0);
    expect(row.tooOld).toBe(0);
  });

  it("has paid attendances with their payment, unanswered invitations and dated opt-outs", async () => {
    const row = await one<{
      paid: number;
      unpaid: number;
      invited: number;
      expired: number;
      optedOut: number;
      undated: number;
    }>(sql`
      select
        (select count(*) from respondent_events where payment_status = 'Paid')::int as paid,
        (select count(*) from respondent_events e where payment_status = 'Paid'
          and not exists (select 1 from respondent_payments p where p.event_id = e.id))::int as unpaid,
        (select count(*) from respondent_events e join job_groups g on g.id = e.job_group_id
          where e.status = 'Invited' and g.starts_at < now())::int as invited,
        (select count(*) from respondent_events where kind = 'Opportunity' and not closed
          and expires_at < now())::int as expired,
        (select count(*) from respondents where opted_out)::int as "optedOut",
        (select count(*) from respondents where opted_out and opted_out_at is null)::int as undated`);
    expect(row.paid).toBeGreaterThan(0);
    expect(row.unpaid).toBe(0);
    expect(row.invited).toBeGreaterThan(0);
    expect(row.expired).toBeGreaterThan(0);
    expect(row.optedOut).toBeGreaterThan(0);
    expect(row.undated).toBe(0);
  });

  it("leaves the demo respondent's curated history alone", async () => {
    const row = await one<{ n: number }>(sql`
      select count(*)::int as n from respondent_events e join respondents r on r.id = e.respondent_id
      join job_groups g on g.id = e.job_group_id
      where r.email = 'respondent@demo.test' and g.status = 'Completed' and g.starts_at < now() - interval '15 days'`);
    expect(row.n).toBe(0);
  });
});
