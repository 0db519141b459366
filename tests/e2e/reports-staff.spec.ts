import { expect, test } from "@playwright/test";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";
import { runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

interface AttendanceRow {
  key: string;
  day: string;
  hours: number;
  entries: number;
  lastOut: string | null;
  corrected: string;
}

const PERSON = "sam.patel@demo.test";
const REPORT = "/api/report/staff-attendance-report";

/**
 * A manager corrects a forgotten clock-off from the Staff Attendance Report (decision 243): the
 * row is selected, the palette's "Correct attendance entry…" asks the times and the reason, and
 * the row shows the corrected hours and who corrected it. Audited at 1280 and 375 px.
 */
test("the Staff Attendance Report corrects an entry through the command, with a reason", async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiAs("admin");
  const seeded = (await admin.postJson<{ rows: AttendanceRow[] }>(REPORT, { staffUser: PERSON })).body.value;
  // A day of the demo seed with one closed entry, on one calendar day, not corrected yet.
  const day = seeded?.rows.find(
    (r) => r.entries === 1 && r.corrected === "No" && r.lastOut && /^\d\d:\d\d$/.test(r.lastOut),
  );
  if (!day) throw new Error("the demo seed has no plain day for the attendance spec");

  await signInToCleanWorkspace(page, "admin");
  await page.goto(
    `/report/staffattendance?from=${day.day}&to=${day.day}&staffUser=${encodeURIComponent(PERSON)}`,
  );
  const report = focusedPane(page);
  await expect(report.getByRole("heading", { name: "Staff Attendance Report" })).toBeVisible();
  const shown = ddmmyyyy(day.day);
  const row = report.getByRole("row").filter({ hasText: shown });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(day.hours.toFixed(2));

  await row.click();
  await runInPalette(page, "correct attendance", /Correct attendance entry/);
  for (const [question, typed] of [
    [/^Clock on/, "08:00"],
    [/^Clock off/, "16:30"],
    [/^Why is/, "Forgot to clock out"],
  ] as const) {
    const field = page.getByRole("dialog").getByRole("textbox", { name: question });
    await expect(field).toBeVisible();
    await field.fill(typed);
    await page.keyboard.press("Enter");
  }
  await expect(page.getByText("Clock entry corrected.")).toBeVisible();

  // The row shows the corrected hours and the correction; the call answers the same.
  await expect(row).toContainText("8.50");
  await expect(row).toContainText("Yes");
  const after = (
    await admin.postJson<{ rows: AttendanceRow[] }>(REPORT, { from: day.day, to: day.day, staffUser: PERSON })
  ).body.value;
  expect(after?.rows[0]).toMatchObject({ hours: 8.5, corrected: "Yes", lastOut: "16:30" });

  await audit(page, "report-staff-attendance-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "report-staff-attendance-375");
});

function ddmmyyyy(day: string) {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
