import { describe, expect, it } from "vitest";
import { suite } from "../helpers/suite";
import { exportRows, reportsWorld, reportValue } from "./reports-helpers";

/**
 * Job Incentive Profit and Loss and Job Profit and Loss (decision 242): each figure against the
 * sums the test makes from the incentives, bookings, payments, invoices and time it arranged on
 * a job of its own project manager.
 */
const DAY = 86_400_000;
const RATE = 45;

const w = suite(async () => {
  const world = await reportsWorld();
  const pm = `pm-money-${Date.now()}`;
  const today = new Date().toISOString().slice(0, 10);
  const job = await world.job({ projectManager: pm, startDate: today });
  const s1 = await world.session(job.id, new Date(Date.now() - 2 * DAY), { requiredPlaces: 10 });
  const s2 = await world.session(job.id, new Date(Date.now() - DAY), { requiredPlaces: 5, sessionNumber: 2 });
  // Session 1 has its own incentives (the first counts); session 2 falls back to the job's first.
  await world.incentive({ sessionId: s1.id }, 80);
  await world.incentive({ sessionId: s1.id }, 30);
  await world.incentive({ jobId: job.id }, 100);
  await world.incentive({ jobId: job.id }, 55);
  const p = world.panel;
  const at = (i: number) => p[i] ?? 0;
  const paidA = await world.booking(job.id, s1.id, at(0), "Attended", "80.00");
  const paidB = await world.booking(job.id, s1.id, at(1), "Completed", "80.00");
  await world.payment(paidA, at(0), "80.00");
  await world.payment(paidB, at(1), "75.50");
  // Owed: turned up, not paid (own incentive, or the session's per head), or the payment bounced.
  await world.booking(job.id, s1.id, at(2), "Showed but not used", "120.00");
  await world.booking(job.id, s2.id, at(3), "Late and not used");
  const bounced = await world.booking(job.id, s1.id, at(4), "Attended", "80.00");
  await world.payment(bounced, at(4), "80.00", "Payment bounced");
  // Neither paid nor owed: no-show, cancelled, still booked.
  await world.booking(job.id, s1.id, at(5), "No show", "80.00");
  await world.booking(job.id, s2.id, at(6), "Cancelled", "100.00");
  await world.booking(job.id, s2.id, at(7), "Booked", "100.00");
  await world.invoice(job.id, 5000, null, "Sent");
  await world.invoice(job.id, 500, null, "Draft");
  await world.invoice(job.id, 1000, null, "Void");
  await world.timeSpent(job.id, 90);
  await world.timeSpent(job.id, 150);
  await world.config("staffHourlyCost", String(RATE));
  // A second job of the manager with nothing but an invoice.
  const bare = await world.job({ projectManager: pm, startDate: today });
  await world.invoice(bare.id, 2000, null, "Paid");
  const reader = await world.staff(["INCRPT", "INCTINVRPT"]);
  const exporter = await world.staff(["INCRPT", "INCTINVRPT", "EXP"]);
  const outsider = await world.staff(["MPRPT"]);
  return { ...world, pm, theJob: job, bare, reader, exporter, outsider };
});

// The test's own sums of what it arranged.
const BUDGETED = 10 * 80 + 5 * 100;
const PAID = 80 + 75.5;
const OWED = 120 + 100 + 80;
// A Draft invoice is not invoiced yet, a Void one never (decision 231).
const INVOICED = 5000;
const MINUTES = 90 + 150;
const STAFF_COST = (MINUTES / 60) * RATE;
const INCENTIVE = "/api/report/incentive-report";
const PROFIT = "/api/report/incentivetoinvoice-report";

describe("Job Incentive Profit and Loss", () => {
  it("sets the budget against paid, owed and charged, per job and in total", async () => {
    const { api, pm, reader, theJob, bare } = w;
    const answer = reportValue(await api.postJson(INCENTIVE, { projectManager: pm }, { token: reader }));
    expect(answer.total).toBe(2);
    const row = answer.rows.find((r) => r.jobId === theJob.id);
    expect(row).toMatchObject({
      jobNumber: theJob.jobNumber,
      budgeted: BUDGETED,
      paid: PAID,
      owed: OWED,
      charged: INVOICED,
      margin: INVOICED - PAID - OWED,
    });
    expect(answer.rows.find((r) => r.jobId === bare.id)).toMatchObject({
      budgeted: 0,
      paid: 0,
      charged: 2000,
    });
    expect(answer.totals).toMatchObject({
      budgeted: BUDGETED,
      paid: PAID,
      owed: OWED,
      charged: INVOICED + 2000,
    });
  });

  it("leaves out jobs of another period", async () => {
    const { api, pm, reader } = w;
    const answer = reportValue(
      await api.postJson(
        INCENTIVE,
        { projectManager: pm, from: "2019-01-01", to: "2019-12-31" },
        { token: reader },
      ),
    );
    expect(answer.total).toBe(0);
  });
});

describe("the demo data", () => {
  it("shows money rows with every money and points report's default filters", async () => {
    const { api, admin } = w;
    for (const path of [INCENTIVE, PROFIT]) {
      const answer = reportValue(await api.postJson(path, {}, { token: admin }));
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.rows.some((r) => Number(r.paid ?? r.incentives) > 0)).toBe(true);
      expect(answer.rows.some((r) => Number(r.charged ?? r.invoiced) > 0)).toBe(true);
    }
    for (const path of [
      "/api/report/member-points-report",
      "/api/report/respondent-points-detail-report",
      "/api/report/respondent-points-report",
    ])
      expect(reportValue(await api.postJson(path, {}, { token: admin })).total).toBeGreaterThan(0);
  });
});

describe("Job Profit and Loss", () => {
  it("takes incentives paid and staff time at the configured hourly cost from the invoices", async () => {
    const { api, pm, reader, theJob } = w;
    const answer = reportValue(await api.postJson(PROFIT, { projectManager: pm }, { token: reader }));
    const row = answer.rows.find((r) => r.jobId === theJob.id);
    const profit = INVOICED - PAID - STAFF_COST;
    expect(row).toMatchObject({
      invoiced: INVOICED,
      incentives: PAID,
      hours: MINUTES / 60,
      staffCost: STAFF_COST,
      profit,
    });
    expect(row?.margin).toBeCloseTo(profit / INVOICED, 4);
    expect(answer.totals).toMatchObject({ invoiced: INVOICED + 2000, profit: profit + 2000 });
  });

  it("exports the table's rows with money as numbers", async () => {
    const { api, pm, exporter } = w;
    const screen = reportValue(await api.postJson(PROFIT, { projectManager: pm }, { token: exporter }));
    const file = await exportRows(w, exporter, { report: "incentive-to-invoice", projectManager: pm });
    expect(file.status).toBe(200);
    const header = file.rows.findIndex((r) => r[0] === "Job" && r[1] === "Name");
    expect(header).toBeGreaterThan(0);
    const data = file.rows.slice(header + 1);
    expect(data).toHaveLength(screen.rows.length + 1);
    const at = file.rows[header]?.indexOf("Profit") ?? -1;
    expect(data.map((r) => r[at])).toEqual([...screen.rows, screen.totals].map((r) => r?.profit));
    expect(data.every((r) => typeof r[at] === "number")).toBe(true);
  });

  it("refuses without each report's right, and answers bad filters with a 400", async () => {
    const { api, outsider, reader } = w;
    expect((await api.postJson(INCENTIVE, {}, { token: outsider })).status).toBe(403);
    expect((await api.postJson(PROFIT, {}, { token: outsider })).status).toBe(403);
    const onlyIncentive = await w.staff(["INCRPT"]);
    expect((await api.postJson(PROFIT, {}, { token: onlyIncentive })).status).toBe(403);
    expect((await api.postJson(INCENTIVE, { clientId: "x1" }, { token: reader })).status).toBe(400);
    expect((await api.postJson(PROFIT, { to: "31/12/2026" }, { token: reader })).status).toBe(400);
    expect((await api.postJson(PROFIT, { length: 0 }, { token: reader })).status).toBe(400);
  });
});
