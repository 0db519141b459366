import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import * as XLSX from "xlsx";
import { openIncentiveForm } from "./support/keyboard-steps";
import { signInByKeyboard } from "./support/login";
import { runInPalette } from "./support/palette";
import { focusedPane } from "./support/workspace";

const panes = (page: Page) => page.getByTestId("ws-pane");
const SHOTS = process.env.E2E_SHOTS;

/** Counts every 'Successfully Saved!' toast as it appears (toasts pile up and expire on their own). */
function countSaveToasts() {
  const w = window as unknown as { savedToasts: number };
  w.savedToasts = 0;
  const seen = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll("[data-sonner-toast]")) {
      if (seen.has(toast) || !toast.textContent?.includes("Successfully Saved!")) continue;
      seen.add(toast);
      w.savedToasts += 1;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

let seenToasts = 0;
/** The next 'Successfully Saved!' toast is visible. */
async function expectSaved(page: Page) {
  seenToasts += 1;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { savedToasts: number }).savedToasts))
    .toBe(seenToasts);
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
}

test("staff run a client and its job by keyboard: create, contact, job, incentive, quota, split panes, export", async ({
  page,
}) => {
  // One long walk through the whole area; CI has 2 cores, so allow more than the default minute.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const clientName = `Keyboard Research ${stamp}`;
  const jobName = `Keyboard Study ${stamp}`;

  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  page.on("console", (m) => m.type() === "error" && console.log("CONSOLE", m.text()));
  await page.addInitScript(countSaveToasts);
  // Sign in with the keyboard; the clock alert of product §4 greets a fresh sign-in: No.
  await signInByKeyboard(page, "admin");

  // New client: the first field has focus; Enter saves.
  await runInPalette(page, "new client", /New Client/);
  await expect(page).toHaveURL(/\/client\/add$/);
  await expect(page.getByLabel("Client name")).toBeFocused();
  await page.keyboard.type(clientName);
  await page.keyboard.press("Enter");
  await expectSaved(page);
  await expect(page).toHaveURL(/\/client\/edit\/\d+\/contacts$/);
  const clientId = Number(/\/client\/edit\/(\d+)/.exec(page.url())?.[1]);

  // Add a contact through the command; the editor opens with the first field focused.
  await runInPalette(page, "add contact", /Add contact/);
  const contactForm = page.getByRole("dialog");
  await expect(contactForm.getByLabel("Title")).toBeFocused();
  await page.keyboard.type("Ms");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Ada");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Lovelace");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Research Director");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`ada.${stamp.toLowerCase()}@example.com`);
  await page.keyboard.press("Enter");
  await expectSaved(page);
  await expect(contactForm).toBeHidden();
  await expect(page.getByRole("grid", { name: "Contacts" })).toContainText("Lovelace");

  // A job for this client: job/add/{clientid} with the client chosen.
  await runInPalette(page, "new job for this client", /New job for this client/);
  await expect(page).toHaveURL(new RegExp(`/job/add/${clientId}$`));
  await expect(page.getByLabel("Job name")).toBeFocused();
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue(String(clientId));
  await page.keyboard.type(jobName);
  await page.keyboard.press("Enter");
  await expectSaved(page);
  await expect(page).toHaveURL(/\/job\/edit\/\d+\/incentives$/);
  const jobId = Number(/\/job\/edit\/(\d+)/.exec(page.url())?.[1]);

  // An incentive: a type from the drop-down, then the currency box.
  const incentiveForm = await openIncentiveForm(page, "add incentive", /Add incentive/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1234.5");
  await page.keyboard.press("Tab");
  // The mask pads the cents once the box is left (product §5: two decimals, ',' thousands).
  await expect(incentiveForm.getByLabel("Amount")).toHaveValue("1,234.50");
  await page.keyboard.type("Paid on the day");
  await page.keyboard.press("Enter");
  await expectSaved(page);
  await expect(page.getByRole("grid", { name: "Incentives" })).toContainText("1,234.50");

  // A quota.
  await runInPalette(page, "add quota", /Add quota/);
  const quotaForm = page.getByRole("dialog");
  await expect(quotaForm.getByLabel("Quota name")).toBeFocused();
  await page.keyboard.type("Women 18-34");
  await page.keyboard.press("Tab");
  await page.keyboard.type("12");
  await page.keyboard.press("Enter");
  await expectSaved(page);
  await expect(page.getByRole("grid", { name: "Quotas" })).toContainText("Women 18-34");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/job-edit.png`, fullPage: true });

  // The job list: keyboard through the rows, Enter opens, Ctrl+Enter opens in the other pane.
  await runInPalette(page, "search job", /Search Job/);
  await expect(page).toHaveURL(/\/job$/);
  const grid = page.getByRole("grid", { name: "Jobs" });
  await expect(grid).toHaveAttribute("data-total", /\d+/);
  const total = Number(await grid.getAttribute("data-total"));
  expect(total).toBeGreaterThan(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/job-list.png`, fullPage: true });
  await grid.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/job\/edit\/\d+\/details$/);
  const firstJob = page.url();
  await runInPalette(page, "search job", /Search Job/);
  await expect(grid).toHaveAttribute("data-total", String(total));
  await grid.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Control+Enter");
  await expect(panes(page)).toHaveCount(2);
  await expect(page).toHaveURL(/\/job\/edit\/\d+\/details$/);
  expect(page.url()).not.toBe(firstJob);
  await expect(focusedPane(page).getByRole("heading", { level: 1 })).toBeVisible();
  await expect(panes(page).nth(0).getByRole("tab", { selected: true })).toHaveText("Search Job");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/split.png`, fullPage: true });

  // Export the job list: every matching row, checked with the xlsx library.
  await page.keyboard.press("F6");
  await expect(page).toHaveURL(/\/job$/);
  const download = page.waitForEvent("download");
  await runInPalette(page, "export list", /Export list to Excel/);
  const file = await (await download).path();
  const book = XLSX.read(readFileSync(file));
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  expect(sheet).toBeTruthy();
  // The filter summary sits above the header row (decision 234): read from the header on.
  const lines = XLSX.utils.sheet_to_json<string[]>(sheet!, { header: 1, raw: false, blankrows: true });
  const headerRow = lines.findIndex((r) => r[0] === "Job Number");
  expect(headerRow).toBeGreaterThan(0);
  const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet!, { raw: false, range: headerRow });
  expect(rows.length).toBe(total);
  const mine = rows.find((r) => r["Job Name"] === jobName);
  expect(mine?.Client).toBe(clientName);
  expect(Object.keys(rows[0] ?? {})).toContain("Job Number");
  await expect(page.getByTestId("export-progress")).toContainText(
    `Exported ${total.toLocaleString("en-AU")} rows`,
  );
  expect(jobId).toBeGreaterThan(0);
});
