import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

async function seriousViolations(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${label}: ${v.id} ${v.nodes[0]?.target}`);
}

const figure = async (page: Page, key: string) =>
  Number(
    (await page.getByTestId(`kpi-${key}`).locator(".kpi-value").innerText()).replace(/[^0-9.]/g, "") || "NaN",
  );

test("the dashboard shows its figures, a chart's table by keyboard, and a quick search opens a job", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await expect(page).toHaveURL(/\/dashboard$/);

  // KPI cards of the demo data: numbers and their change in words.
  await expect(page.getByTestId("kpi-sessionsHeld")).toBeVisible({ timeout: 20_000 });
  expect(await figure(page, "sessionsHeld")).toBeGreaterThan(0);
  expect(await figure(page, "bookingsMade")).toBeGreaterThan(0);
  await expect(page.getByTestId("kpi-invoiced")).toContainText("$");
  await expect(page.getByTestId("kpi-newMembers").locator(".kpi-change")).toContainText(/from|no previous/);

  // The staff KPI chart draws (recharts' chunk) and its table twin is one Tab-and-Enter away.
  const daily = page.getByRole("figure", { name: "Staff KPI, last 14 days" });
  // By its text alternative: recharts' legend icons inside the drawing are labelled images too.
  await expect(daily.getByRole("img", { name: /Bar chart, 14 points/ })).toBeVisible();
  await expect(daily.locator(".recharts-bar-rectangle").first()).toBeVisible({ timeout: 20_000 });
  const tableButton = daily.getByRole("button", { name: "Table" });
  await page.getByRole("button", { name: "Chart" }).first().focus();
  await tabTo(page, tableButton, 40);
  await page.keyboard.press("Enter");
  const table = daily.getByRole("table", { name: "Staff KPI, last 14 days" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("rowheader")).toHaveCount(14);
  await expect(table.getByRole("columnheader", { name: "Bookings made" })).toBeVisible();

  // The sales chart is there for the admin (SLRPT).
  await expect(page.getByRole("figure", { name: "Sales, last 12 months" })).toBeVisible();

  expect(await seriousViolations(page, "dashboard 1280")).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId("kpi-sessionsHeld")).toBeVisible();
  expect(await seriousViolations(page, "dashboard 375")).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Quick search: four characters of a job number, Enter opens the first match in a tab.
  const find = page.getByRole("combobox", { name: "Find a job", exact: true });
  await find.fill("J24-00001");
  await expect(
    page.getByRole("listbox", { name: "Find a job: suggestions" }).getByRole("option").first(),
  ).toContainText("J24-00001");
  await find.press("Enter");
  await expect(page).toHaveURL(/\/job\/edit\/\d+/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toContainText("J24-00001");
});
