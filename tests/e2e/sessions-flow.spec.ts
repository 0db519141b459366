import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { wallDateText } from "../../server/contracts/agency-time";
import { apiAs } from "./support/api";
import { addSessionByKeyboard, addTimeSlotByKeyboard } from "./support/keyboard-steps";
import { login, logout } from "./support/login";
import { palette, runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace, tabTo } from "./support/workspace";

const grid = (page: Page) => focusedPane(page).getByRole("grid");

/** The agency's today (seeded Australia/Sydney) as the date inputs take it (DD/MM/YYYY). */
const today = (): string => wallDateText(new Date(), "Australia/Sydney");

/** The grid's row of a respondent. */
const row = (page: Page, name: string) => grid(page).getByRole("row").filter({ hasText: name });

/** Selects `count` grid rows from row `first` by keyboard: Home, arrows, Shift+arrows. */
async function selectRows(page: Page, first: number, count: number) {
  await tabTo(page, grid(page));
  await page.keyboard.press("Home");
  for (let i = 0; i < first; i++) await page.keyboard.press("ArrowDown");
  for (let i = 1; i < count; i++) await page.keyboard.press("Shift+ArrowDown");
}

/** Pay… asks with the amount: Enter says yes. */
async function answerConfirm(page: Page) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Pay ");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}

async function answerPrompt(page: Page, text: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox")).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
}

test("a recruiter runs a session by keyboard: slots, bookings, confirm, no-show, pay, undo; the respondent, calendar and Pending Sessions see it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const stamp = Date.now().toString(36).toUpperCase();
  const sessionName = `Evening ${stamp}`;

  // Arrange: a job the recruiter manages (Pending Sessions lists the user's own sessions) and
  // three panel members, the demo respondent among them.
  const api = await apiAs("recruiter");
  const me = (await api.get<{ username: string; name: string }>("/api/workspace/me")).body.value;
  const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list")).body.value;
  const job = await api.postJson<{ id: number; jobNumber: string }>("/api/job/update", {
    id: 0,
    name: `Session Study ${stamp}`,
    clientId: clients?.[0]?.id,
    status: "Open",
    projectManager: me?.username,
  });
  expect(job.body.succeeded, JSON.stringify(job.body.errors)).toBe(true);
  const jobNumber = job.body.value?.jobNumber ?? "";
  // The demo respondent (other panel members may be called Riley too).
  const found = (
    await api.get<{ id: number; fullName: string }[]>("/api/search/respondent/Riley Respondent/")
  ).body.value;
  const demo = found?.find((r) => r.fullName === "Riley Respondent");
  const rileyId = demo?.id ?? 0;
  // Two members the eligibility rules let anyone book (an invitation checks them; opted-out
  // members are refused), found through a session of another job (the booking picker below
  // must not list it).
  const poolJob = await api.postJson<{ id: number }>("/api/job/update", {
    id: 0,
    name: "Eligibility pool",
    clientId: clients?.[0]?.id,
    status: "Open",
  });
  const pool = await api.postJson<{ id: number }>("/api/jobgroup/update", {
    jobId: poolJob.body.value?.id,
    name: "Pool",
    startsAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    requiredPlaces: 0,
    standbyPlaces: 0,
  });
  const invited = await api.postJson<{ created: { respondentId: number; fullName: string }[] }>(
    "/api/event/create",
    {
      jobId: poolJob.body.value?.id,
      jobGroupId: pool.body.value?.id,
      respondentIds: Array.from({ length: 20 }, (_, i) => i + 1).filter((id) => id !== rileyId),
      status: "Invited",
    },
  );
  const others = (invited.body.value?.created ?? [])
    .slice(0, 2)
    .map((c) => ({ id: c.respondentId, fullName: c.fullName }));
  const people = [{ id: rileyId, fullName: "Riley Respondent" }, ...others];
  expect(people).toHaveLength(3);

  await signInToCleanWorkspace(page, "recruiter");

  // Open the job and add a session from it.
  await runInPalette(page, `#${jobNumber}`, new RegExp(jobNumber));
  await expect(page).toHaveURL(/\/job\/edit\/\d+/);
  await addSessionByKeyboard(page, sessionName, { day: today(), from: "18:00", to: "21:00" }, "8");
  const [, sessionId, jobId] = /\/session\/edit\/(\d+)\/(\d+)/.exec(page.url()) ?? [];

  // Two time slots through "Add time slot".
  for (const [from, to] of [
    ["18:00", "19:30"],
    ["19:30", "21:00"],
  ] as const)
    await addTimeSlotByKeyboard(page, { day: today(), from, to }, "4");
  await expect(focusedPane(page).getByRole("grid")).toHaveAttribute("data-total", "2");

  // Book three panel members found through the palette into the first slot.
  for (const person of people) {
    await runInPalette(page, `@${person.id}`, new RegExp(person.fullName));
    await expect(page).toHaveURL(new RegExp(`/${person.id}$`));
    await page.keyboard.press("Control+k");
    await page.keyboard.type("book into session");
    await expect(
      palette(page)
        .getByRole("option", { name: /Book into session/ })
        .first(),
    ).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await page.keyboard.type(stamp);
    await expect(
      palette(page)
        .getByRole("option", { name: /18:00–19:30/ })
        .first(),
    ).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(palette(page)).toBeHidden();
    await expect(page.getByText(new RegExp(`Booked into .*${person.fullName}`)).first()).toBeVisible();
  }

  // The session's attendees: confirm two, one no-show.
  await runInPalette(page, `!${stamp}`, new RegExp(sessionName));
  await expect(page).toHaveURL(new RegExp(`/session/edit/${sessionId}/${jobId}/attendees$`));
  await expect(grid(page)).toHaveAttribute("data-total", "3");
  const names = await grid(page).locator("tbody tr td:first-child").allInnerTexts();
  // The no-show is a row at one end that is not the demo respondent, so the two to confirm are
  // next to each other (Shift+arrow selects a range) and the demo respondent is among them.
  const rileyAt = names.indexOf(people[0]?.fullName ?? "");
  const noShow = rileyAt === 0 ? 2 : 0;
  const pair = noShow === 0 ? 1 : 0;
  const paid = (i: number) =>
    row(page, names[i] ?? "")
      .locator("td")
      .nth(7);
  const status = (i: number) =>
    row(page, names[i] ?? "")
      .locator("td")
      .nth(3);
  await selectRows(page, pair, 2);
  await page.keyboard.press("Alt+Shift+C");
  await expect(status(pair)).toHaveText("Confirmed");
  await expect(status(pair + 1)).toHaveText("Confirmed");
  // Attendance is recorded from the session's start: the session starts now (API, arranging).
  const saved = (await api.get<Record<string, unknown>>(`/api/jobgroup/${sessionId}`)).body.value ?? {};
  const begun = await api.postJson("/api/jobgroup/update", {
    ...saved,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Math.max(Date.parse(String(saved.endsAt)), Date.now() + 3 * 3_600_000)).toISOString(),
  });
  expect(begun.body.succeeded, JSON.stringify(begun.body.errors)).toBe(true);
  await page.reload();
  await expect(grid(page)).toHaveAttribute("data-total", "3");
  await selectRows(page, noShow, 1);
  await page.keyboard.press("Alt+Shift+X");
  await expect(status(noShow)).toHaveText("No show");

  // They attended, get a $75 incentive, are paid; undo the payment, then pay again.
  await selectRows(page, pair, 2);
  await page.keyboard.press("Alt+Shift+A");
  await expect(status(pair)).toHaveText("Attended");
  await selectRows(page, pair, 2);
  await page.keyboard.press("Alt+Shift+M");
  await answerPrompt(page, "75");
  await expect(
    row(page, names[pair] ?? "")
      .locator("td")
      .nth(6),
  ).toHaveText("$75.00");
  await selectRows(page, pair, 2);
  await page.keyboard.press("Alt+Shift+P");
  await answerConfirm(page);
  await expect(paid(pair)).toHaveText("Yes");
  // The command is offered once the payment's batch is remembered (its button says so).
  await expect(focusedPane(page).getByRole("button", { name: "Undo last attendee action" })).toBeEnabled();
  await page.keyboard.press("Alt+Shift+Z");
  await expect(page.getByText("Undone").first()).toBeVisible();
  await expect(paid(pair)).not.toHaveText("Yes");
  await selectRows(page, pair, 2);
  await page.keyboard.press("Alt+Shift+P");
  await answerConfirm(page);
  await expect(paid(pair)).toHaveText("Yes");
  await expect(paid(pair + 1)).toHaveText("Yes");

  // Axe on the session screen at 1280 and 375 px.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page }).include('[data-testid="ws-pane"]').analyze();
    const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious, JSON.stringify(serious.map((v) => [v.id, v.nodes[0]?.target]))).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The calendar shows the session; Enter on it opens the session tab.
  await runInPalette(page, "session calendar", /Session Calendar/);
  // A session that runs past midnight shows on both days: the first is the one to open.
  const event = focusedPane(page)
    .getByRole("button", { name: new RegExp(sessionName) })
    .first();
  await expect(event).toBeVisible();
  await tabTo(page, event, 120);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/session/edit/${sessionId}/${jobId}/attendees$`));

  // Pending Sessions lists it.
  await runInPalette(page, "pending sessions", /Pending Sessions/);
  // Filtered by project manager (the filters of GetUserCurrentSessionsWithParam), by keyboard.
  // The project manager is picked by name (decision 178) and listed by name.
  const pm = focusedPane(page).getByLabel("Project manager");
  await tabTo(page, pm);
  await page.keyboard.type("Robin Recruiter");
  await expect(pm.locator("option:checked")).toHaveText("Robin Recruiter");
  await page.keyboard.press("Enter");
  await expect(focusedPane(page).getByRole("grid").first()).toContainText(sessionName);
  await expect(focusedPane(page).getByRole("grid").first()).toContainText("Robin Recruiter");

  // The respondent sees the booking and, when paid, the payment.
  await logout(page);
  await login(page, "respondent");
  await page.goto(`/ressession/${rileyId}`);
  // Cards carry the study's name, not its internal job number (walkthrough M14).
  const card = page
    .getByRole("listitem")
    .filter({ hasText: `Session Study ${stamp}` })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText("Attended");
  await expect(card).toContainText("Paid");
  await expect(card).toContainText("18:00–19:30");
  await page.goto(`/respayments/${rileyId}`);
  await expect(page.getByText("$75.00").first()).toBeVisible();
});
