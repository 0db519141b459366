import { expect, type Locator, type Page, test } from "@playwright/test";
import { wallDay } from "../../server/contracts/agency-time";
import { STATUS_COLOURS } from "../../src/features/sessions/model/calendar";
import { apiAs } from "./support/api";
import { login, logout } from "./support/login";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * One clock (decisions 170, 173). playwright.config.ts runs the server under TZ=UTC and this
 * browser in New York; the agency is the seeded Australia/Sydney. Sydney's daylight saving ends
 * on Sunday 04/04/2027 at 03:00 (AEDT +11 → AEST +10), so 18:00 on 03/04 and on 05/04 are
 * different UTC hours. Every screen must read 18:00 for both.
 */
const DAYS = [
  { typed: "03/04/2027", iso: "2027-04-03", utc: "2027-04-03T07:00:00.000Z" },
  { typed: "05/04/2027", iso: "2027-04-05", utc: "2027-04-05T08:00:00.000Z" },
];

/** "#1d7a3a" as the browser reports a computed colour: "rgb(29, 122, 58)". */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

/** The first painted background of an element or its descendants (the event's colour). */
const paintedBackground = (el: Locator) =>
  el.evaluate((node) => {
    for (const e of [node, ...Array.from(node.querySelectorAll("*"))]) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg && bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent") return bg;
    }
    return "";
  });

const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');

test("sessions typed at 18:00 either side of a daylight-saving change read 18:00 on every screen", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const api = await apiAs("recruiter");
  const me = (await api.get<{ username: string }>("/api/workspace/me")).body.value;
  const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list")).body.value;
  const job = await api.postJson<{ id: number; jobNumber: string }>("/api/job/update", {
    id: 0,
    name: `Clock Study ${stamp}`,
    clientId: clients?.[0]?.id,
    status: "Open",
    projectManager: me?.username,
  });
  expect(job.body.succeeded, JSON.stringify(job.body.errors)).toBe(true);
  const jobId = job.body.value?.id ?? 0;
  const jobNumber = job.body.value?.jobNumber ?? "";
  const riley =
    (
      await api.get<{ id: number; fullName: string }[]>("/api/search/respondent/Riley Respondent/")
    ).body.value?.find((r) => r.fullName === "Riley Respondent")?.id ?? 0;

  // The recruiter types both sessions and a time slot each, by keyboard, in a New York browser.
  await signInToCleanWorkspace(page, "recruiter");
  const sessionIds: number[] = [];
  for (const [i, day] of DAYS.entries()) {
    await runInPalette(page, `#${jobNumber}`, new RegExp(jobNumber));
    await runInPalette(page, "add session", /Add session/);
    await expect(page.getByLabel("Session name")).toBeFocused();
    await page.keyboard.press("Control+a");
    await page.keyboard.type(`Clock ${stamp} ${i + 1}`);
    await page.keyboard.press("Tab"); // status
    await page.keyboard.press("Tab");
    await page.keyboard.type(day.typed);
    await page.keyboard.press("Tab");
    await page.keyboard.type("18:00");
    await page.keyboard.press("Tab");
    await page.keyboard.type("20:00");
    await page.keyboard.press("Tab");
    await page.keyboard.type("4");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/session\/edit\/\d+\/\d+\/times$/);
    sessionIds.push(Number(/\/session\/edit\/(\d+)/.exec(page.url())?.[1]));
    await runInPalette(page, "add time slot", /Add time slot/);
    const form = page.getByRole("dialog");
    await expect(form.getByLabel("Date")).toBeFocused();
    await page.keyboard.type(day.typed);
    await page.keyboard.press("Tab");
    await page.keyboard.type("18:00");
    await page.keyboard.press("Tab");
    await page.keyboard.type("19:30");
    await page.keyboard.press("Tab");
    await page.keyboard.type("4");
    await page.keyboard.press("Enter");
    await expect(form).toBeHidden();
    const slot = focusedPane(page).getByRole("grid").getByRole("row").filter({ hasText: day.typed });
    await expect(slot.locator("td").nth(1)).toHaveText("18:00");
  }

  // Stored as the right instants: Sydney's offset of each day, not New York's nor UTC's.
  const slotIds: number[] = [];
  const statuses: string[] = [];
  for (const [i, id] of sessionIds.entries()) {
    const s = (await api.get<{ startsAt: string; status: string }>(`/api/jobgroup/${id}`)).body.value;
    statuses.push(s?.status ?? "");
    expect(new Date(s?.startsAt ?? "").toISOString()).toBe(DAYS[i]?.utc);
    const slots = (await api.get<{ id: number; startsAt: string }[]>(`/api/jobgroup-times/${id}`)).body.value;
    expect(new Date(slots?.[0]?.startsAt ?? "").toISOString()).toBe(DAYS[i]?.utc);
    slotIds.push(slots?.[0]?.id ?? 0);
    const booked = await api.postJson("/api/event/create", {
      jobId,
      jobGroupId: id,
      jobGroupTimeId: slots?.[0]?.id,
      respondentIds: [riley],
    });
    expect(booked.body.succeeded, JSON.stringify(booked.body.errors)).toBe(true);
  }

  // The attendee grid: the booking's time slot at 18:00 on its day.
  for (const [i, day] of DAYS.entries()) {
    await runInPalette(page, `!Clock ${stamp} ${i + 1}`, new RegExp(`Clock ${stamp} ${i + 1}`));
    await expect(page).toHaveURL(new RegExp(`/session/edit/${sessionIds[i]}/${jobId}/attendees$`));
    const row = focusedPane(page).getByRole("row").filter({ hasText: "Riley Respondent" });
    await expect(row).toContainText(`${day.typed} 18:00–19:30`);
  }

  // Pending Sessions: both start at 18:00, date and time in full.
  await runInPalette(page, "pending sessions", /Pending Sessions/);
  const pending = focusedPane(page).getByRole("grid").first();
  // M18: the second table has a visible heading and follows the filters (this job's sessions are
  // months away, so none of them is missing confirmations in the next 14 days).
  await expect(
    focusedPane(page).getByRole("heading", { name: /Sessions missing confirmations/ }),
  ).toBeVisible();
  const missing = focusedPane(page).getByRole("grid", { name: "Sessions missing confirmations" });
  await expect(missing).not.toHaveAttribute("data-total", "0");
  await focusedPane(page).getByLabel("Job number").focus();
  await page.keyboard.type(jobNumber);
  await page.keyboard.press("Enter");
  await expect(pending).toHaveAttribute("data-total", "2");
  await expect(missing).toHaveAttribute("data-total", "0");
  // This job's two sessions (months away, so below the rows a grid renders until scrolled).
  for (const [i, day] of DAYS.entries())
    await expect(pending.getByRole("row").filter({ hasText: `Clock ${stamp} ${i + 1}` })).toContainText(
      `${day.typed} 18:00`,
    );

  // The calendar: Alt+PageDown to April 2027, both events at 18:00, in their status colour.
  await page.setViewportSize({ width: 1400, height: 900 });
  await runInPalette(page, "session calendar", /Session Calendar/);
  const calendar = focusedPane(page);
  await expect(calendar.getByRole("list", { name: "Status colours" })).toBeVisible();
  // Today is the agency's today (New York is a day behind Sydney for part of each day), in view.
  const today = calendar.locator('[aria-current="date"]').first();
  await expect(today).toHaveAttribute("data-date", wallDay(new Date(), "Australia/Sydney"));
  await expect(today).toBeInViewport();
  for (let i = 0; i < 12; i++) {
    if (await calendar.getByText("April 2027").count()) break;
    await page.keyboard.press("Alt+PageDown");
    await page.waitForTimeout(150);
  }
  await expect(calendar.getByText("April 2027").first()).toBeVisible();
  for (const [i, day] of DAYS.entries()) {
    const cell = calendar.locator(`[data-date="${day.iso}"]`).first();
    const event = cell.getByRole("button", { name: new RegExp(`Clock ${stamp} ${i + 1}`) });
    await expect(event).toContainText("18:00");
    // The title is short enough to show status and places, and the status colour is painted.
    await expect(event.getByText(new RegExp(`${statuses[i]} · \\d+/4`))).toBeVisible();
    expect(await event.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const colour = STATUS_COLOURS[statuses[i] ?? ""]?.bg ?? "";
    expect(await paintedBackground(event)).toBe(rgb(colour));
  }
  // Alt+Home is back to the agency's today.
  await page.keyboard.press("Alt+Home");
  await expect(calendar.getByText("April 2027")).toHaveCount(0);

  // The respondent's My Sessions reads 18:00 for both (the browser is still in New York).
  await logout(page);
  await login(page, "respondent");
  await page.goto(`/ressession/${riley}`);
  for (const day of DAYS) {
    const card = page.getByRole("listitem").filter({ hasText: day.typed });
    await expect(card.first()).toContainText("18:00");
  }
  expect(slotIds.every((id) => id > 0)).toBe(true);
});
