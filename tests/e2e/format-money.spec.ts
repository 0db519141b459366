import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { freshClient, saved } from "./support/format-data";
import { signInToCleanWorkspace } from "./support/workspace";

test("money reads $ with two decimals on the job's Incentives and Durations tabs", async ({ page }) => {
  const api = await apiAs("admin");
  const stamp = Date.now().toString(36);
  const clientId = await freshClient(api, `Money Check ${stamp}`);
  const jobId = await saved(api, "/api/job/update", { id: 0, clientId, name: `Money Study ${stamp}` });
  await saved(api, "/api/job/incentive/update", { id: 0, jobId, incentiveType: "Cash", amount: 1234.5 });
  const durations = await api.postForm("/api/job/duration/update", {
    json: JSON.stringify([{ id: 0, minutes: 90, incentiveAmount: 120 }]),
    jobId: String(jobId),
  });
  expect(durations.body.succeeded).toBe(true);

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/job/edit/${jobId}/incentives`);
  const incentives = page.getByRole("grid", { name: "Incentives" });
  await expect(incentives.getByText("$1,234.50", { exact: true })).toBeVisible();

  await page.goto(`/job/edit/${jobId}/durations`);
  const list = page.getByRole("grid", { name: "Durations" });
  await expect(list.getByText("1 h 30 min", { exact: true })).toBeVisible();
  await expect(list.getByText("$120.00", { exact: true })).toBeVisible();
});
