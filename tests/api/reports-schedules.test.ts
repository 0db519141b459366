import { desc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { reportScheduleSchema } from "../../server/contracts/reports/schedule-calls";
import { campaignAttachments } from "../../server/db/repo/message-attachments";
import { roleRights, staffUserRoles, staffUsers } from "../../server/db/schema/accounts";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { reportSchedules } from "../../server/db/schema/report-schedules";
import { runDueSchedules } from "../../server/services/reports/schedules";
import { suite } from "../helpers/suite";
import { reportsWorld, reportValue } from "./reports-helpers";

/**
 * Scheduled reports (decision 237): saved with the report's filters, sent once when due as .xlsx
 * covering the week that ended, equal to the report for that week, and no longer sent to a user
 * who lost the report's right.
 */
const DAY = 86_400_000;
const w = suite(async () => {
  const world = await reportsWorld();
  const owner = await world.staff(["SRRPT", "EXP"]);
  const noExport = await world.staff(["SRRPT"]);
  const other = await world.staff(["SRRPT", "EXP"]);
  return { ...world, owner, noExport, other };
});

const usernameOf = async (token: string): Promise<string> =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).unique_name as string;

describe("scheduled reports", () => {
  it("saves a weekly schedule with the report's filters but not its period, for its owner only", async () => {
    const { api, owner, other } = w;
    const saved = await api.postJson(
      "/api/report/schedules/update",
      { report: "session-recruitment", cadence: "weekly", projectManager: "ann", from: "2026-01-01" },
      { token: owner },
    );
    expect(saved.status).toBe(200);
    const schedule = reportScheduleSchema.parse(saved.body.value);
    expect(schedule.filters).toEqual({ projectManager: "ann" });
    expect(new Date(schedule.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    const mine = await api.get("/api/report/schedules", { token: owner });
    expect((mine.body.value as unknown[]).length).toBe(1);
    expect((await api.get("/api/report/schedules", { token: other })).body.value).toEqual([]);
    const stolen = await api.postJson("/api/report/schedules/delete", { id: schedule.id }, { token: other });
    expect(stolen.status).toBe(404);
  });

  it("refuses without ExportAllResults or the report's right, and bad input with a 400", async () => {
    const { api, noExport, owner } = w;
    const denied = await api.postJson(
      "/api/report/schedules/update",
      { report: "session-recruitment", cadence: "weekly" },
      { token: noExport },
    );
    expect(denied.status).toBe(403);
    expect(denied.body.errors.join(" ")).toContain("permission to export");
    const bad = await api.postJson(
      "/api/report/schedules/update",
      { report: "session-recruitment", cadence: "daily" },
      { token: owner },
    );
    expect(bad.status).toBe(400);
  });

  it("sends once when due, as .xlsx of the week that ended, equal to the report of that week", async () => {
    const { api, db, server, owner } = w;
    const job = await w.job({ projectManager: "sched-pm" });
    const s = await w.session(job.id, new Date(Date.now() - 3 * DAY));
    await w.bookings(job.id, s.id, ["Attended", "No show", "Booked"]);
    const saved = reportScheduleSchema.parse(
      (
        await api.postJson(
          "/api/report/schedules/update",
          { report: "session-recruitment", cadence: "weekly", projectManager: "sched-pm" },
          { token: owner },
        )
      ).body.value,
    );
    // Make it due now, as if its Monday had come: it covers the week before today's Monday.
    await db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, saved.id));
    const deps = server.deps;
    expect(await runDueSchedules(deps)).toBe(1);
    // A second pass (another process) finds nothing due.
    expect(await runDueSchedules(deps)).toBe(0);
    const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, saved.id));
    expect(row?.lastResult).toMatch(/^Sent /);
    expect(row && row.nextRunAt.getTime() > Date.now()).toBe(true);

    const email = await usernameOf(owner);
    const [delivery] = await db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.toAddress, email))
      .orderBy(desc(messageDeliveries.id))
      .limit(1);
    expect(delivery?.subject).toContain("Session Recruitment Report");
    const [file] = await campaignAttachments(db, delivery?.campaignId ?? 0);
    expect(file?.fileName).toMatch(/^session-recruitment-.*\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file?.content ?? []) as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    book.worksheets[0]?.eachRow({ includeEmpty: true }, (r) => values.push((r.values as unknown[]).slice(1)));
    const text = values.flat().join(" ");
    const m = /(\d{2})\/(\d{2})\/(\d{4}) – (\d{2})\/(\d{2})\/(\d{4})/.exec(text);
    expect(m).not.toBeNull();
    const from = `${m?.[3]}-${m?.[2]}-${m?.[1]}`;
    const to = `${m?.[6]}-${m?.[5]}-${m?.[4]}`;
    const screen = reportValue(
      await api.postJson(
        "/api/report/session-recruitment-report",
        { projectManager: "sched-pm", from, to },
        { token: owner },
      ),
    );
    const header = values.findIndex((r) => r[0] === "Job" && r[1] === "Session");
    expect(values.length - header - 1).toBe(screen.rows.length + 1);
  });

  it("stops sending to a user who lost the report's right", async () => {
    const { api, db, server } = w;
    const token = await w.staff(["SRRPT", "EXP"]);
    const saved = reportScheduleSchema.parse(
      (
        await api.postJson(
          "/api/report/schedules/update",
          { report: "session-recruitment", cadence: "monthly" },
          { token },
        )
      ).body.value,
    );
    const [owner] = await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, await usernameOf(token)));
    const [link] = await db
      .select()
      .from(staffUserRoles)
      .where(eq(staffUserRoles.staffUserId, owner?.id ?? 0));
    await db.delete(roleRights).where(eq(roleRights.roleId, link?.roleId ?? 0));
    await db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, saved.id));
    await runDueSchedules(server.deps);
    const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, saved.id));
    expect(row?.lastResult).toContain("Not sent");
  });
});
