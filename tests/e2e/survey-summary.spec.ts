import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { signInToCleanWorkspace } from "./support/workspace";

// Walkthrough M20: the answers summary shows number statistics, open-text answers and grid rows.
const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');

test("the survey answers summary reads numbers, open text and a grid's rows", async ({ page }) => {
  const admin = await apiAs("admin");
  const surveys = (await admin.get<{ id: number; title: string; kind: string }[]>("/api/surveys/1")).body
    .value;
  const brand = surveys?.find((s) => s.title === "Brand survey");
  if (!brand) throw new Error("no seeded Brand survey on job 1");
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(`/surveyanswerssummary/${brand.id}/0`);
  const pane = focusedPane(page);
  await expect(pane.getByRole("heading", { name: /Survey answers summary/ })).toBeVisible();
  await expect(pane.getByTestId("numbers-often")).toContainText(/Average [\d.]+ · minimum \d+ · maximum \d+/);
  await expect(pane.getByRole("list", { name: "Latest answers" })).toContainText("Cheap");
  const grid = pane.locator(".survey-stats-grid");
  await expect(grid.getByRole("columnheader", { name: "Good" })).toBeVisible();
  await expect(grid.getByRole("row", { name: /^Price/ })).toBeVisible();
  await expect(grid.getByRole("row", { name: /^Quality/ })).toBeVisible();
});
