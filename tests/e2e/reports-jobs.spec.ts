import { expect, test } from "@playwright/test";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

/**
 * PM Job Summary as a project manager uses it (decision 241): the page's figures are the call's,
 * the Jobs total opens the jobs it counts in the other pane, Enter on a job opens the job, and the
 * page passes axe at 1280 and 375 px.
 */
test("the PM Job Summary drills from its Jobs count into the jobs, and Enter opens a job", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToCleanWorkspace(page, "admin");
  await page.goto("/report/jobsummary");
  const report = focusedPane(page);
  await expect(report.getByRole("heading", { name: "PM Job Summary" })).toBeVisible();

  // The page shows the call's figures for its default period (the demo seed has jobs in it).
  const admin = await apiAs("admin");
  const answer = (
    await admin.postJson<{ total: number; totals: Record<string, number>; filters: Record<string, string> }>(
      "/api/report/job-report-summary",
      {},
    )
  ).body.value;
  if (!answer) throw new Error("the report did not answer");
  expect(answer.totals.jobs).toBeGreaterThan(0);
  const jobsTotal = report.getByRole("button", { name: /^Jobs: / });
  await expect(jobsTotal).toHaveAccessibleName(
    `Jobs: ${(answer.totals.jobs ?? 0).toLocaleString("en-AU")}, show the rows`,
  );
  await expect(report.getByRole("grid", { name: "PM Job Summary rows" })).toHaveAttribute(
    "data-total",
    String(answer.total),
  );

  // Keyboard drill-through: the Jobs total opens its jobs beside the report.
  await jobsTotal.focus();
  await page.keyboard.press("Enter");
  const rows = focusedPane(page);
  await expect(rows.getByRole("heading", { name: "Jobs: every project manager" })).toBeVisible();
  await expect(page.locator('[data-testid="ws-pane"]')).toHaveCount(2);
  const drill = (
    await admin.postJson<{ total: number; rows: { jobId: number; jobNumber: string }[] }>(
      "/api/report/drill",
      {
        report: "job-summary",
        key: "total",
        column: "jobs",
        from: answer.filters.from,
        to: answer.filters.to,
      },
    )
  ).body.value;
  expect(drill?.total).toBe(answer.totals.jobs);
  const first = drill?.rows[0];
  if (!first) throw new Error("no drilled job");
  const grid = rows.getByRole("grid");
  await expect(grid).toHaveAttribute("data-total", String(drill?.total));
  await expect(grid.getByRole("row").filter({ hasText: first.jobNumber })).toBeVisible();

  // Enter on the first job opens it.
  await grid.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/job/edit/${first.jobId}\\b`));

  await page
    .getByRole("tab", { name: /PM Job Summary/ })
    .first()
    .click();
  await expect(focusedPane(page).getByRole("heading", { name: "PM Job Summary" })).toBeVisible();
  await audit(page, "report-job-summary-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "report-job-summary-375");
});
