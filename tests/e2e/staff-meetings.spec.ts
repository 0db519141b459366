import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { lastMailId, waitForMail } from "./support/api";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * Staff meetings (decisions 255, 256), by keyboard: the administrator arranges a meeting with two
 * demo staff from the palette, sees it in the upcoming list, and each attendee is mailed the
 * invitation. Axe at 1280 and 375 px.
 */
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

/** DD/MM/YYYY of the agency's day `days` from now. */
const agencyDay = (days: number) =>
  new Intl.DateTimeFormat("en-AU", {
    timeZone: "Australia/Sydney",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date(Date.now() + days * 86_400_000));

test("arrange a meeting with two attendees by keyboard and see it in the list", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Quota review ${Date.now().toString().slice(-6)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "new meeting", /New meeting/);
  await expect(page.getByRole("heading", { name: "Staff Meetings", level: 1 })).toBeVisible();
  const list = page.getByRole("grid", { name: "Upcoming meetings" });
  await expect(list).toContainText("Roster planning");

  const titleField = page.getByLabel("Title", { exact: true });
  await expect(titleField).toBeFocused();
  await page.keyboard.type(title);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Date", { exact: true })).toBeFocused();
  await page.keyboard.type(agencyDay(40));
  await tabTo(page, page.getByLabel("Start (HH:MM)"));
  await page.keyboard.press("Control+a");
  await page.keyboard.type("07:30");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Control+a");
  await page.keyboard.type("08:00");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Board room");
  await tabTo(page, page.getByLabel("Agenda"));
  await page.keyboard.type("Quotas behind target, who calls whom.");
  for (const name of ["Sam Patel", "Alex Nguyen"]) {
    await tabTo(page, page.getByRole("checkbox", { name }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name })).toBeChecked();
  }
  await audit(page, "staff-meeting-form");
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  const row = list.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("07:30–08:00");
  await expect(row).toContainText("Sam Patel");
  await expect(row).toContainText("Alex Nguyen");
  await expect(row).toContainText("Board room");

  const mail = await waitForMail("sam.patel@demo.test");
  expect(mail.subject).toContain(`Meeting invitation: ${title}`);

  await audit(page, "staff-meeting");
  await page.screenshot({ path: "/tmp/shots-meetings/staff-meeting-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("heading", { name: "Staff Meetings", level: 1 })).toBeVisible();
  await audit(page, "staff-meeting");
  await page.screenshot({ path: "/tmp/shots-meetings/staff-meeting-375.png", fullPage: true });

  // Cancel the open meeting from the palette: Keep has focus, Shift+Tab reaches the confirm.
  await page.setViewportSize({ width: 1280, height: 900 });
  const before = await lastMailId();
  await runInPalette(page, "cancel meeting", /Cancel meeting/);
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText(`${title} will be cancelled`);
  await expect(dialog.getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Cancel meeting" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(row).toContainText("Cancelled");
  // The open meeting is now read only: what it was, marked cancelled.
  await expect(page.getByText(/07:30–08:00 \(cancelled \d{2}\/\d{2}\/\d{4}\)/)).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveCount(0);
  await audit(page, "staff-meeting-cancelled");
  await page.screenshot({ path: "/tmp/shots-meetings/staff-meeting-cancelled.png", fullPage: true });
  const cancellation = await waitForMail("alex.nguyen@demo.test", before);
  expect(cancellation.subject).toContain(`Meeting cancelled: ${title}`);
});
