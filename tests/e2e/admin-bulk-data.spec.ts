import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { apiAs } from "./support/api";
import { newJob } from "./support/arrange";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * Bulk data (decision 281), by keyboard: two jobs closed in 1991, then the administrator opens
 * Bulk Data from the palette, asks to archive jobs closed before 01/01/1992, previews (the count
 * and the rows), runs it after confirming the count, follows the progress to Done, and undoes it
 * from the history. Axe at 1280 and 375 px.
 */
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

test("archive old jobs: preview, run, progress, done, undo by keyboard", async ({ page }) => {
  test.setTimeout(180_000);
  const api = await apiAs("admin");
  const tag = Date.now().toString().slice(-6);
  const ids = [
    await newJob(api, `Bulk e2e ${tag} one`, {
      status: "Closed",
      startDate: "1991-02-01",
      endDate: "1991-03-01",
    }),
    await newJob(api, `Bulk e2e ${tag} two`, {
      status: "Closed",
      startDate: "1991-05-01",
      endDate: "1991-06-01",
    }),
  ];
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToCleanWorkspace(page, "admin");
    await runInPalette(page, "bulk data", /Bulk Data/);
    await expect(page.getByRole("heading", { name: "Bulk Data", level: 1 })).toBeVisible();

    await tabTo(page, page.getByLabel("Operation"));
    await page.keyboard.type("Archive");
    await expect(page.getByLabel("Operation")).toHaveValue("archive-jobs");
    await tabTo(page, page.getByRole("textbox", { name: "Closed before" }));
    await page.keyboard.type("01/01/1992");

    await runInPalette(page, "preview bulk", /Preview bulk change/);
    const count = page.getByTestId("bulk-count");
    await expect(count).toHaveText("2 rows will change: Archive jobs closed before 01/01/1992");
    const rows = page.getByRole("grid", { name: "Rows that will change" }).locator("tbody tr");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`Bulk e2e ${tag} one`);
    await expect(rows.first()).toContainText("Ended 01/03/1991");
    await expect(rows.first()).toContainText("Archived");
    await page.screenshot({ path: "/tmp/h-bulk-preview-1280.png", fullPage: true });

    await runInPalette(page, "run bulk", /Run bulk change/);
    const ask = page.getByRole("dialog", { name: "Change 2 rows?" });
    await expect(ask).toContainText("2 rows will change");
    await tabTo(page, ask.getByRole("button", { name: "Change 2 rows" }));
    await page.keyboard.press("Enter");
    const progress = page.getByTestId("bulk-progress");
    await expect(progress).toContainText("Done", { timeout: 30_000 });
    await expect(progress).toContainText("2 of 2 changed.");
    await expect(progress).toContainText("Undo possible until");
    const job = await api.get<{ status: string }>(`/api/job/${ids[0]}`);
    expect(job.body.value?.status).toBe("Archived");

    const history = page.getByRole("grid", { name: "Bulk changes" });
    await expect(history.locator("tbody tr").first()).toContainText("Archive jobs closed before 01/01/1992");
    await tabTo(page, history);
    const selected = history.locator('tbody tr[aria-selected="true"]');
    await expect(selected).toContainText("Archive jobs closed before 01/01/1992");
    await expect(selected).toContainText("Done");
    await page.screenshot({ path: "/tmp/h-bulk-done-1280.png", fullPage: true });

    await runInPalette(page, "undo bulk", /Undo bulk change/);
    const undo = page.getByRole("dialog", { name: "Undo bulk change?" });
    await tabTo(page, undo.getByRole("button", { name: "Undo change" }));
    await page.keyboard.press("Enter");
    await expect(progress).toContainText("Undone", { timeout: 30_000 });
    await expect(progress).toContainText("2 of 2 restored.");
    await expect(history.locator("tbody tr").first()).toContainText("2 restored");
    const back = await api.get<{ status: string }>(`/api/job/${ids[0]}`);
    expect(back.body.value?.status).toBe("Closed");

    await audit(page, "bulk-data");
    await page.setViewportSize({ width: 375, height: 800 });
    await audit(page, "bulk-data");
    await page.screenshot({ path: "/tmp/h-bulk-375.png", fullPage: true });
  } finally {
    await api.postJson("/api/job/delete", { ids });
  }
});
