import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { newJob } from "./support/arrange";
import { palette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

test("the project manager is picked by name on the job form and by the Allocate command, and lists show the name", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs("recruiter");
  const stamp = Date.now().toString(36).toUpperCase();
  const jobId = await newJob(api, `Picker Study ${stamp}`);
  expect(jobId).toBeGreaterThan(0);
  await signInToCleanWorkspace(page, "recruiter");

  // The job form: a drop-down of staff by full name; typing a name picks it (keyboard).
  await page.goto(`/job/edit/${jobId}/details`);
  const pm = page.getByLabel("Project manager");
  await expect(pm.locator("option", { hasText: "Jordan Lee" })).toHaveCount(1);
  await pm.focus();
  await page.keyboard.type("Jordan");
  await expect(pm.locator("option:checked")).toHaveText("Jordan Lee");
  await page.keyboard.press("Control+s");
  await expect
    .poll(
      async () => (await api.get<{ projectManager: string }>(`/api/job/${jobId}`)).body.value.projectManager,
    )
    .toBe("jordan.lee@demo.test");

  // The palette's Allocate job… asks for a name, not a user name.
  await page.keyboard.press("Control+k");
  await page.keyboard.type("allocate job");
  await expect(
    palette(page)
      .getByRole("option", { name: /Allocate job/ })
      .first(),
  ).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await page.keyboard.type("sam pat");
  await expect(
    palette(page)
      .getByRole("option", { name: /Sam Patel/ })
      .first(),
  ).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect
    .poll(
      async () => (await api.get<{ projectManager: string }>(`/api/job/${jobId}`)).body.value.projectManager,
    )
    .toBe("sam.patel@demo.test");

  // The job list shows the name.
  await page.goto("/job");
  const grid = page.getByRole("grid").first();
  await expect(grid.getByRole("row", { name: new RegExp(`Picker Study ${stamp}`) })).toContainText(
    "Sam Patel",
  );

  // Pending Sessions: the project manager filter is a name picker and the list shows names
  // (the demo recruiter manages seeded sessions).
  await page.goto("/sessions/sessionscomponent");
  const filter = page.getByLabel("Project manager");
  await filter.focus();
  await page.keyboard.type("Robin Recruiter");
  await expect(filter.locator("option:checked")).toHaveText("Robin Recruiter");
  await page.keyboard.press("Enter");
  const sessions = page.getByRole("grid", { name: "Current and upcoming sessions" });
  await expect(sessions.getByRole("row").nth(1)).toContainText("Robin Recruiter");
  await expect(sessions).not.toContainText("recruiter@demo.test");
});
