import { expect, test } from "@playwright/test";
import { REPORTS } from "../../server/contracts/reports/catalogue";
import { audit } from "./respondents-audit";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

/**
 * Every report page of the catalogue (decision 230) as a person with every right sees it: its
 * title, its rows or the empty text, and axe without serious violations at 1280 and 375 px.
 */
test("every report page opens with its figures and passes axe at 1280 and 375 px", async ({ page }) => {
  test.setTimeout(300_000);
  await signInToCleanWorkspace(page, "admin");
  const pages = REPORTS.filter((r) => r.route);
  expect(pages.length).toBeGreaterThanOrEqual(16);
  for (const r of pages) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(r.route ?? "/report");
    const pane = focusedPane(page);
    await expect(pane.getByRole("heading", { name: r.title, exact: true })).toBeVisible();
    await expect(pane.getByText(/^Filters: /)).toBeVisible();
    await audit(page, `report-${r.id}-1280`);
    await page.setViewportSize({ width: 375, height: 800 });
    await audit(page, `report-${r.id}-375`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/report");
  for (const r of pages) await expect(focusedPane(page).getByRole("link", { name: r.title })).toBeVisible();
});
