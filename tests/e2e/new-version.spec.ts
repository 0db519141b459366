import { expect, test } from "@playwright/test";
import { runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

/**
 * After a deploy (issue 22), a tab still open asks for a chunk of the previous build that is gone:
 * the server answers 404 (never the app's page), and the person is offered a reload instead of a
 * broken screen; after the reload the view opens.
 */
test("a chunk gone after a deploy offers a reload, and the reload opens the view", async ({ page }) => {
  await signInToCleanWorkspace(page, "admin");
  const gone = await page.request.get("/assets/attendance-view-old.js");
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain("<html");

  // The running page's chunk of the attendance screen has been replaced by the new build.
  await page.route("**/assets/attendance-view-*.js", (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
  );
  await runInPalette(page, "open attendance", /Open attendance/);
  const offer = page.getByText("A new version of the app is available");
  await expect(offer).toBeVisible();
  await page.unroute("**/assets/attendance-view-*.js");
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(focusedPane(page).getByRole("heading", { name: "Staff Attendance" })).toBeVisible();
});
