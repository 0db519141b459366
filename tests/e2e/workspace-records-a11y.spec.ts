import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInToCleanWorkspace } from "./support/workspace";

const tabs = (page: Page) => page.getByRole("tablist", { name: /^Tabs of pane/ }).getByRole("tab");

async function seriousViolations(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label}: ${v.id} ${v.nodes[0]?.target}`);
}

test("a record opens in one tab whichever section is asked; the workspace passes axe", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToCleanWorkspace(page, "recruiter");

  await page.goto("/job/edit/1/details");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes("/api/workspace/layout/update"));
  await page.keyboard.press("Alt+t");
  await expect(page).toHaveURL(/\/dashboard$/);
  await saved; // the layout is saved before the next page load restores it
  // An earlier save (the job's tab alone) may have answered first: wait until the server holds the Dashboard.
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get("/api/workspace/layout")).json()))
    .toContain("/dashboard");
  const count = await tabs(page).count();

  // Another section of job 1, by address: the job's tab comes forward on that section.
  await page.goto("/job/edit/1/quotas");
  await expect(page).toHaveURL(/\/job\/edit\/1\/quotas$/);
  await expect(tabs(page)).toHaveCount(count);
  await expect(tabs(page).filter({ hasText: "Dashboard" })).toHaveCount(1);
  await expect(
    page.locator('[data-testid="ws-pane"][data-focused="true"] [role="tab"][aria-selected="true"]'),
  ).toHaveAttribute("title", /\/job\/edit\/1\/quotas/);

  // The tab strip, a record view and the split panes: no serious accessibility violations.
  expect(await seriousViolations(page, "job tab")).toEqual([]);
  const panes = await page.getByTestId("ws-pane").count();
  await page.keyboard.press("Control+k");
  await page.keyboard.type("split right");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("ws-pane")).toHaveCount(panes + 1);
  expect(await seriousViolations(page, "split")).toEqual([]);

  // Delete on a focused tab closes it (the × inside a tab is for the mouse).
  const before = await tabs(page).count();
  await page.locator('[role="tab"]:not(.ws-tab-pinned)').first().focus();
  await page.keyboard.press("Delete");
  await expect(tabs(page)).toHaveCount(before - 1);
});
