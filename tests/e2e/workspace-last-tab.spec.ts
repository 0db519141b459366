import { expect, type Page, test } from "@playwright/test";
import { signInToCleanWorkspace } from "./support/workspace";

const tabs = (page: Page) => page.getByRole("tablist", { name: /^Tabs of pane/ }).getByRole("tab");

// Decision 100: closing the last tab opens the staff home; the address never names a closed tab.
test("closing the last tab leaves the staff home, and a reload does not bring the record back", async ({
  page,
}) => {
  await signInToCleanWorkspace(page, "recruiter");

  await page.goto("/job/edit/1/details");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // Close every other tab, then the job's own.
  for (const other of await tabs(page).all()) {
    if ((await other.getAttribute("title"))?.startsWith("/job/edit/1")) continue;
    await other.focus();
    await page.keyboard.press("Delete");
  }
  await expect(tabs(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\/job\/edit\/1\/details$/);
  const saved = page.waitForResponse((r) => r.url().includes("/api/workspace/layout/update"));
  await tabs(page).first().focus();
  await page.keyboard.press("Delete");

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tabs(page)).toHaveText(["Dashboard"]);
  await saved;
  await page.reload();
  await expect(tabs(page)).toHaveText(["Dashboard"]);
  await expect(page).toHaveURL(/\/dashboard$/);
});
