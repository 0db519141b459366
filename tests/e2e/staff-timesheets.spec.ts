import { expect, test } from "@playwright/test";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";
import { newJob } from "./support/arrange";
import { palette, pickInPalette, runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

/**
 * A recruiter's week (decisions 257, 258), by keyboard: clock in, track a job, clock out, open
 * "My timesheet" and submit the week; the admin (ManageStaffAttendance) opens Staff Attendance,
 * opens the recruiter's week, is told it can be approved once it is over, and approves the week
 * before (seeded as submitted), which locks it. Real time is short here: the
 * entries last seconds; the figures themselves are tested in tests/api/timesheets.test.ts.
 */
test("a recruiter submits the week; a manager approves a week once it is over, which locks it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs("admin");
  const name = `Timesheet E2E ${Date.now()}`;
  await newJob(admin, name);

  const mineContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await mineContext.newPage();
  await signInToCleanWorkspace(page, "recruiter");
  await runInPalette(page, "clock in", /^Clock In/);
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "track a job", /Track a job/);
  await page.keyboard.type(name);
  await expect(
    palette(page)
      .getByRole("option", { name: new RegExp(name) })
      .first(),
  ).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByText(name).first()).toBeVisible();
  await runInPalette(page, "clock out", /^Clock Out/);

  await runInPalette(page, "open my timesheet", /Open my timesheet/);
  const mine = focusedPane(page);
  await expect(mine.getByRole("heading", { name: "My Timesheet" })).toBeVisible();
  await expect(mine.getByTestId("timesheet-status")).toContainText("Not submitted");
  await runInPalette(page, "submit my week", /Submit my week/);
  await expect(page.getByText("Week submitted.")).toBeVisible();
  await expect(mine.getByTestId("timesheet-status")).toContainText("Submitted");
  await audit(page, "my-timesheet-1280");
  await page.screenshot({ path: `test-results/my-timesheet-1280.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "my-timesheet-375");
  await page.screenshot({ path: `test-results/my-timesheet-375.png`, fullPage: true });
  await mineContext.close();

  const bossContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const boss = await bossContext.newPage();
  await signInToCleanWorkspace(boss, "admin");
  await runInPalette(boss, "open attendance", /Open attendance/);
  const screen = focusedPane(boss);
  await expect(screen.getByRole("heading", { name: "Staff Attendance" })).toBeVisible();
  const row = screen.getByRole("row").filter({ hasText: "Submitted" }).first();
  await expect(row).toBeVisible();
  await row.click();
  await boss.keyboard.press("Enter");
  const status = screen.getByTestId("timesheet-status");
  await expect(status).toContainText("Submitted");
  // The week still runs: approval waits for its end (weekend sessions would be locked out).
  await runInPalette(boss, "approve week", /Approve week/);
  await expect(boss.getByText(/approve it from Monday/).first()).toBeVisible();
  await expect(status).toContainText("Submitted");
  // Last week (submitted by the seed) is over: approved, it locks.
  await runInPalette(boss, "previous week", /Previous week/);
  await expect(status).toContainText("Submitted");
  await runInPalette(boss, "approve week", /Approve week/);
  await expect(boss.getByText("Week approved and locked.")).toBeVisible();
  await expect(status).toContainText("Approved (locked)");
  await audit(boss, "staff-attendance-1280");
  await boss.screenshot({ path: `test-results/staff-attendance-1280.png` });
  await boss.setViewportSize({ width: 375, height: 800 });
  await audit(boss, "staff-attendance-375");
  await boss.screenshot({ path: `test-results/staff-attendance-375.png`, fullPage: true });
  await bossContext.close();
});
