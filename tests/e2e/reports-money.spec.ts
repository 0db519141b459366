import { expect, test } from "@playwright/test";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

/**
 * Member Profile Points as a finance officer uses it (decision 242): the members due a $50 EFT
 * first, a member's points drilled into the other pane and opened from there with Enter; the
 * page audited at 1280 and 375 px.
 */
test("Member Profile Points lists the members due a payment and opens one of them", async ({ page }) => {
  test.setTimeout(120_000);
  await signInToCleanWorkspace(page, "admin");
  await page.goto("/report/memberprofilepoint");
  const report = focusedPane(page);
  await expect(report.getByRole("heading", { name: "Member Profile Points" })).toBeVisible();

  const admin = await apiAs("admin");
  const answer = (
    await admin.postJson<{ rows: Record<string, string | number>[]; total: number }>(
      "/api/report/member-points-report",
      {},
    )
  ).body.value;
  const top = answer?.rows[0];
  if (!top) throw new Error("no member is due a payment in the demo data");
  expect(Number(top.current)).toBeGreaterThanOrEqual(50);
  await expect(report.getByText("Filters: At least 50 points")).toBeVisible();
  const row = report
    .getByRole("row")
    .filter({ hasText: String(top.respondentName) })
    .first();
  await expect(row).toContainText("Due");

  // The member's current points open that member's row in the other pane.
  await row.getByRole("button").first().click();
  const rows = focusedPane(page);
  await expect(rows.getByRole("heading", { name: `Points of ${top.respondentName}` })).toBeVisible();
  await expect(page.locator('[data-testid="ws-pane"]')).toHaveCount(2);
  const member = rows.getByRole("row").filter({ hasText: String(top.respondentName) });
  await member.click();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/respondent/${top.respondentId}$`));

  await page
    .getByRole("tab", { name: /Member Profile Points/ })
    .first()
    .click();
  await expect(focusedPane(page).getByRole("heading", { name: "Member Profile Points" })).toBeVisible();
  await audit(page, "report-member-points-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "report-member-points-375");
});

test("Member Points Detail filters the ledger by a job of its picker", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToCleanWorkspace(page, "admin");
  const admin = await apiAs("admin");
  const ledger = (
    await admin.postJson<{ rows: Record<string, string | number | null>[] }>(
      "/api/report/respondent-points-detail-report",
      {},
    )
  ).body.value;
  const jobNumber = ledger?.rows.find((r) => r.jobNumber)?.jobNumber;
  if (!jobNumber) throw new Error("no points of a job in the demo ledger");
  await page.goto("/report/memberpointsdetail");
  const report = focusedPane(page);
  await expect(report.getByRole("heading", { name: "Member Points Detail" })).toBeVisible();
  const jobs = (await admin.get<{ jobId: number; jobNumber: string }[]>("/api/point-report-jobs")).body.value;
  const jobId = jobs?.find((j) => j.jobNumber === jobNumber)?.jobId;
  if (!jobId) throw new Error(`${jobNumber} is not offered by the job picker`);
  await report.getByRole("combobox", { name: "Job", exact: true }).selectOption(String(jobId));
  await expect(page).toHaveURL(new RegExp(`jobId=${jobId}`));
  await expect(report.getByText(`Job id: ${jobId}`)).toBeVisible();
  const rows = report.getByRole("row").filter({ hasText: String(jobNumber) });
  await expect(rows.first()).toBeVisible();
});
