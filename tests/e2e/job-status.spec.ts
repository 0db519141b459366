import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { newJob } from "./support/arrange";
import { palette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

test("two jobs selected in the job list get one status from the palette, and the list shows it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs("recruiter");
  const stamp = Date.now().toString(36).toUpperCase();
  const jobIds: number[] = [];
  for (const n of [1, 2]) jobIds.push(await newJob(api, `Status Study ${stamp} ${n}`));
  await signInToCleanWorkspace(page, "recruiter");

  // The newest jobs lead the list (job number, descending): select both by keyboard.
  await runInPalette(page, "search job", /Search Job/);
  const grid = page.getByRole("grid", { name: "Jobs" });
  const ours = grid.locator("tbody tr").filter({ hasText: `Status Study ${stamp}` });
  await expect(ours).toHaveCount(2);
  await grid.focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(grid.locator('tbody tr[aria-selected="true"]')).toHaveCount(2);

  // Set job status… asks for the status from the JobStatus list, typed and picked by keyboard.
  await page.keyboard.press("Control+k");
  await page.keyboard.type("set job status");
  await expect(
    palette(page)
      .getByRole("option", { name: /Set job status/ })
      .first(),
  ).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await page.keyboard.type("hold");
  await expect(palette(page).getByRole("option", { name: "On Hold" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect(page.getByText("2 jobs are now On Hold.")).toBeVisible();

  // The list reloads with the new status; the server has it too.
  await expect(ours.filter({ hasText: "On Hold" })).toHaveCount(2);
  for (const id of jobIds) {
    expect((await api.get<{ status: string }>(`/api/job/${id}`)).body.value.status).toBe("On Hold");
  }
});
