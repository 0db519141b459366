import { expect, test } from "@playwright/test";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

/**
 * The Job Recruitment Report as a recruiter reads it (decision 240): one seeded job's funnel, its
 * table twin showing every stage's figure the call answers, a stage drilled into its bookings,
 * and the page audited at 1280 and 375 px.
 */
const STAGES = [
  ["invited", "Invited"],
  ["screened", "Screened"],
  ["qualified", "Qualified"],
  ["booked", "Booked"],
  ["confirmed", "Confirmed"],
  ["attended", "Attended"],
] as const;

test("the Job Recruitment Report shows a job's funnel with its table twin and drills a stage", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToCleanWorkspace(page, "admin");
  const admin = await apiAs("admin");
  const filters = { jobNumber: "J24-00001" };
  const answer = (
    await admin.postJson<{ totals: Record<string, number> }>("/api/report/job-recruitment-report", filters)
  ).body.value;
  if (!answer) throw new Error("the report did not answer");
  // The demo seed's job: everyone invited, fewer at each stage, some turned up.
  expect(answer.totals.invited).toBeGreaterThan(Number(answer.totals.booked));
  expect(answer.totals.attended).toBeGreaterThan(0);

  await page.goto(`/report/jobrecruitment?jobNumber=${filters.jobNumber}`);
  const report = focusedPane(page);
  await expect(report.getByRole("heading", { name: "Job Recruitment Report" })).toBeVisible();
  await report.getByRole("button", { name: "Table", exact: true }).click();
  const twin = report.getByRole("table", { name: "Job Recruitment Report" }).first();
  for (const [key, label] of STAGES)
    await expect(
      twin.getByRole("button", { name: `Count, ${label}: ${answer.totals[key]?.toLocaleString("en-AU")}` }),
    ).toBeVisible();

  await audit(page, "report-job-recruitment-1280");

  // The Booked stage opens the bookings that reached it, beside the report.
  await twin.getByRole("button", { name: /^Count, Booked:/ }).click();
  const rows = focusedPane(page);
  await expect(rows.getByRole("heading", { name: "Booked: every session of the period" })).toBeVisible();
  await expect(page.locator('[data-testid="ws-pane"]')).toHaveCount(2);
  await expect(rows.getByText(`${answer.totals.booked}`, { exact: false }).first()).toBeVisible();

  await page
    .getByRole("tab", { name: /Job Recruitment/ })
    .first()
    .click();
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "report-job-recruitment-375");
});
