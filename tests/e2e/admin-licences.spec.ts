import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * Software licences (decision 277), by keyboard: the list shows each licence's seats, used and
 * available; Alt+E edits the selected one, seats below those in use are refused with the reason,
 * and Alt+N adds a licence. Axe at 1280 and 375 px.
 */
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

test("licences: seat figures, a refused and an accepted seat change, a new licence", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "software licence", /Go to Software Licence/);
  await expect(page.getByRole("heading", { name: "Software Licence", level: 1 })).toBeVisible();

  const grid = page.getByRole("grid", { name: "Licences" });
  await tabTo(page, grid);
  const selected = grid.locator('tbody tr[aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  for (let i = 0; i < 6 && !((await selected.textContent()) ?? "").includes("Survey Studio"); i++)
    await page.keyboard.press("ArrowDown");
  await expect(selected).toContainText("ResearchMe Survey Studio");
  await expect(page.getByText("ResearchMe Survey Studio: 2 of 5 seats used, 3 available")).toBeVisible();
  await expect(
    page.getByRole("grid", { name: "Seat holders of ResearchMe Survey Studio" }).locator("tbody tr"),
  ).toHaveCount(2);

  // Fewer seats than the two holders: refused with the reason, the form stays open.
  await page.keyboard.press("Alt+e");
  const dialog = page.getByRole("dialog", { name: "Edit licence" });
  await expect(dialog).toBeVisible();
  const seats = dialog.getByLabel("Seats");
  await tabTo(page, seats);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("1");
  await tabTo(page, dialog.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Seats cannot be fewer than the 2 in use/).first()).toBeVisible();
  await expect(dialog).toBeVisible();

  await tabTo(page, seats);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("8");
  await tabTo(page, dialog.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const studio = grid.locator("tbody tr").filter({ hasText: "ResearchMe Survey Studio" });
  await expect(studio.locator("td")).toHaveText([
    "ResearchMe Survey Studio",
    "RM-SS-2026-0017",
    "8",
    "2",
    "6",
    /\d\d\/\d\d\/\d{4}/,
  ]);

  // Alt+N: a new licence with nobody holding it yet.
  const name = `E2E Licence ${Date.now().toString().slice(-6)}`;
  await tabTo(page, grid);
  await page.keyboard.press("Alt+n");
  const add = page.getByRole("dialog", { name: "Add licence" });
  await expect(add.getByLabel("Licence")).toBeFocused();
  await page.keyboard.type(name);
  await tabTo(page, add.getByLabel("Seats"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("3");
  await tabTo(page, add.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(add).toBeHidden();
  await expect(grid.locator("tbody tr").filter({ hasText: name }).locator("td")).toHaveText([
    name,
    "",
    "3",
    "0",
    "3",
    "No end",
  ]);

  await audit(page, "software-licence");
  await page.screenshot({ path: "/tmp/h-licences-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "software-licence");
  await page.screenshot({ path: "/tmp/h-licences-375.png", fullPage: true });
});
