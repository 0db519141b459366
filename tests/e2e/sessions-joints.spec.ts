import { expect, type Locator, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { palette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * The sessions' joints by keyboard (decisions 171, 172): slot counts, Book into slot with a full
 * slot going to standby, Pay… with the job's incentive, and Undo naming what it undid.
 */

const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');
const grid = (page: Page) => focusedPane(page).getByRole("grid");
const row = (page: Page, name: string) => grid(page).getByRole("row").filter({ hasText: name });

async function tabTo(page: Page, target: Locator, max = 150) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Selects `count` grid rows from row `first` by keyboard. */
async function selectRows(page: Page, first: number, count: number) {
  await tabTo(page, grid(page));
  await page.keyboard.press("Home");
  for (let i = 0; i < first; i++) await page.keyboard.press("ArrowDown");
  for (let i = 1; i < count; i++) await page.keyboard.press("Shift+ArrowDown");
}

test("book into a slot (full → standby), pay the job's incentive, undo names what it undid", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const api = await apiAs("recruiter");
  const admin = await apiAs("admin");
  const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list")).body.value;
  const job = await api.postJson<{ id: number; jobNumber: string }>("/api/job/update", {
    id: 0,
    name: `Joints Study ${stamp}`,
    clientId: clients?.[0]?.id,
    status: "Open",
  });
  expect(job.body.succeeded, JSON.stringify(job.body.errors)).toBe(true);
  const jobId = job.body.value?.id ?? 0;
  const jobNumber = job.body.value?.jobNumber ?? "";
  const incentive = await admin.postJson("/api/job/incentive/update", {
    id: 0,
    jobId,
    incentiveType: "Cash",
    amount: 120,
  });
  expect(incentive.body.succeeded, JSON.stringify(incentive.body.errors)).toBe(true);
  // A session that started an hour ago (attendance is recorded from the start), two slots.
  const start = new Date(Date.now() - 3_600_000);
  const session = await api.postJson<{ id: number; sessionNumber: number }>("/api/jobgroup/update", {
    jobId,
    name: `Joints ${stamp}`,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 5 * 3_600_000).toISOString(),
    requiredPlaces: 8,
    standbyPlaces: 4,
  });
  expect(session.body.succeeded, JSON.stringify(session.body.errors)).toBe(true);
  const sessionId = session.body.value?.id ?? 0;
  for (const [offset, capacity] of [
    [0, 1],
    [2, 4],
  ] as const) {
    const from = new Date(start.getTime() + offset * 3_600_000);
    const slot = await api.postJson("/api/jobgroup-time/update", {
      jobGroupId: sessionId,
      startsAt: from.toISOString(),
      endsAt: new Date(from.getTime() + 3_600_000).toISOString(),
      capacity,
    });
    expect(slot.body.succeeded, JSON.stringify(slot.body.errors)).toBe(true);
  }
  // Members the eligibility rules let anyone book: those an invitation (checked) accepts.
  const pool = await api.postJson<{ id: number }>("/api/jobgroup/update", {
    jobId,
    name: `Pool ${stamp}`,
    startsAt: new Date(start.getTime() + 48 * 3_600_000).toISOString(),
    requiredPlaces: 0,
    standbyPlaces: 0,
  });
  const invited = await api.postJson<{ created: { respondentId: number }[] }>("/api/event/create", {
    jobId,
    jobGroupId: pool.body.value?.id,
    respondentIds: Array.from({ length: 40 }, (_, i) => 30 + i),
    status: "Invited",
  });
  const eligible = (invited.body.value?.created ?? []).slice(0, 3).map((c) => c.respondentId);
  expect(eligible).toHaveLength(3);
  // Three members qualified onto the session (as a screener would), none in a slot yet.
  const made = await api.postJson("/api/event/create", {
    jobId,
    jobGroupId: sessionId,
    respondentIds: eligible,
    status: "Qualified",
  });
  expect(made.body.succeeded, JSON.stringify(made.body.errors)).toBe(true);

  await signInToCleanWorkspace(page, "recruiter");
  await runInPalette(page, `!${stamp}`, new RegExp(`Joints ${stamp}`));
  await expect(page).toHaveURL(new RegExp(`/session/edit/${sessionId}/${jobId}/`));
  if (!/attendees$/.test(page.url())) await page.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  const facts = focusedPane(page).getByTestId("session-facts");
  await expect(facts).toContainText("0 of 8 booked");
  await expect(grid(page)).toHaveAttribute("data-total", "3");
  const names = await grid(page).locator("tbody tr td:first-child").allInnerTexts();

  // Two selected into the one-place slot: one is booked, the other goes to standby, and the
  // picker and the toast say so.
  await selectRows(page, 0, 2);
  await page.keyboard.press("Alt+B");
  const first = palette(page).getByRole("option").first();
  await expect(first).toContainText("0 of 1 booked");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect(page.getByText(`Slot full: ${names[1]} added to standby.`, { exact: false })).toBeVisible();
  await expect(facts).toContainText("1 of 8 booked");
  await expect(grid(page)).toHaveAttribute("data-total", "2");
  // The slot list counts them too.
  const slots = (await api.get<{ booked: number; standby: number }[]>(`/api/jobgroup-times/${sessionId}`))
    .body.value;
  expect(slots?.[0]).toMatchObject({ booked: 1, standby: 1 });

  // The booked one attended and is paid the job's $120 without entering an amount.
  const booked = names[0] ?? "";
  const at = (await grid(page).locator("tbody tr td:first-child").allInnerTexts()).indexOf(booked);
  await selectRows(page, at, 1);
  await page.keyboard.press("Alt+Shift+A");
  await expect(row(page, booked).locator("td").nth(3)).toHaveText("Attended");
  await selectRows(page, at, 1);
  await page.keyboard.press("Alt+Shift+P");
  const ask = page.getByRole("dialog");
  await expect(ask).toContainText(`Pay ${booked} $120.00?`);
  await page.keyboard.press("Enter");
  await expect(ask).toBeHidden();
  await expect(row(page, booked).locator("td").nth(7)).toHaveText("Yes");
  await expect(row(page, booked).locator("td").nth(6)).toHaveText("$120.00");

  // Undo acts on this session and says what it undid, and where.
  await page.keyboard.press("Alt+Shift+Z");
  await expect(
    page.getByText(`Undid: 1 attendee paid in ${jobNumber} #${session.body.value?.sessionNumber}.`),
  ).toBeVisible();
  await expect(row(page, booked).locator("td").nth(7)).not.toHaveText("Yes");
  // The payment's toast and its Undo button are gone (walkthrough minor 9).
  const payToast = page.locator("[data-sonner-toast]").filter({ hasText: /paid/, hasNotText: /Undid/ });
  await expect(payToast).toHaveCount(0);
});
