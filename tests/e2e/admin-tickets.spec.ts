import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * Support tickets (decision 275), by keyboard: 'Report a problem…' from the palette on the leave
 * page raises a ticket; the support-ticket list shows it with the page it came from. Axe at 1280
 * and 375 px.
 */
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

test("a problem reported from the palette shows in the ticket list with its page", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "staff leave", /Staff Leave/);
  await expect(page.getByRole("heading", { name: "Staff Leave", level: 1 })).toBeVisible();
  const title = `E2E problem ${Date.now().toString().slice(-6)}`;
  await runInPalette(page, "report a problem", /Report a problem…/);
  await expect(page.getByRole("dialog")).toContainText("What went wrong?");
  await page.keyboard.type(title);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Problem reported")).toBeVisible();

  await page.goto("/support-ticket");
  await expect(page.getByRole("heading", { name: "Support Tickets", level: 1 })).toBeVisible();
  const row = page
    .getByRole("grid", { name: "Support tickets" })
    .locator("tbody tr")
    .filter({ hasText: title });
  await expect(row).toContainText("/staff/leave");
  await audit(page, "support-tickets");
  await page.screenshot({ path: "/tmp/h21-tickets-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "support-tickets");
  // The toolbar wraps: none of its actions runs off the screen or scrolls out of sight.
  const toolbar = page.locator(".screen-head .record-toolbar").filter({ hasText: "New support ticket" });
  expect(await toolbar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const edge = await page
    .locator("section.screen")
    .filter({ has: toolbar })
    .evaluate((el) => el.getBoundingClientRect().right);
  for (const name of ["New support ticket", "Delete ticket", "Report a problem…"]) {
    const box = await toolbar.getByRole("button", { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${name} ends inside the page`).toBeLessThanOrEqual(edge);
  }
  await page.screenshot({ path: "/tmp/h21-tickets-375.png", fullPage: true });
});
