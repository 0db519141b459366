import { expect, test } from "@playwright/test";
import { signInToCleanWorkspace } from "./support/workspace";

// Walkthrough M2(b): opening a template without touching it must not mark it unsaved.
test("a template opened and left untouched has no unsaved mark", async ({ page }) => {
  await signInToCleanWorkspace(page, "admin");
  await page.goto("/emailtemplates");
  const pane = page.locator('[data-testid="ws-pane"][data-focused="true"]');
  await expect(pane.getByRole("grid")).toBeVisible();
  await pane.getByRole("row").filter({ hasText: "Survey invitation" }).first().click();
  await page.keyboard.press("Enter");
  const body = pane.getByRole("textbox", { name: "Message" });
  await expect(body).toContainText("invited");
  // The editor has settled (it tidies the stored HTML as it loads).
  await page.waitForTimeout(1000);
  await expect(pane.getByText("Unsaved changes", { exact: true })).toHaveCount(0);
  await expect(pane.locator(".ws-tab-active .ws-dirty")).toHaveCount(0);
  // A real edit still counts.
  await body.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" See you soon.");
  await expect(pane.getByText("Unsaved changes", { exact: true })).toBeVisible();
});
