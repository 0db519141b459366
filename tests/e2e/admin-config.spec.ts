import { expect, type Page, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { palette, pickInPalette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * Administration by keyboard (decisions 273, 274): the administrator switches the research-company
 * flag on and the staff menu's Support Tickets entry appears at once, then reverts the change from
 * the palette and it goes; on the reference data page a job status in use is deactivated after its
 * count was shown. Axe at 1280 and 375 px on both pages.
 */
test.describe.configure({ mode: "serial" });
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

const menu = (page: Page) => page.getByRole("navigation", { name: "Staff menu" });

/** Opens the Admin group of the staff menu by keyboard and answers whether Support Tickets is in it. */
async function adminMenuHasTickets(page: Page): Promise<boolean> {
  const group = menu(page).getByRole("button", { name: /^Admin/ });
  await tabTo(page, group);
  await page.keyboard.press("Enter");
  await expect(menu(page).getByRole("button", { name: "System Configuration" })).toBeVisible();
  const has = (await menu(page).getByRole("button", { name: "Support Tickets" }).count()) > 0;
  await page.keyboard.press("Escape");
  return has;
}

test("a flag switched by keyboard shows in the staff menu at once, and is reverted from the palette", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  expect(await adminMenuHasTickets(page)).toBe(false);

  // Change setting… picks the flag; its form opens on the page with the value focused.
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "change setting", /Change setting…/);
  await pickInPalette(page, "research-company", /Research-company flavour/);
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole("heading", { name: "System Configuration", level: 1 })).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Change Research-company flavour" });
  await expect(dialog).toContainText("Staff menu: Support Tickets");
  const value = dialog.getByLabel("Research-company flavour");
  await expect(value).toBeFocused();
  await expect(value).toHaveValue("false");
  await page.keyboard.press("ArrowUp");
  await expect(value).toHaveValue("true");
  await tabTo(page, dialog.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Successfully Saved!")).toBeVisible();
  await expect(dialog).toBeHidden();

  const settings = page.getByRole("grid", { name: "Settings" });
  const row = settings.locator("tbody tr").filter({ hasText: "Research-company flavour" });
  await expect(row).toContainText("On");
  await expect(row).toContainText("Avery");
  await expect.poll(() => adminMenuHasTickets(page)).toBe(true);
  await audit(page, "system-configuration");
  await page.screenshot({ path: "/tmp/h21-config-1280.png", fullPage: true });

  // Revert last change of… puts the old value back; the entry goes again.
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "revert last change", /Revert last change of a setting…/);
  await pickInPalette(page, "research", /Revert last change of Research-company flavour/);
  await expect(page.getByText("Change reverted.")).toBeVisible();
  await expect(row).toContainText("Off");
  await expect.poll(() => adminMenuHasTickets(page)).toBe(false);

  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "system-configuration");
  await page.screenshot({ path: "/tmp/h21-config-375.png", fullPage: true });
});

test("a reference value in use shows its count and is deactivated, not deleted", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "open reference list", /Open reference list…/);
  await pickInPalette(page, "job status", /^Job status/);
  await expect(page.getByRole("heading", { name: "Reference Data", level: 1 })).toBeVisible();
  await expect(page.getByLabel("List")).toHaveValue("JobStatus");

  const grid = page.getByRole("grid", { name: "Job status" });
  await tabTo(page, grid);
  const selected = grid.locator('tbody tr[aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  // The first status jobs use (the seed spreads jobs over every status).
  for (let i = 0; i < 10 && /\b0 records/.test((await selected.textContent()) ?? ""); i++)
    await page.keyboard.press("ArrowDown");
  const text = (await selected.textContent()) ?? "";
  const count = Number(/(\d+) records/.exec(text)?.[1] ?? "0");
  expect(count).toBeGreaterThan(0);
  const label = (await selected.locator("td").first().textContent())?.trim() ?? "";

  // Deleting it is refused with the count; deactivating it asks with the count, then it stays.
  await runInPalette(page, "delete selected values", /Delete selected values/);
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText("will be deleted");
  await tabTo(page, ask.getByRole("button", { name: "Delete" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(`is used by ${count} records`)).toBeVisible();

  await tabTo(page, grid);
  await expect(selected).toContainText(label);
  await runInPalette(page, "deactivate", /Deactivate selected value/);
  const question = page.getByRole("dialog", { name: "Deactivate value?" });
  await expect(question).toContainText(`'${label}' is used by ${count} records`);
  await tabTo(page, question.getByRole("button", { name: "Deactivate" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Value deactivated.")).toBeVisible();
  const row = grid.locator("tbody tr").filter({ hasText: label }).first();
  await expect(row).toContainText("No");
  await expect(row).toContainText(`${count} records`);
  await audit(page, "admin-reference");
  await page.screenshot({ path: "/tmp/h21-reference-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "admin-reference");
  await page.screenshot({ path: "/tmp/h21-reference-375.png", fullPage: true });
});
