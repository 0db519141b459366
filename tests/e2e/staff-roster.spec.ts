import { expect, test } from "@playwright/test";
import { addDays, instantOf, mondayOf, wallDay } from "../../server/contracts/agency-time";
import type { Roster } from "../../server/contracts/staff-office/roster";
import { viewRange } from "../../src/features/staff-office/roster/model/roster-grid";
import { audit } from "./respondents-audit";
import { apiAs, lastMailId, waitForMail } from "./support/api";
import { newJob } from "./support/arrange";
import { saved } from "./support/format-data";
import { pickInPalette, runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace, tabTo } from "./support/workspace";

const ZONE = "Australia/Sydney";

/**
 * The roster by keyboard (decisions 250–252): a session next week whose recruiter is rostered by
 * "Propose roster from sessions"; the draft moved onto another person's approved leave (the demo
 * seed's, next Wednesday) is refused with the leave named; publishing mails the recruiter.
 * Audited at 1280 and 375 px.
 */
test("propose next week's roster from sessions, a move onto leave refused, publish", async ({ page }) => {
  test.setTimeout(150_000);
  const admin = await apiAs("admin");
  const from = addDays(mondayOf(wallDay(new Date(), ZONE)), 7);
  const to = addDays(from, 6);
  const week = (await admin.get<Roster>(`/api/staff-roster?from=${from}&to=${to}`)).body.value;
  const leave = week?.busy.find((b) => b.kind === "leave");
  if (!week || !leave) throw new Error("the demo seed has no approved leave next week");
  const day = leave.day;
  const away = week.people.find((p) => p.id === leave.staffUserId);
  const free = (id: number) =>
    !week.shifts.some((s) => s.staffUserId === id && s.day === day) &&
    !week.busy.some((b) => b.staffUserId === id && b.day === day);
  const recruiter = week.people.find((p) => p.id !== leave.staffUserId && free(p.id));
  if (!away || !recruiter) throw new Error("no free recruiter next week");

  const jobId = await newJob(admin, "Roster e2e job");
  const at = (time: string) => new Date(instantOf(day, time, ZONE) ?? "").toISOString();
  await saved(admin, "/api/jobgroup/update", {
    id: 0,
    jobId,
    name: "Roster e2e group",
    startsAt: at("10:00"),
    endsAt: at("12:00"),
    requiredPlaces: 6,
    recruiters: [recruiter.username],
  });
  const mailsBefore = await lastMailId();

  await signInToCleanWorkspace(page, "admin");
  await page.goto("/staff/roster");
  const pane = focusedPane(page);
  await expect(pane.getByRole("heading", { name: "Staff Roster" })).toBeVisible();
  const grid = pane.getByRole("grid");
  await tabTo(page, grid.locator('[data-cell="0-0"]'));
  await page.keyboard.press("PageDown");
  await expect(
    pane.getByRole("columnheader", { name: new RegExp(`${day.slice(8, 10)}/${day.slice(5, 7)}`) }),
  ).toBeVisible();

  await runInPalette(page, "propose roster", /Propose roster from sessions/);
  await expect(page.getByText("Roster proposed")).toBeVisible();

  // To the recruiter's cell on the session's day, by arrows.
  const row = week.people.findIndex((p) => p.id === recruiter.id);
  const awayRow = week.people.findIndex((p) => p.id === away.id);
  const col = week.days.indexOf(day);
  const cell = grid.locator(`[data-cell="${row}-${col}"]`);
  await tabTo(page, grid.locator('[data-cell="0-0"]'));
  for (let i = 0; i < row; i++) await page.keyboard.press("ArrowDown");
  for (let i = 0; i < col; i++) await page.keyboard.press("ArrowRight");
  await expect(cell).toBeFocused();
  await expect(cell).toContainText("Roster e2e group");
  await expect(cell).toContainText("09:30–12:15");
  await expect(cell).toContainText("(draft)");

  // Pick it up, take it to the person on leave, drop it: refused with the leave named.
  await page.keyboard.press("m");
  await expect(pane.getByRole("status").filter({ hasText: "Moving" })).toBeVisible();
  const step = awayRow > row ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(awayRow - row); i++) await page.keyboard.press(step);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Shift refused")).toBeVisible();
  await expect(page.getByText(new RegExp(`clashes with ${away.name}: Annual leave`))).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(pane.getByRole("status").filter({ hasText: "Moving" })).toHaveCount(0);
  await expect(cell).toContainText("Roster e2e group");

  await runInPalette(page, "publish roster", /Publish roster/);
  await page.getByRole("dialog").getByRole("button", { name: "Publish" }).press("Enter");
  await expect(page.getByText("Roster published")).toBeVisible();
  await expect(cell).toContainText("Roster e2e group");
  await expect(cell).not.toContainText("(draft)");
  const mail = await waitForMail(recruiter.username, mailsBefore);
  expect(mail?.text).toContain("09:30–12:15");

  // A job waiting for recruiters, allocated to the focused person from the palette's picker.
  // The grid's one tab stop is still on the person on leave: back up to the recruiter.
  await tabTo(page, grid.locator('td[tabindex="0"]'));
  const back = awayRow > row ? "ArrowUp" : "ArrowDown";
  for (let i = 0; i < Math.abs(awayRow - row); i++) await page.keyboard.press(back);
  await expect(cell).toBeFocused();
  await page.keyboard.press("a");
  await pickInPalette(page, "Roster e2e job", /Roster e2e job/);
  await expect(page.getByText(`${recruiter.name} recruits for`)).toBeVisible();
  const job = (await admin.get<{ recruiters: string[] }>(`/api/job/${jobId}`)).body.value;
  expect(job?.recruiters).toEqual([recruiter.username]);

  await audit(page, "staff-roster-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(
    pane.getByRole("heading", { name: new RegExp(`${day.slice(8, 10)}/${day.slice(5, 7)}/`) }),
  ).toBeVisible();
  await audit(page, "staff-roster-375");

  // The month view: whole weeks around the month, the same grid.
  await page.setViewportSize({ width: 1280, height: 800 });
  const monthButton = pane.getByRole("button", { name: "Month view" });
  await tabTo(page, monthButton, 60, "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(pane.getByRole("button", { name: "Week view" })).toBeVisible();
  const month = viewRange(addDays(wallDay(new Date(), ZONE), 7), "month");
  const monthDays = (Date.parse(month.to) - Date.parse(month.from)) / 86_400_000 + 1;
  await expect(grid.getByRole("row").first().getByRole("columnheader")).toHaveCount(monthDays + 1);
  await audit(page, "staff-roster-month-1280");
});
