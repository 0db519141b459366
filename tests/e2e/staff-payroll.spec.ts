import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import Papa from "papaparse";
import { defaultTimeZone, wallDay } from "../../server/contracts/agency-time";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";
import { runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

interface PayRow {
  staff: string;
  periodStart: string;
  periodEnd: string;
  workedHours: number;
  weeks: string;
}
interface StaffPay {
  staffUserId: number;
  name: string;
  username: string;
  payRate: number | null;
}

const PERSON = "jordan.lee@demo.test";
const REPORT = "/api/report/staff-payroll-report";
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Payroll from approved weeks (decisions 260, 261), by keyboard: a manager sets a person's pay rate
 * from the attendance screen, exports the payroll file of a pay period whose weeks are approved
 * and reads it back (its hours equal the two timesheet weeks, its amounts use the new rate), and
 * is refused, with the weeks named, for a period still open.
 */
test("a manager sets a pay rate and exports payroll only for approved weeks; the file's hours equal the timesheets", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await apiAs("admin");
  const people = (await admin.get<StaffPay[]>("/api/staff-office/pay-rates")).body.value ?? [];
  const jordan = people.find((p) => p.username === PERSON);
  if (!jordan) throw new Error("the demo seed has no Jordan Lee");
  // The seed approves the weeks before last: the newest whole pay period of them that is approved.
  // Today on the agency's calendar (the demo agency's zone): the report's days are its days.
  const today = wallDay(new Date(), defaultTimeZone(undefined));
  const rows =
    (
      await admin.postJson<{ rows: PayRow[] }>(REPORT, {
        from: addDays(today, -42),
        to: today,
        staffUser: PERSON,
      })
    ).body.value?.rows ?? [];
  const approved = rows.filter((r) => r.weeks === "Approved").at(-1);
  const open = rows.find((r) => r.weeks !== "Approved");
  if (!approved || !open)
    throw new Error("the demo seed has no approved and open pay periods for Jordan Lee");
  // The same hours as Jordan's two timesheet weeks of that period.
  let timesheetHours = 0;
  for (const week of [approved.periodStart, addDays(approved.periodStart, 7)]) {
    const sheet = await admin.get<{ status: string; totals: { clockedHours: number } }>(
      `/api/timesheet?week=${week}&staffUserId=${jordan.staffUserId}`,
    );
    expect(sheet.body.value?.status).toBe("approved");
    timesheetHours += sheet.body.value?.totals.clockedHours ?? 0;
  }
  expect(timesheetHours).toBeGreaterThan(0);

  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "open attendance", /Open attendance/);
  const screen = focusedPane(page);
  await expect(screen.getByRole("heading", { name: "Staff Attendance" })).toBeVisible();
  const row = screen.getByRole("row").filter({ hasText: "Jordan Lee" });
  await row.click();
  await page.keyboard.press("Enter");
  await expect(screen.getByTestId("timesheet-status")).toBeVisible();
  await runInPalette(page, "pay rate", /Set pay rate and position/);
  const form = screen.getByRole("region", { name: "Pay details of Jordan Lee" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Position")).toHaveValue("Senior Recruiter");
  const rate = form.getByLabel(/^Pay rate/);
  await rate.fill("47.50");
  await audit(page, "staff-pay-details-1280");
  await page.screenshot({ path: "test-results/staff-pay-details-1280.png" });
  await page.keyboard.press("Control+s");
  await expect(page.getByText(/Saved/).first()).toBeVisible();
  await expect(form).toBeHidden();
  const after = (await admin.get<StaffPay[]>("/api/staff-office/pay-rates")).body.value ?? [];
  expect(after.find((p) => p.staffUserId === jordan.staffUserId)?.payRate).toBe(47.5);

  // The approved period exports; the file is read back.
  await page.goto(
    `/report/staffpayroll?from=${approved.periodStart}&to=${approved.periodEnd}&staffUser=${encodeURIComponent(PERSON)}`,
  );
  const report = focusedPane(page);
  await expect(report.getByRole("heading", { name: "Staff Payroll Report" })).toBeVisible();
  await expect(report.getByRole("row").filter({ hasText: ddmmyyyy(approved.periodStart) })).toContainText(
    "Approved",
  );
  const download = page.waitForEvent("download");
  await runInPalette(page, "payroll file", /Download payroll file/);
  const file = await download;
  const text = await readFile((await file.path()) ?? "", "utf8");
  const [header, ...lines] = Papa.parse<string[]>(text.replace(/^\uFEFF/, "").trim()).data;
  expect(lines).toHaveLength(1);
  const cell = (name: string) => lines[0]?.[header?.indexOf(name) ?? -1] ?? "";
  expect(cell("Employee Username")).toBe(PERSON);
  expect(cell("Period Start")).toBe(ddmmyyyy(approved.periodStart));
  expect(Number(cell("Total Hours"))).toBeCloseTo(timesheetHours, 2);
  expect(cell("Pay Rate")).toBe("47.50");
  const ordinary = Number(cell("Ordinary Hours"));
  expect(Number(cell("Ordinary Amount"))).toBeCloseTo(Math.round(ordinary * 47.5 * 100) / 100, 2);

  // A period with weeks not approved is refused, and the refusal names them.
  await page.goto(
    `/report/staffpayroll?from=${open.periodStart}&to=${open.periodEnd}&staffUser=${encodeURIComponent(PERSON)}`,
  );
  await expect(report.getByRole("heading", { name: "Staff Payroll Report" })).toBeVisible();
  await runInPalette(page, "payroll file", /Download payroll file/);
  // One week or both, by the day of the week it runs on: "week of …" or "weeks of …, …".
  await expect(
    page.getByText(/Not approved yet: Jordan Lee: weeks? of \d\d\/\d\d\/\d{4}/).first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "staff-payroll-375");
  await page.screenshot({ path: "test-results/staff-payroll-375.png", fullPage: true });
});
