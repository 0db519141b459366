import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  jobQuickAnswerSchema,
  respondentQuickAnswerSchema,
  staffKpiSchema,
} from "../../server/contracts/dashboard";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { jobs } from "../../server/db/schema/jobs";
import { respondents } from "../../server/db/schema/respondents";
import { bookingHistory } from "../../server/db/schema/sessions";
import { timeEntries } from "../../server/db/schema/tracking";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { makeJob, makeSession, NOW, sydney } from "./dashboard-helpers";
import { makeStaff } from "./tracking-helpers";

const w = suite(async () => {
  const server = await startTestServer({ now: () => NOW });
  const ann = await makeStaff(server, `ann${process.pid}`); // history names her by username
  const bob = await makeStaff(server, `bob${process.pid}`);
  return {
    server,
    api: apiClient(server),
    ann,
    bob,
    kpi: await staffWithRights(server, [RIGHTS.StaffKPIReport]),
    plain: await staffWithRights(server, []),
  };
});

/** [who, from, to, agency day and time]: the moves the test arranges. */
type Move = [string, string | null, string, string, string];

describe("staff KPI by day and week", () => {
  it("counts per staff user per agency day what the arranged history, bookings and time entries say", async () => {
    const db = w.server.deps.db;
    const job = await makeJob(w.server);
    // Ann's bookings: two turn up at the 10/06 session, one is a no show; Bob's one is cancelled.
    const { events } = await makeSession(w.server, job.id, sydney("2031-06-10", "18:00"), [
      "Attended",
      "Completed",
      "No show",
      "Cancelled",
    ]);
    const [a1, a2, a3, b1] = events.map((e) => e.id) as [number, number, number, number];
    const ann = w.ann.username;
    const bob = w.bob.username;
    const moves: (Move & { eventId?: number })[] = [
      [ann, null, "Booked", "2031-06-09", "09:00"],
      [ann, "Standby", "Booked", "2031-06-09", "09:30"],
      [ann, "Qualified", "Confirmed", "2031-06-09", "10:00"],
      [ann, "Booked", "Confirmed", "2031-06-10", "08:00"],
      [bob, null, "Booked", "2031-06-02", "00:30"], // 01/06 14:30 UTC: the agency's 02/06, the window's first day
      [bob, null, "Booked", "2031-06-01", "23:00"], // the day before the window
      [bob, "Booked", "Cancelled", "2031-06-11", "12:00"],
      ["A Respondent", "Booked", "Confirmed", "2031-06-12", "12:00"], // nobody on staff
    ];
    const eventOf = [a1, a2, a3, a1, b1, b1, b1, a2];
    await db.insert(bookingHistory).values(
      moves.map(([by, fromStatus, toStatus, day, time], i) => ({
        eventId: eventOf[i]!,
        respondentId: 1,
        action: "Update",
        fromStatus,
        toStatus,
        by,
        at: sydney(day, time),
      })),
    );
    // Ann tracks 90 minutes on 14/06 and has an entry still running since 12:30 today.
    await db.insert(timeEntries).values([
      {
        staffUserId: w.ann.id,
        jobId: job.id,
        startedAt: sydney("2031-06-14", "09:00"),
        stoppedAt: sydney("2031-06-14", "10:30"),
      },
      { staffUserId: w.ann.id, jobId: job.id, startedAt: sydney("2031-06-15", "12:30") },
    ]);

    expect((await w.api.get("/api/report/daily-staff-kpi-report", { token: w.plain })).status).toBe(403);
    const res = await w.api.get("/api/report/daily-staff-kpi-report", {
      token: w.kpi,
      answer: staffKpiSchema,
    });
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v.periods).toHaveLength(14);
    expect([v.periods[0], v.periods[13]]).toEqual(["2031-06-02", "2031-06-15"]);
    const cell = (who: string, day: string) => v.rows.find((r) => r.username === who && r.period === day);
    const PLACES = ["Booked", "Confirmed"];
    const madeBy = (who: string, day: string) =>
      moves.filter(
        ([b, f, t, d]) => b === who && d === day && PLACES.includes(t) && !(f && PLACES.includes(f)),
      ).length;
    const confirmedBy = (who: string, day: string) =>
      moves.filter(([b, f, t, d]) => b === who && d === day && t === "Confirmed" && f !== "Confirmed").length;
    for (const day of v.periods) {
      for (const who of [ann, bob]) {
        expect(cell(who, day)?.bookingsMade, `${who} ${day}`).toBe(madeBy(who, day));
        expect(cell(who, day)?.confirmations, `${who} ${day}`).toBe(confirmedBy(who, day));
      }
    }
    // Ann made a1, a2, a3 (each moved into a place by her); a1 and a2 turned up, on the session's day.
    expect(cell(ann, "2031-06-10")?.attended).toBe(2);
    expect(v.rows.filter((r) => r.username === ann).reduce((n, r) => n + r.attended, 0)).toBe(2);
    expect(v.rows.filter((r) => r.username === bob).reduce((n, r) => n + r.attended, 0)).toBe(0);
    expect(cell(ann, "2031-06-14")?.minutesTracked).toBe(90);
    expect(cell(ann, "2031-06-15")?.minutesTracked).toBe(30); // running since 12:30, now 13:00
    expect(v.rows.filter((r) => r.username === ann)).toHaveLength(14); // dense: zeros included
    expect(v.rows.some((r) => r.name === "A Respondent")).toBe(false);

    const weekly = await w.api.get("/api/report/weekly-staff-kpi-report", {
      token: w.kpi,
      answer: staffKpiSchema,
    });
    const wv = weekly.body.value;
    expect(wv.periods).toHaveLength(12);
    expect(wv.periods[11]).toBe("2031-06-09"); // the Monday of this week
    const week = (who: string, monday: string) =>
      wv.rows.find((r) => r.username === who && r.period === monday);
    // Bob's two bookings straddle a Sunday/Monday in UTC but both fall in the agency week of 26/05–01/06 and 02/06.
    expect(week(bob, "2031-05-26")?.bookingsMade).toBe(1);
    expect(week(bob, "2031-06-02")?.bookingsMade).toBe(1);
    expect(week(ann, "2031-06-09")).toMatchObject({
      bookingsMade: 3,
      confirmations: 2,
      attended: 2,
      minutesTracked: 120,
    });
    expect((await w.api.get("/api/report/weekly-staff-kpi-report", { token: w.plain })).status).toBe(403);
  });
});

describe("quick searches", () => {
  it("find jobs by number, name or invoice number from 4 characters, at most 5", async () => {
    const made = [];
    for (let i = 0; i < 7; i += 1)
      made.push(await makeJob(w.server, { jobNumber: `QK77${i}`, name: `Quokka study ${i}` }));
    // The spec's "invoice number" of a job is its approved (PO) number, as GET /api/search/job-invnumber reads it.
    await w.server.deps.db.update(jobs).set({ approvedNo: "QKINV-9001" }).where(eq(jobs.id, made[2]!.id));
    const search = (field: string, searchtext: string) =>
      w.api.postForm(
        "/api/job-quick-search",
        { field, searchtext },
        { token: w.plain, answer: jobQuickAnswerSchema },
      );
    const byNumber = await search("job-number", "QK77");
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.value).toHaveLength(5);
    expect((await search("job-number", "QK7")).status).toBe(400);
    expect((await search("job-name", "Quokka study 3")).body.value.map((j) => j.jobNumber)).toEqual([
      "QK773",
    ]);
    expect((await search("job-invnumber", "QKINV")).body.value.map((j) => j.id)).toEqual([made[2]!.id]);
    expect((await search("resp-id", "1")).status).toBe(400); // not a job field
    expect(
      (await w.api.postForm("/api/job-quick-search", { field: "job-number", searchtext: "QK77" })).status,
    ).toBe(401);
  });

  it("find respondents by id from 1 character, by mobile or e-mail from 4, at most 5", async () => {
    const rows = await w.server.deps.db
      .insert(respondents)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          firstName: "Quinn",
          lastName: `Q${i}`,
          email: `quinnq${i}@quick.test`,
          mobile: `04880001${String(i).padStart(2, "0")}`,
        })),
      )
      .returning({ id: respondents.id });
    const search = (field: string, searchtext: string) =>
      w.api.postForm(
        "/api/job-respondent-search",
        { field, searchtext },
        { token: w.plain, answer: respondentQuickAnswerSchema },
      );
    const byId = await search("resp-id", String(rows[3]!.id));
    expect(byId.body.value.map((r) => r.id)).toContain(rows[3]!.id);
    expect(byId.body.value.length).toBeLessThanOrEqual(5);
    expect((await search("resp-id", "9")).status).toBe(200); // one character is enough for an id
    expect((await search("resp-email", "qui")).status).toBe(400);
    const byEmail = await search("resp-email", "quinnq");
    expect(byEmail.body.value).toHaveLength(5);
    const byMobile = await search("resp-mobile", "0488000103");
    expect(byMobile.body.value.map((r) => r.id)).toEqual([rows[3]!.id]);
    expect((await search("resp-mobile", "048")).status).toBe(400);
    expect((await search("job-number", "QK77")).status).toBe(400); // not a respondent field
  });
});
