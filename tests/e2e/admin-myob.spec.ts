import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { apiAs } from "./support/api";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * Invoices to MYOB (decisions 278, 279), against the fake MYOB the e2e server runs in its own
 * process: from the job's invoices tab the administrator runs "Send the job's invoices to MYOB…"
 * from the palette, the browser goes to (fake) MYOB's sign-in and comes back to /myobcallback,
 * and the page shows the invoice sent with its MYOB reference. Opening the same callback again
 * is refused (the state was spent). Axe at 1280 and 375 px.
 */
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

interface Row {
  id: number;
  invoiceNumber: string;
  externalRef: string | null;
}

test("the administrator sends a job's invoice to MYOB and sees its reference", async ({ page }) => {
  test.setTimeout(90_000);
  const api = await apiAs("admin");
  // A job with no invoice waiting, so the one made here is the only one sent.
  const jobs = await api.get<{ id: number }[]>("/api/jobs");
  let jobId = 0;
  for (const job of jobs.body.value) {
    const rows = await api.get<Row[]>(`/api/job/invoices/${job.id}`);
    if (rows.body.value.every((r) => r.externalRef)) {
      jobId = job.id;
      break;
    }
  }
  expect(jobId).toBeGreaterThan(0);
  const made = await api.postJson<Row[]>("/api/job/invoice/update", {
    jobId,
    amount: 1234.5,
    issuedDate: "2026-11-01",
    dueDate: "2026-11-30",
    description: "E2E recruitment fee",
  });
  const invoice = made.body.value[0];
  expect(invoice?.invoiceNumber).toBeTruthy();

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/job/edit/${jobId}/invoices`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await runInPalette(page, "invoices to MYOB", /Send the job's invoices to MYOB/);

  await page.waitForURL(/\/myobcallback\?code=.+&state=.+/);
  const callbackUrl = page.url();
  await expect(page.getByRole("heading", { name: "Accounting Login" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 invoice was sent." })).toBeVisible({
    timeout: 30_000,
  });
  const item = page.getByRole("list", { name: "Invoices" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${invoice?.invoiceNumber} $1,234.50 — Sent to MYOB as `);
  const after = await api.get<Row[]>(`/api/job/invoices/${jobId}`);
  const pushed = after.body.value.find((r) => r.id === invoice?.id);
  expect(pushed?.externalRef).toBeTruthy();
  await expect(item).toContainText(pushed?.externalRef ?? "missing");

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await audit(page, "myob-callback");
    await page.screenshot({ path: `/tmp/shots-h21-myob/callback-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The link back to the job, by keyboard.
  const back = page.getByRole("link", { name: "Back to the job's invoices" });
  await back.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/job/edit/${jobId}/invoices$`));
  // The same return address again (a reload, a bookmark): the state was spent.
  await page.goto(callbackUrl);
  await expect(page.getByRole("alert")).toContainText("already used");
});
