import { describe, expect, it } from "vitest";
import { drillAnswerSchema } from "../../server/contracts/reports/calls";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * Job Order, Job Quoted, Inactive Client and Sales reports (decision 241): figures against what
 * the test arranged (clients and quoters of its own, a first quarter of 2025), the definitions
 * read here: a quote is won when Accepted and decided when Accepted or Declined; a Void invoice
 * is never money invoiced; a client is inactive without a job created in the last N months.
 */
const DAY = 86_400_000;
const at = (day: string) => new Date(`${day}T02:00:00Z`);
const Q1 = { from: "2025-01-01", to: "2025-03-31" };

const ORDERS = [
  { created: "2025-01-15", quote: 100 },
  { created: "2025-01-20", quote: 200.5 },
  { created: "2025-03-03", quote: 50 },
  { created: "2024-12-20", quote: 999 },
];

type Quote = { quoters: ("q1" | "q2")[]; status: string | null; value: number };
const QUOTES: Quote[] = [
  { quoters: ["q1"], status: "Accepted", value: 1000 },
  { quoters: ["q1", "q2"], status: "Declined", value: 500 },
  { quoters: ["q2"], status: "Sent", value: 300 },
  { quoters: [], status: "Draft", value: 100 },
  { quoters: ["q1"], status: null, value: 77 },
];

const INVOICES = [
  { issued: "2025-01-10", amount: 500, status: "Paid" },
  { issued: "2025-01-20", amount: 250, status: "Void" },
  { issued: "2025-03-05", amount: 100.5, status: "Draft" },
  { issued: "2025-04-02", amount: 40, status: "Sent" },
];

const w = suite(async () => {
  const world = await reportsWorld();
  const stamp = Date.now();
  const quoters = { q1: `quoter-1-${stamp}`, q2: `quoter-2-${stamp}` };
  // Job Order: a client of its own.
  const orderClient = await world.client("Order client");
  const orderJobs = new Map<string, number[]>();
  for (const o of ORDERS) {
    const job = await world.job({ clientId: orderClient, createdAt: at(o.created), quoteValue: o.quote });
    orderJobs.set(o.created.slice(0, 7), [...(orderJobs.get(o.created.slice(0, 7)) ?? []), job.id]);
  }
  // Job Quoted: quoters of its own, jobs created in February.
  const quoteClient = await world.client("Quote client");
  for (const q of QUOTES)
    await world.job({
      clientId: quoteClient,
      createdAt: at("2025-02-10"),
      quotedBy: q.quoters.map((k) => quoters[k]),
      quoteStatus: q.status,
      quoteValue: q.value,
    });
  // Sales: invoices of a client's job created before the period, and quotes in January and February.
  const salesClient = await world.client("Sales client");
  const billed = await world.job({
    clientId: salesClient,
    createdAt: at("2024-06-01"),
    quoteValue: 5000,
    quoteStatus: "Accepted",
  });
  for (const i of INVOICES) await world.invoice(billed.id, i.amount, i.issued, i.status);
  await world.job({
    clientId: salesClient,
    createdAt: at("2025-01-05"),
    quoteValue: 1000,
    quoteStatus: "Accepted",
  });
  await world.job({
    clientId: salesClient,
    createdAt: at("2025-02-05"),
    quoteValue: 400,
    quoteStatus: "Sent",
  });
  // Inactive clients: last job 8 months ago, 2 months ago, 5 months ago, and never.
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const lapsed = await world.client("Lapsed client");
  const old = await world.job({ clientId: lapsed, createdAt: ago(400) });
  const last = await world.job({ clientId: lapsed, createdAt: ago(240) });
  await world.invoice(old.id, 400, "2025-01-01", "Paid");
  await world.invoice(last.id, 100, "2025-01-01", "Void");
  const active = await world.client("Active client");
  await world.job({ clientId: active, createdAt: ago(60) });
  const recent = await world.client("Recent client");
  await world.job({ clientId: recent, createdAt: ago(150) });
  const never = await world.client("Never client");
  return {
    ...world,
    quoters,
    orderClient,
    orderJobs,
    quoteClient,
    salesClient,
    clientsOf: { lapsed, active, recent, never },
    lastJob: last,
    reader: await world.staff(["JORPT", "JOQRPT", "INCLIRPT", "SLRPT"]),
    exporter: await world.staff(["JORPT", "JOQRPT", "INCLIRPT", "SLRPT", "EXP"]),
    outsider: await world.staff(["JOB", "JSRPT"]),
  };
});

const ORDER = "/api/report/job-order-report";
const QUOTED = "/api/report/job-quoted-report";
const INACTIVE = "/api/report/inactiveclient-report";
const SALES = "/api/report/sales-report";

const drill = async (body: Record<string, unknown>) => {
  const answer = await w.api.postJson("/api/report/drill", body, { token: w.reader });
  expect(answer.status).toBe(200);
  return drillAnswerSchema.parse(answer.body.value);
};

describe("Job Order Report", () => {
  it("counts jobs created per month of the period with their quote values, 0 for an empty month; GET equals POST", async () => {
    const { api, reader, orderClient } = w;
    const body = { ...Q1, clientId: orderClient };
    const posted = reportValue(await api.postJson(ORDER, body, { token: reader }));
    const got = reportValue(
      await api.get(`${ORDER}?from=${Q1.from}&to=${Q1.to}&clientId=${orderClient}`, { token: reader }),
    );
    expect(got).toEqual(posted);
    const inQ1 = ORDERS.filter((o) => o.created >= Q1.from && o.created <= Q1.to);
    const month = (m: string) => inQ1.filter((o) => o.created.startsWith(m));
    expect(posted.rows).toEqual(
      ["2025-01", "2025-02", "2025-03"].map((m) => ({
        period: `${m}-01`,
        jobs: month(m).length,
        quoted: month(m).reduce((n, o) => n + o.quote, 0),
      })),
    );
    expect(posted.totals).toMatchObject({ jobs: inQ1.length });
    expect(posted.filters.groupBy).toBe("month");
    const weeks = reportValue(await api.postJson(ORDER, { ...body, groupBy: "week" }, { token: reader }));
    expect(weeks.rows.reduce((n, r) => n + Number(r.jobs), 0)).toBe(inQ1.length);
    expect(weeks.rows[0]?.period).toBe("2024-12-30");
    const january = await drill({ report: "job-order", key: "2025-01-01", column: "jobs", ...body });
    expect(january.rows.map((r) => r.jobId).sort()).toEqual([...(w.orderJobs.get("2025-01") ?? [])].sort());
  });
});

describe("Job Quoted Report", () => {
  it("counts each quoter's quotes by status, quoted and won value and the win rate (won ÷ decided)", async () => {
    const { api, reader, quoters, quoteClient } = w;
    const body = { ...Q1, clientId: quoteClient };
    const answer = reportValue(await api.postJson(QUOTED, body, { token: reader }));
    const quotes = QUOTES.filter((q) => q.status !== null);
    const of = (who: Quote["quoters"][number] | null) =>
      quotes.filter((q) => (who ? q.quoters.includes(who) : q.quoters.length === 0));
    const expected = (list: Quote[]) => {
      const n = (s: string) => list.filter((q) => q.status === s).length;
      const decided = n("Accepted") + n("Declined");
      return {
        quotes: list.length,
        draft: n("Draft"),
        sent: n("Sent"),
        accepted: n("Accepted"),
        declined: n("Declined"),
        quotedValue: list.reduce((s, q) => s + q.value, 0),
        wonValue: list.filter((q) => q.status === "Accepted").reduce((s, q) => s + q.value, 0),
        winRate: decided ? n("Accepted") / decided : null,
      };
    };
    const byKey = new Map(answer.rows.map((r) => [r.quoterKey, r]));
    expect(byKey.get(quoters.q1)).toMatchObject(expected(of("q1")));
    expect(byKey.get(quoters.q2)).toMatchObject(expected(of("q2")));
    expect(byKey.get("(nobody named)")).toMatchObject(expected(of(null)));
    // The totals count each quote once.
    expect(answer.totals).toMatchObject(expected(quotes));
    const one = reportValue(
      await api.postJson(QUOTED, { ...body, staffUser: quoters.q2 }, { token: reader }),
    );
    expect(one.rows.map((r) => r.quoterKey)).toEqual([quoters.q2]);
    const declined = await drill({ report: "job-quoted", key: quoters.q1, column: "declined", ...body });
    expect(declined.total).toBe(1);
  });
});

describe("Sales", () => {
  it("sums per month the invoices but Void by issued day, and quotes and wins of jobs created in the month", async () => {
    const { api, reader, salesClient } = w;
    const answer = reportValue(
      await api.postJson(SALES, { ...Q1, clientId: salesClient }, { token: reader }),
    );
    const invoiced = (m: string) =>
      INVOICES.filter((i) => i.status !== "Void" && i.status !== "Draft" && i.issued.startsWith(m)).reduce(
        (n, i) => n + i.amount,
        0,
      );
    expect(answer.rows).toEqual([
      { month: "2025-01-01", invoiced: invoiced("2025-01"), quoted: 1000, won: 1000 },
      { month: "2025-02-01", invoiced: invoiced("2025-02"), quoted: 400, won: 0 },
      { month: "2025-03-01", invoiced: invoiced("2025-03"), quoted: 0, won: 0 },
    ]);
    expect(answer.totals).toMatchObject({ invoiced: 500, quoted: 1400, won: 1000 }); // the Paid 500; the Draft is not invoiced, the Sent 40 is in April
    // The Job Order Report's quoted value of a month is the same money.
    const order = reportValue(await api.postJson(ORDER, { ...Q1, clientId: salesClient }, { token: reader }));
    expect(order.rows.map((r) => r.quoted)).toEqual(answer.rows.map((r) => r.quoted));
  });
});

describe("Inactive Client Report", () => {
  it("lists clients without a job created in the last N months, with their last job and invoicing", async () => {
    const { api, reader, clientsOf, lastJob } = w;
    const six = reportValue(await api.postJson(INACTIVE, {}, { token: reader }));
    expect(six.filters.months).toBe(6);
    const ids = six.rows.map((r) => r.clientId);
    expect(ids).toContain(clientsOf.lapsed);
    expect(ids).toContain(clientsOf.never);
    expect(ids).not.toContain(clientsOf.active);
    expect(ids).not.toContain(clientsOf.recent);
    expect(six.rows.find((r) => r.clientId === clientsOf.lapsed)).toMatchObject({
      lastJobNumber: lastJob.jobNumber,
      jobsEver: 2,
      invoicedEver: 400,
      clients: 1,
    });
    expect(six.rows.find((r) => r.clientId === clientsOf.never)).toMatchObject({
      lastJob: null,
      jobsEver: 0,
    });
    expect(six.totals?.clients).toBe(six.total);
    const four = reportValue(await api.postJson(INACTIVE, { months: 4 }, { token: reader }));
    expect(four.rows.map((r) => r.clientId)).toContain(clientsOf.recent);
    // Fewer months, more clients: every client inactive for six is inactive for four.
    expect(four.total).toBeGreaterThan(six.total);
    const one = await drill({ report: "inactive-clients", key: String(clientsOf.lapsed), column: "clients" });
    expect(one).toMatchObject({ kind: "clients", total: 1 });
    expect(one.rows[0]?.clientId).toBe(clientsOf.lapsed);
    const all = await drill({ report: "inactive-clients", key: "total", column: "clients" });
    expect(all.total).toBe(six.total);
    const jobs = await drill({
      report: "inactive-clients",
      key: String(clientsOf.lapsed),
      column: "jobsEver",
    });
    expect(jobs.total).toBe(2);
  });
});

describe("Job and client reports: export, rights, bad input", () => {
  it("exports the rows the table shows, then the totals", async () => {
    for (const [report, path, body, first, second] of [
      ["job-order", ORDER, { ...Q1, clientId: w.orderClient }, "Period", "Jobs ordered"],
      ["job-quoted", QUOTED, { ...Q1, clientId: w.quoteClient }, "Quoted by", "Quotes"],
      ["sales", SALES, { ...Q1, clientId: w.salesClient }, "Month", "Invoiced"],
      ["inactive-clients", INACTIVE, { months: 6 }, "Client", "Status"],
    ] as const) {
      const screen = reportValue(await w.api.postJson(path, body, { token: w.exporter }));
      const file = await exportRows(w, w.exporter, { report, ...body });
      expect(file.status).toBe(200);
      const header = file.rows.findIndex((r) => r[0] === first && r[1] === second);
      expect(header).toBeGreaterThan(0);
      expect(file.rows.slice(header + 1)).toHaveLength(screen.rows.length + 1);
    }
  });

  it("refuses without the report's right", async () => {
    const { api, outsider } = w;
    for (const path of [ORDER, QUOTED, INACTIVE, SALES])
      expect((await api.postJson(path, {}, { token: outsider })).status).toBe(403);
    expect((await api.get(ORDER, { token: outsider })).status).toBe(403);
    const denied = await api.postJson(
      "/api/report/drill",
      { report: "inactive-clients", key: "total", column: "clients" },
      { token: outsider },
    );
    expect(denied.status).toBe(403);
  });

  it("answers bad filters with a 400", async () => {
    const { api, reader } = w;
    expect((await api.postJson(ORDER, { groupBy: "year" }, { token: reader })).status).toBe(400);
    expect((await api.get(`${ORDER}?to=2025-02-30`, { token: reader })).status).toBe(400);
    expect((await api.postJson(INACTIVE, { months: 0 }, { token: reader })).status).toBe(400);
    expect((await api.postJson(INACTIVE, { months: "six" }, { token: reader })).status).toBe(400);
    expect((await api.postJson(QUOTED, { staffUser: "x".repeat(101) }, { token: reader })).status).toBe(400);
    expect((await api.postJson(SALES, { clientId: -1 }, { token: reader })).status).toBe(400);
    const badBucket = await api.postJson(
      "/api/report/drill",
      { report: "job-order", key: "2025-01-02", column: "jobs", ...Q1 },
      { token: reader },
    );
    expect(badBucket.status).toBe(404);
  });
});

describe("The demo seed", () => {
  it("gives every job and client report rows with its default filters", async () => {
    const { api, admin } = w;
    const run = async (path: string) => reportValue(await api.postJson(path, {}, { token: admin }));
    const summary = await run("/api/report/job-report-summary");
    expect(summary.totals?.jobs).toBeGreaterThan(0);
    expect((await run("/api/report/job-report-detail")).total).toBeGreaterThan(0);
    const order = await run(ORDER);
    expect(order.rows.filter((r) => Number(r.jobs) > 0).length).toBeGreaterThanOrEqual(10);
    const quoted = await run(QUOTED);
    expect(quoted.totals?.accepted).toBeGreaterThan(0);
    expect(quoted.totals?.winRate).not.toBeNull();
    const sales = await run(SALES);
    expect(sales.rows.filter((r) => Number(r.invoiced) > 0).length).toBeGreaterThanOrEqual(10);
    expect((await run(INACTIVE)).rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(["Harbour Insights", "Northside Panel Co", "Bluegum Strategy"]),
    );
  });
});
