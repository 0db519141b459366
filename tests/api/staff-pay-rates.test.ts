import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { staffUsers } from "../../server/db/schema/accounts";
import { jobTimeAllocations } from "../../server/db/schema/job-details";
import { suite } from "../helpers/suite";
import { reportsWorld, reportValue } from "./reports-helpers";

/**
 * Position, pay rate and cost rate on the staff record under Manage Staff Attendance, and the
 * cost rate in the Job Profit and Loss report (decision 261).
 */
const LIST = "/api/staff-office/pay-rates";
const UPDATE = "/api/staff-office/pay-rates/update";
const PROFIT = "/api/report/incentivetoinvoice-report";
const CONFIGURED = 50;

const w = suite(async () => {
  const world = await reportsWorld();
  const ann = await world.worker("Ann");
  const ben = await world.worker("Ben");
  const cat = await world.worker("Cat");
  await world.config("staffHourlyCost", String(CONFIGURED));
  // A start day of 1 January 2026 with the report filtered to that day (the agency zone's day).
  const job = await world.job({ startDate: "2026-01-01" });
  await world.invoice(job.id, 1000, null, "Sent");
  const spent = (username: string, spentMinutes: number) =>
    world.db.insert(jobTimeAllocations).values({ jobId: job.id, username, spentMinutes });
  await spent(ann.username, 90);
  await spent(ben.username, 120);
  await spent(cat.username, 60);
  const manager = await world.staff(["MSA"]);
  const outsider = await world.staff(["SPKRPT", "EXP"]);
  const profitReader = await world.staff(["INCTINVRPT"]);
  return { ...world, ann, ben, cat, theJob: job, manager, outsider, profitReader };
});

describe("Pay details on the staff record", () => {
  it("sets position and rates, and lists them", async () => {
    const saved = await w.api.postJson(
      UPDATE,
      { staffUserId: w.ann.id, position: "senior recruiter", payRate: 32.5, costRate: 40 },
      { token: w.manager },
    );
    expect(saved.body).toMatchObject({
      succeeded: true,
      successMsg: "Pay details saved.",
      value: { staffUserId: w.ann.id, position: "Senior Recruiter", payRate: 32.5, costRate: 40 },
    });
    const [row] = await w.db.select().from(staffUsers).where(eq(staffUsers.id, w.ann.id));
    expect(row).toMatchObject({ position: "Senior Recruiter", payRate: 32.5, costRate: 40 });
    const list = await w.api.get(LIST, { token: w.manager });
    expect(list.body.value).toContainEqual(
      expect.objectContaining({ staffUserId: w.ann.id, name: `Ann ${w.ann.lastName}`, payRate: 32.5 }),
    );
    const cleared = await w.api.postJson(
      UPDATE,
      { staffUserId: w.ann.id, position: null, payRate: "", costRate: 40 },
      { token: w.manager },
    );
    expect(cleared.body.value).toMatchObject({ position: null, payRate: null, costRate: 40 });
  });

  it("refuses a position outside the lookup and an unknown person", async () => {
    const odd = await w.api.postJson(
      UPDATE,
      { staffUserId: w.ben.id, position: "Astronaut", payRate: 1, costRate: 1 },
      { token: w.manager },
    );
    expect(odd.body.succeeded).toBe(false);
    expect(odd.body.errors[0]).toContain('"Astronaut" is not an employee position');
    const nobody = await w.api.postJson(
      UPDATE,
      { staffUserId: 99_999_999, position: null, payRate: 1, costRate: 1 },
      { token: w.manager },
    );
    expect(nobody.body.succeeded).toBe(false);
  });

  it("answers bad input with a 400 and refuses without Manage Staff Attendance", async () => {
    const bad = [
      { staffUserId: w.ben.id, position: null, payRate: -1, costRate: null },
      { staffUserId: w.ben.id, position: null, payRate: "abc", costRate: null },
      { staffUserId: w.ben.id, position: null, payRate: 10.005, costRate: null },
      { staffUserId: "x", position: null, payRate: 1, costRate: null },
      { staffUserId: w.ben.id, position: null, payRate: 1, costRate: null, extra: 1 },
    ];
    for (const body of bad)
      expect((await w.api.postJson(UPDATE, body, { token: w.manager })).status).toBe(400);
    const body = { staffUserId: w.ben.id, position: null, payRate: 1, costRate: 1 };
    expect((await w.api.postJson(UPDATE, body, { token: w.outsider })).status).toBe(403);
    expect((await w.api.get(LIST, { token: w.outsider })).status).toBe(403);
  });

  it("costs each person's job time at their own cost rate in Job Profit and Loss", async () => {
    for (const [who, costRate] of [
      [w.ann, 40],
      [w.ben, 25],
      [w.cat, null],
    ] as const) {
      const saved = await w.api.postJson(
        UPDATE,
        { staffUserId: who.id, position: null, payRate: null, costRate },
        { token: w.manager },
      );
      expect(saved.body.succeeded).toBe(true);
    }
    const answer = reportValue(
      await w.api.postJson(
        PROFIT,
        { jobNumber: w.theJob.jobNumber, from: "2026-01-01", to: "2026-01-01" },
        { token: w.profitReader },
      ),
    );
    // Ann 1.5 h × $40 + Ben 2 h × $25 + Cat 1 h at the configured $50 = $160.
    const cost = 1.5 * 40 + 2 * 25 + 1 * CONFIGURED;
    expect(answer.rows[0]).toMatchObject({ hours: 4.5, staffCost: cost, profit: 1000 - cost });
  });
});
