import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { wallDateText, wallTime } from "../../server/contracts/agency-time";
import { apiAs, lastMailId, waitForMail } from "./support/api";
import { demoRespondent } from "./support/arrange";
import {
  addCondition,
  addSessionByKeyboard,
  addTimeSlotByKeyboard,
  openIncentiveForm,
} from "./support/keyboard-steps";
import { login, signInByKeyboard } from "./support/login";
import { palette, pickInPalette, runInPalette } from "./support/palette";
import { focusedPane, resetWorkspace, tabTo } from "./support/workspace";

/**
 * Issue 16's done-when: the recruitment loop through the screens. The recruiter uses only the
 * keyboard (palette, shortcuts, Tab, Enter, typing); the respondent, in a second browser
 * context, opens the links the mails carry and the portal. The server runs under TZ=UTC and the
 * browser in New York (playwright.config.ts): every time the respondent reads must be the one
 * the recruiter typed, on the agency's clock (Australia/Sydney).
 */

const ZONE = "Australia/Sydney";
const RILEY_EMAIL = "respondent@demo.test";
const SHOTS = "/tmp/shots-loop";
const INCENTIVE = "$85.00";

const grid = (page: Page) => focusedPane(page).getByRole("grid").first();

/** Selects the grid row of `name` by keyboard: Home, then ArrowDown until it is the active row. */
async function selectRow(page: Page, name: string) {
  const names = await grid(page).locator("tbody tr td:first-child").allInnerTexts();
  const at = names.indexOf(name);
  expect(at, `${name} in ${names.join(", ")}`).toBeGreaterThanOrEqual(0);
  await tabTo(page, grid(page));
  await page.keyboard.press("Home");
  for (let i = 0; i < at; i++) await page.keyboard.press("ArrowDown");
}

/** 'Check and preview' by keyboard: one recipient gets it and no merge field is empty. */
async function checkAndPreview(page: Page) {
  await tabTo(page, focusedPane(page).getByRole("button", { name: "Check and preview" }));
  await page.keyboard.press("Enter");
  const check = focusedPane(page).getByRole("region", { name: "Before sending" });
  await expect(check.getByRole("heading", { level: 2 }).first()).toHaveText("1 will get it");
  await expect(check.getByTestId("empty-fields")).toHaveCount(0);
  await expect(check.getByRole("region", { name: "Preview" })).toContainText("To Riley Respondent");
}

/** "HH:MM" plus `minutes`, within the day. */
function later(time: string, minutes: number): string {
  const [h, m] = time.split(":").map(Number);
  const total = Math.min(23 * 60 + 59, (h ?? 0) * 60 + (m ?? 0) + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The respondent's own browser: another context, in the same zone as the recruiter's. */
async function respondentPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  page.on("pageerror", (e) => console.log("RESPONDENT PAGEERROR", e.message));
  return page;
}

test("the recruitment loop by keyboard: client, job, session, screener, search, invite, qualify, book, confirm, attend, pay, portal", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const stamp = Date.now().toString(36).toUpperCase();
  const clientName = `Loop Research ${stamp}`;
  const jobName = `Loop Study ${stamp}`;
  const sessionName = `Loop group ${stamp}`;
  // The session starts a few minutes ago on the agency's clock (attendance is recorded from the
  // start); two 20-minute slots from then, so that only the last 45 minutes of the agency's day
  // leave no room.
  const begin = new Date(Date.now() - 5 * 60_000);
  const today = wallDateText(begin, ZONE);
  const start = wallTime(begin, ZONE);
  if (start < "00:05" || start > "23:14")
    test.skip(true, `the agency's clock reads ${start}: no room for the day`);
  const slots: [[string, string], [string, string]] = [
    [start, later(start, 20)],
    [later(start, 20), later(start, 40)],
  ];
  const end = later(start, 45);
  const booked = slots[1];

  // Who the demo respondent is, for the search and the portal's addresses.
  const admin = await apiAs("admin");
  const riley = await demoRespondent(admin);
  // Test isolation, not a step of the loop: another spec on the same server may have opted the
  // demo respondent out (unsubscribe link), and panel search leaves opted-out members out.
  await admin.postJson("/api/BulkEmailSMSUpdate", { ids: [riley.id], optedOut: false });

  // The recruiter signs in by keyboard on a clean workspace.
  await resetWorkspace("recruiter");
  await signInByKeyboard(page, "recruiter");

  // 1. A client.
  await runInPalette(page, "new client", /New Client/);
  await expect(page.getByLabel("Client name")).toBeFocused();
  await page.keyboard.type(clientName);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/client\/edit\/\d+\/contacts$/);

  // 2. A job for it with an $85 cash incentive.
  await runInPalette(page, "new job for this client", /New job for this client/);
  await expect(page.getByLabel("Job name")).toBeFocused();
  await page.keyboard.type(jobName);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/job\/edit\/\d+\/incentives$/);
  const jobId = Number(/\/job\/edit\/(\d+)/.exec(page.url())?.[1]);
  const incentiveForm = await openIncentiveForm(page, "add incentive", /Add incentive/);
  await page.keyboard.type("Cash");
  await expect(incentiveForm.getByLabel("Incentive type").locator("option:checked")).toHaveText("Cash");
  await page.keyboard.press("Tab");
  await page.keyboard.type("85");
  await page.keyboard.press("Enter");
  await expect(incentiveForm).toBeHidden();
  await expect(page.getByRole("grid", { name: "Incentives" })).toContainText("85.00");
  const jobNumber = (await admin.get<{ jobNumber: string }>(`/api/job/${jobId}`)).body.value?.jobNumber ?? "";
  expect(jobNumber).not.toBe("");

  // 3. A session today that began a few minutes ago, and two time slots.
  await addSessionByKeyboard(page, sessionName, { day: today, from: start, to: end }, "8");
  const sessionId = Number(/\/session\/edit\/(\d+)/.exec(page.url())?.[1]);
  for (const [from, to] of slots) await addTimeSlotByKeyboard(page, { day: today, from, to }, "4");
  await expect(grid(page)).toHaveAttribute("data-total", "2");
  // Its venue: the place the confirmation names.
  await runInPalette(page, "add session venue", /Add session venue/);
  const venueForm = page.getByRole("dialog");
  const venueBox = venueForm.getByLabel("Venue");
  await expect(venueBox).toBeFocused();
  await expect.poll(() => venueBox.locator("option").count()).toBeGreaterThan(1);
  await page.keyboard.press("ArrowDown");
  // The option reads "Name (global)" for the agency's own venues: the name is what mails carry.
  const venue = (await venueBox.locator("option:checked").innerText()).replace(/\s*\(.*\)$/, "").trim();
  expect(venue).not.toBe("");
  await tabTo(page, venueForm.getByRole("button", { name: "Save" }), 10);
  await page.keyboard.press("Enter");
  await expect(venueForm).toBeHidden();

  // 4. The session's screener: one question whose "Yes" qualifies.
  await runInPalette(page, "manage screener", /Manage screener/);
  await expect(page).toHaveURL(new RegExp(`/managesessionsurvey/${jobId}/${sessionId}`));
  const editor = focusedPane(page).locator("#survey-editor-form");
  await expect(editor).toContainText("No questions yet");
  await tabTo(page, editor.getByRole("button", { name: "Details" }));
  await page.keyboard.press("Enter");
  await tabTo(page, editor.getByLabel("Title"));
  await page.keyboard.type(`Coffee screener ${stamp}`);
  await tabTo(page, editor.getByRole("button", { name: /Questions/ }), 150, "Shift+Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Alt+n");
  await expect(focusedPane(page).getByRole("option", { name: /^1\./ })).toBeVisible();
  await tabTo(page, editor.locator(".survey-question-form [role=textbox]"));
  await page.keyboard.type("Do you drink coffee every day?");
  await tabTo(page, editor.getByLabel("Option 1 label"));
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Yes");
  await tabTo(page, editor.getByLabel("Option 2 label"));
  await page.keyboard.press("Control+a");
  await page.keyboard.type("No");
  await tabTo(page, editor.getByLabel("Option 1 label"), 40, "Shift+Tab");
  await page.keyboard.press("Alt+Shift+q");
  await pickInPalette(page, "Qualify", /^Qualify/);
  await expect(palette(page)).toBeHidden();
  await expect(
    editor.locator(".survey-option").first().getByRole("checkbox", { name: "Qualify" }),
  ).toBeChecked();
  await page.keyboard.press("Control+s");
  await expect(page).toHaveURL(new RegExp(`/managesessionsurvey/${jobId}/\\d+/${sessionId}$`));
  await expect(editor).not.toContainText("Unsaved changes");

  // 5. Panel search: three conditions that find the demo respondent.
  await runInPalette(page, "Search Panel Members", /Search Panel Members/);
  await expect(page).toHaveURL(/\/searchrespondents$/);
  const search = focusedPane(page);
  await expect(search.getByTestId("search-total")).toHaveText(/matches/);
  await addCondition(page, "Gender", [null, "Non-binary"]);
  await addCondition(page, "State", [null, "New South Wales"]);
  await addCondition(page, "Member ID", ["between", String(riley.id), String(riley.id)]);
  await expect(search.locator(".ps-condition")).toHaveCount(3);
  await expect(search.getByTestId("search-total")).toHaveText(/^1 match(es)?$/);
  const results = search.getByRole("grid", { name: "Search results" });
  await expect(results.getByRole("row").filter({ hasText: RILEY_EMAIL })).toHaveCount(1);

  // 6. Select Riley and Invite… to the session's screener with the invitation template.
  await tabTo(page, results);
  // The active row is the selection.
  await page.keyboard.press("Home");
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "Invite", /Invite…/);
  await page.keyboard.type(jobNumber);
  const target = palette(page)
    .getByRole("option", { name: new RegExp(`${sessionName} \\(#\\d+\\) screener`) })
    .first();
  await expect(target).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(target).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/comms\/sendemail$/);
  const send = focusedPane(page);
  await expect(send.getByRole("row").filter({ hasText: "Riley Respondent" })).toHaveCount(1);
  await expect(send.getByLabel("Template").locator("option:checked")).toHaveText("Survey invitation");
  await checkAndPreview(page);
  let before = await lastMailId();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByRole("dialog")).toContainText("Send to 1 recipient?");
  await page.keyboard.press("Enter");
  const progress = send.getByRole("region", { name: "Campaign progress" });
  await expect(progress.getByRole("heading")).toHaveText(/finished/, { timeout: 30_000 });

  // 7. The respondent opens the mail's link in their own browser, answers and qualifies.
  const invitation = await waitForMail(RILEY_EMAIL, before, 20_000);
  const surveyLink = /https?:\/\/\S+\/survey-landing\/[\w%.-]+/.exec(invitation?.text ?? "")?.[0];
  if (!surveyLink) throw new Error(`no survey link in ${invitation?.text}`);
  // The invitation template names the job, not a time (it also serves invitations without a
  // session); the times the respondent reads are on the confirmation, its page and the portal.
  const riley2 = await respondentPage(browser);
  await riley2.goto(new URL(surveyLink).pathname);
  await expect(riley2.getByRole("heading", { name: /^Hi Riley/ })).toBeVisible();
  await shoot(riley2, "1-survey-landing");
  await riley2.getByRole("button", { name: "Continue to Survey" }).click();
  const welcome = riley2.getByRole("button", { name: "Save and Continue" });
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
  await expect(riley2).toHaveURL(/\/survey\/survey-start\//);
  await expect(riley2.getByText("Do you drink coffee every day?")).toBeVisible();
  await riley2.getByRole("radio", { name: "Yes" }).check();
  await shoot(riley2, "2-screener");
  await riley2
    .getByRole("button", { name: /Next|Finish|Submit/ })
    .first()
    .click();
  await expect(riley2).toHaveURL(/\/surveythankyou\?/);
  await shoot(riley2, "3-thank-you");

  // 8. The recruiter finds them qualified on the session and books them into the first slot.
  await runInPalette(page, `!${stamp}`, new RegExp(sessionName));
  await expect(page).toHaveURL(new RegExp(`/session/edit/${sessionId}/${jobId}/`));
  if (!/attendees$/.test(page.url())) {
    await tabTo(page, focusedPane(page).getByRole("tab", { name: /Attendees/ }));
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(new RegExp(`/session/edit/${sessionId}/${jobId}/attendees$`));
  const rileyRow = grid(page).getByRole("row").filter({ hasText: "Riley Respondent" });
  await expect(rileyRow).toContainText("Qualified");
  await selectRow(page, "Riley Respondent");
  // The second slot: it starts later, so the booking can still be confirmed (the confirm page
  // closes at the slot's start), while attendance counts from the session's start.
  await page.keyboard.press("Alt+B");
  const secondSlot = palette(page).getByRole("option").nth(1);
  await expect(secondSlot).toContainText(`${booked[0]}–${booked[1]}`);
  await expect(secondSlot).toContainText("0 of 4 booked");
  await page.keyboard.press("ArrowDown");
  await expect(secondSlot).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect(rileyRow).toContainText("Booked");

  // 9. The confirmation by e-mail.
  await selectRow(page, "Riley Respondent");
  await page.keyboard.press("Alt+Shift+V");
  await expect(palette(page)).toBeVisible();
  const byEmail = palette(page).getByRole("option", { name: /By e-mail/ });
  await expect(byEmail).toBeVisible();
  for (let i = 0; i < 3 && (await byEmail.getAttribute("aria-selected")) !== "true"; i++)
    await page.keyboard.press("ArrowDown");
  await expect(byEmail).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/comms\/sendemail$/);
  await expect(focusedPane(page).getByRole("row").filter({ hasText: "Riley Respondent" })).toHaveCount(1);
  await checkAndPreview(page);
  before = await lastMailId();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByRole("dialog")).toContainText("Send to 1 recipient?");
  await page.keyboard.press("Enter");
  const confirmation = await waitForMail(RILEY_EMAIL, before, 30_000);
  expect(confirmation?.text).toContain(`on ${today} at ${booked[0]}`);
  expect(confirmation?.text).toContain(venue);
  const confirmLink = /https?:\/\/\S*\/confirm-attendance\/[\w-]+/.exec(confirmation?.text ?? "")?.[0];
  if (!confirmLink) throw new Error(`no confirm link in ${confirmation?.text}`);

  // 10. The respondent confirms on the page, which names the time the recruiter set.
  await riley2.goto(new URL(confirmLink).pathname);
  await expect(riley2.getByRole("heading", { level: 1 })).toHaveText("Please confirm your place, Riley");
  const facts = riley2.locator(".confirm-facts");
  await expect(facts).toContainText(`${today}, ${booked[0]}`);
  await expect(facts).toContainText(/AE[DS]T/);
  await expect(facts).toContainText(INCENTIVE);
  await shoot(riley2, "4-confirm-page");
  await riley2.getByRole("button", { name: "Confirm my attendance" }).click();
  await expect(riley2.getByRole("heading", { level: 1 })).toHaveText("Thanks, Riley: you're confirmed");
  await shoot(riley2, "5-confirmed");

  // 11. The recruiter sees it confirmed, marks attended and pays the job's incentive.
  await runInPalette(page, `!${stamp}`, new RegExp(sessionName));
  await expect(page).toHaveURL(new RegExp(`/session/edit/${sessionId}/${jobId}/attendees$`));
  await expect(rileyRow).toContainText("Confirmed", { timeout: 30_000 });
  await selectRow(page, "Riley Respondent");
  await page.keyboard.press("Alt+Shift+A");
  await expect(rileyRow).toContainText("Attended");
  await selectRow(page, "Riley Respondent");
  await page.keyboard.press("Alt+Shift+P");
  const pay = page.getByRole("dialog");
  await expect(pay).toContainText(`Pay Riley Respondent ${INCENTIVE}?`);
  await page.keyboard.press("Enter");
  await expect(pay).toBeHidden();
  await expect(rileyRow).toContainText(INCENTIVE);

  // 12. The respondent signs in to the portal: the payment and the session at the time set.
  await login(riley2, "respondent");
  await riley2.goto(`/respayments/${riley.id}`);
  const payment = riley2.getByRole("listitem").filter({ hasText: jobName }).first();
  await expect(payment).toContainText(INCENTIVE);
  await expect(payment).toContainText("Paid");
  await shoot(riley2, "6-my-payments");
  await riley2.goto(`/ressession/${riley.id}`);
  const card = riley2.getByRole("listitem").filter({ hasText: jobName }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${booked[0]}–${booked[1]}`);
  await expect(card).toContainText(/AE[DS]T/);
  await shoot(riley2, "7-my-sessions");
  await riley2.context().close();
});
