/**
 * npm run bench:login-audit — the login audit's first page at N rows (default 1,000,000) on an
 * in-memory PGlite (decisions 272, 282): p50/p95 of `loginAuditPage` (the call's SQL: page +
 * capped count) without filters and with each filter, then a deep page read by keyset (the
 * list scrolled there page by page) and by offset (jumped there with End). With DATABASE_URL,
 * also on a scratch database of that PostgreSQL server (BENCH_ONLY=postgres skips PGlite).
 * Flags: --rows=N, --runs=N (default 20).
 */
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { LOGIN_AUDIT_COUNT_CAP } from "../../server/contracts/admin/login-audit";
import { type DbHandle, openDatabase } from "../../server/db/client";
import { type LoginAuditFilter, loginAuditPage } from "../../server/db/repo/admin/login-audit";
import { flagValue, percentile, withScratchDatabase } from "./bench-support";

const ROWS = Number(flagValue("rows") ?? 1_000_000);
const RUNS = Number(flagValue("runs") ?? 20);

async function bench(kind: string, handle: DbHandle) {
  const t0 = performance.now();
  // 5,000 names over 2,000 IPs across a year; one row in 7 a failure, 1 in 50 flagged.
  await handle.db.execute(sql`
    insert into login_audit (username, account_id, at, ip, outcome, user_agent, new_ip, new_device, burst)
    select 'user' || (i % 5000) || '@bench.test', nullif(i % 5000, 0), now() - (i * interval '30 seconds'),
      '10.0.' || (i % 2000 / 250) || '.' || (i % 250), case when i % 7 = 0 then 'bad-credentials' else 'success' end,
      'Agent ' || (i % 40), i % 50 = 0, i % 97 = 0, i % 7 = 0 and i % 50 = 7
    from generate_series(1, ${ROWS}) as i`);
  await handle.db.execute(sql`analyze login_audit`);
  console.log(`${kind}: ${ROWS.toLocaleString()} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  /** The id of the row at `position` of the unfiltered list: the keyset cursor of the page below it. */
  const idAt = async (position: number) => {
    const result = await handle.db.execute(
      sql`select id from login_audit order by at desc, id desc offset ${position} limit 1`,
    );
    return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  };

  const base: LoginAuditFilter = { offset: 0, limit: 50, countCap: LOGIN_AUDIT_COUNT_CAP };
  const cases: [string, Partial<LoginAuditFilter>][] = [
    ["no filter", {}],
    ["user", { user: "USER123@bench.test" }],
    ["account", { accountId: 321 }],
    ["ip", { ip: "10.0.3.17" }],
    ["outcome", { outcome: "bad-credentials" }],
    ["signal burst", { signal: "burst" }],
    ["signal new-ip", { signal: "new-ip" }],
    ["last 7 days", { start: new Date(Date.now() - 7 * 86_400_000) }],
    ["user + failures", { user: "user14@bench.test", outcome: "bad-credentials" }],
    ["row 50,000 keyset", { offset: 50_000, after: await idAt(49_999) }],
    ["row 9,900 offset", { offset: 9_900 }],
  ];
  for (const [label, extra] of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t = performance.now();
      await loginAuditPage(handle.db, { ...base, ...extra });
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(18)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms` +
        `  (load average ${loadavg()[0]?.toFixed(1)}: the machine may be shared)`,
    );
  }
  await handle.close();
}

if (process.env.BENCH_ONLY !== "postgres") await bench("PGlite (in memory)", await openDatabase({}));
const adminUrl = process.env.DATABASE_URL;
if (adminUrl)
  await withScratchDatabase(adminUrl, async (url) =>
    bench("PostgreSQL", await openDatabase({ databaseUrl: url })),
  );
