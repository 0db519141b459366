import { expect, type Locator, type Page, test } from "@playwright/test";
import { addDays, wallDay } from "../../server/contracts/agency-time";
import { audit, axeLog } from "./respondents-audit";
import { palette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * Staff leave (decisions 253, 254), by keyboard: the recruiter requests a day of annual leave, the
 * administrator (ManageStaffAttendance) selects it in the queue and approves it with Alt+A, and
 * the recruiter's balance moves 7.60 hours from pending to taken. Axe at 1280 and 375 px.
 */
test.describe.configure({ mode: "serial" });
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

const ZONE = "Australia/Sydney";
const isWeekday = (day: string) => {
  const w = new Date(`${day}T12:00:00Z`).getUTCDay();
  return w >= 1 && w <= 5;
};
/** A working day three weeks ago, before the demo recruiter's seeded sessions, in this agency year. */
function leaveDay(): string {
  const today = wallDay(new Date(), ZONE);
  let day = addDays(today, -20);
  while (!isWeekday(day)) day = addDays(day, -1);
  if (day.slice(0, 4) !== today.slice(0, 4)) {
    day = addDays(today, 20);
    while (!isWeekday(day)) day = addDays(day, 1);
  }
  return day;
}
const DAY = leaveDay();
const TYPED = `${DAY.slice(8, 10)}${DAY.slice(5, 7)}${DAY.slice(0, 4)}`;
const SHOWN = `${DAY.slice(8, 10)}/${DAY.slice(5, 7)}/${DAY.slice(0, 4)}`;
const note = `E2E leave ${Date.now().toString().slice(-6)}`;

interface Hours {
  allowance: number;
  taken: number;
  pending: number;
  remaining: number;
}

/** The hours in the Annual row of a balances grid. */
async function annualRow(grid: Locator): Promise<Hours> {
  const row = grid.locator("tbody tr").filter({ hasText: /^Annual/ });
  await expect(row).toHaveCount(1);
  const [allowance, taken, pending, remaining] = (await row.locator("td").allInnerTexts())
    .slice(1)
    .map(Number);
  return { allowance: allowance ?? 0, taken: taken ?? 0, pending: pending ?? 0, remaining: remaining ?? 0 };
}
/** The balance after a day of leave was asked for (pending) or approved (taken). */
const after = (b: Hours, as: "pending" | "taken"): Hours => ({
  allowance: b.allowance,
  taken: round(b.taken + (as === "taken" ? 7.6 : 0)),
  pending: round(b.pending + (as === "pending" ? 7.6 : 0)),
  remaining: round(b.remaining - 7.6),
});

async function openLeavePage(page: Page) {
  await runInPalette(page, "staff leave", /Staff Leave/);
  await expect(page.getByRole("heading", { name: "Staff Leave", level: 1 })).toBeVisible();
}

test("a recruiter requests leave, a manager approves it, the balance moves; all by keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "recruiter");
  await openLeavePage(page);
  const mine = page.getByRole("grid", { name: /^My balances \d{4}$/ });
  await expect(mine.locator("tbody tr")).toHaveCount(3);
  const before = await annualRow(mine);

  // Request leave… from the palette: the form opens on the type; Ctrl+S sends it.
  await runInPalette(page, "request leave", /Request leave…/);
  const type = page.getByLabel("Leave type");
  await expect(type).toBeFocused();
  await page.keyboard.press("ArrowDown"); // Annual leave
  await expect(type).toHaveValue("Annual");
  await page.keyboard.press("Tab");
  await page.keyboard.type(note);
  await page.keyboard.press("Tab");
  await page.keyboard.type(TYPED);
  await page.keyboard.press("Tab");
  await page.keyboard.type(TYPED);
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Successfully Saved!")).toBeVisible();
  const requests = page.getByRole("grid", { name: "My leave requests" });
  const myRow = requests.locator("tbody tr").filter({ hasText: note });
  await expect(myRow).toContainText(SHOWN);
  await expect(myRow).toContainText("7.60");
  await expect(myRow).toContainText("Requested");
  await expect.poll(() => annualRow(mine)).toEqual(after(before, "pending"));
  await audit(page, "staff-leave-recruiter");
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "staff-leave-recruiter");
  await page.screenshot({ path: "/tmp/h20-leave-recruiter-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The manager: the request waits in the queue; select it by keyboard, Alt+A approves it.
  await signInToCleanWorkspace(page, "admin");
  await openLeavePage(page);
  const queue = page.getByRole("grid", { name: "Leave requests to decide" });
  await expect(queue).toContainText(note);
  await tabTo(page, queue);
  const selected = queue.locator('tbody tr[aria-selected="true"]');
  for (let i = 0; i < 20 && !((await selected.textContent()) ?? "").includes(note); i++)
    await page.keyboard.press("ArrowDown");
  await expect(selected).toContainText("Robin Recruiter");
  await expect(selected).toContainText(note);
  const theirs = page.getByRole("grid", { name: /^Balances of Robin Recruiter \d{4}$/ });
  await expect.poll(() => annualRow(theirs)).toEqual(after(before, "pending"));
  await audit(page, "staff-leave-manager");
  await page.screenshot({ path: "/tmp/h20-leave-manager-1280.png", fullPage: true });
  await page.keyboard.press("Alt+a");
  await expect(page.getByText("Leave approved.")).toBeVisible();
  await expect(queue).not.toContainText(note);
  await expect.poll(() => annualRow(theirs)).toEqual(after(before, "taken"));
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "staff-leave-manager");
  await page.screenshot({ path: "/tmp/h20-leave-manager-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Declining needs a reason: the palette's Decline leave… asks for it (a seeded request).
  await tabTo(page, queue);
  await page.keyboard.press("Home");
  await expect(selected).toHaveCount(1);
  await runInPalette(page, "decline leave", /Decline leave…/);
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText("declined?");
  await page.keyboard.press("Enter");
  await expect(ask).toContainText("Give the reason");
  await page.keyboard.type("Fieldwork that week");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Leave declined.")).toBeVisible();
  await expect(palette(page)).toBeHidden();

  // The recruiter reads the decision on their own list.
  await signInToCleanWorkspace(page, "recruiter");
  await openLeavePage(page);
  const approvedRow = page
    .getByRole("grid", { name: "My leave requests" })
    .locator("tbody tr")
    .filter({ hasText: note });
  await expect(approvedRow).toContainText("Approved by Avery Admin");
  await expect.poll(() => annualRow(mine)).toEqual(after(before, "taken"));
});

const round = (n: number) => Math.round(n * 100) / 100;
