import { expect, type Page, test } from "@playwright/test";
import { wallDateText } from "../../server/contracts/agency-time";
import { apiAs } from "./support/api";
import { bookedSession, ownJob } from "./support/arrange";
import { palette, runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

// Keyboard flow after actions (issue 16 item 9, walkthrough S6, M1, M3, M4 and the Alt+W race).
const grid = (page: Page) => focusedPane(page).getByRole("grid");
const selectedRows = (page: Page) => grid(page).locator('tbody tr[aria-selected="true"]');

/** Days ahead of the other specs' sessions (their people may be booked then). */
const DAY = 40 + Math.floor(Math.random() * 200);

/** A job of the recruiter's with one session (a slot of 6 places) and three people booked into it. */
/**
 * One keystroke into `selector` and Alt+W in the same browser task, as a busy machine delivers
 * them: React has had no chance to render the keystroke when the close key arrives. `settle`
 * lets microtasks run in between (the rich-text editor reads its DOM change in one).
 */
async function typeThenAltW(page: Page, selector: string, settle: boolean) {
  await page.evaluate(
    async ({ selector, settle }) => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el) throw new Error(`no ${selector}`);
      el.focus();
      document.execCommand("insertText", false, "z");
      if (settle) for (let i = 0; i < 5; i++) await Promise.resolve();
      for (const type of ["keydown", "keyup"]) {
        const key = new KeyboardEvent(type, {
          key: "w",
          code: "KeyW",
          altKey: type === "keydown",
          bubbles: true,
        });
        Object.defineProperty(key, "keyCode", { get: () => 87 });
        Object.defineProperty(key, "which", { get: () => 87 });
        el.dispatchEvent(key);
      }
    },
    { selector, settle },
  );
}

/** Ctrl+S if there is something to save, then waits until the screen and its tab are clean. */
async function saveAndWaitClean(page: Page) {
  const dirty = focusedPane(page).getByText("Unsaved changes", { exact: true });
  if (await dirty.isVisible()) await page.keyboard.press("Control+s");
  await expect(focusedPane(page).getByText("Unsaved changes", { exact: true })).toBeHidden();
  await expect(focusedPane(page).locator(".ws-tab-active .ws-dirty")).toHaveCount(0);
}

async function arrange(day: number) {
  const stamp = Date.now().toString(36).toUpperCase();
  const api = await apiAs("recruiter");
  const jobId = await ownJob(api, `Keyboard Flow ${stamp}`);
  // A day of its own per test: a person cannot be booked twice at one time.
  const start = new Date(Date.now() + (2 + day) * 86_400_000);
  start.setUTCHours(8, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const sessionId = await bookedSession(api, {
    jobId,
    name: `Morning ${stamp}`,
    start,
    end,
    places: 6,
    respondentIds: [11, 12, 13],
  });
  return { stamp, jobId, sessionId };
}

test("focus returns to the acted rows after a palette command, a dialog and a button; the selection stays until Escape", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { jobId, sessionId } = await arrange(DAY);
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  await expect(grid(page)).toHaveAttribute("data-total", "3");

  // Two rows selected by keyboard.
  await grid(page).focus();
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(selectedRows(page)).toHaveCount(2);

  // A palette command: focus comes back to the grid, the two rows stay selected.
  await runInPalette(page, "confirm attendance", /Confirm attendance/);
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  // The toast leaves the user menu in sight (walkthrough minor 9).
  const menuBox = await page.getByRole("button", { name: /Robin Recruiter/ }).boundingBox();
  // Polled: the toast slides in from above.
  await expect
    .poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((menuBox?.y ?? 0) + (menuBox?.height ?? 0));
  await expect(grid(page).locator("tbody tr").filter({ hasText: "Confirmed" })).toHaveCount(2);
  await expect(grid(page)).toBeFocused();
  await expect(selectedRows(page)).toHaveCount(2);

  // A command with a dialog (notes): Enter saves, focus is back on the grid, selection kept.
  await page.keyboard.press("Alt+Shift+Y");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox")).toBeFocused();
  await page.keyboard.type("Parking at the rear");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(grid(page).locator("tbody tr").filter({ hasText: "Parking at the rear" })).toHaveCount(2);
  await expect(grid(page)).toBeFocused();
  await expect(selectedRows(page)).toHaveCount(2);

  // A toolbar button acting on the selection: focus goes back to the list, not to <body>.
  // (The session is in the future: attendance outcomes are refused before its start, decision 171.)
  await expect(focusedPane(page).getByRole("button", { name: "Mark attended" })).toBeDisabled();
  await focusedPane(page).getByRole("button", { name: "Unconfirm attendance" }).click();
  await expect(grid(page).locator("tbody tr").filter({ hasText: "Confirmed" })).toHaveCount(0);
  await expect(grid(page)).toBeFocused();
  await expect(selectedRows(page)).toHaveCount(2);

  // The next key works on the same rows at once; Escape drops the selection.
  await page.keyboard.press("Escape");
  await expect(selectedRows(page)).toHaveCount(0);
  await expect(grid(page)).toBeFocused();

  // Escape in the palette puts focus back where it was.
  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette(page)).toBeHidden();
  await expect(grid(page)).toBeFocused();
});

test("Ctrl+S saves a session's details and New Session; the Delete question starts on Keep and names the bookings", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { stamp, jobId, sessionId } = await arrange(DAY + 1);
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(`/session/edit/${sessionId}/${jobId}/details`);
  const name = page.getByLabel("Session name");
  await expect(name).toHaveValue(`Morning ${stamp}`);
  await name.focus();
  await page.keyboard.press("End");
  await page.keyboard.type(" renamed");
  await expect(focusedPane(page).getByText("Unsaved changes", { exact: true })).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await expect(focusedPane(page).getByText("Unsaved changes", { exact: true })).toBeHidden();
  await expect(focusedPane(page).getByTestId("ws-tab").locator(".ws-dirty")).toHaveCount(0);
  const api = await apiAs("recruiter");
  const saved = (await api.get<{ name: string }>(`/api/jobgroup/${sessionId}`)).body.value;
  expect(saved?.name).toBe(`Morning ${stamp} renamed`);

  // New Session: Ctrl+S from a field creates it.
  await page.goto(`/session/add/${jobId}`);
  await expect(page.getByLabel("Session name")).toBeFocused();
  await page.keyboard.press("Control+a");
  await page.keyboard.type(`Evening ${stamp}`);
  // Date and start time are required (walkthrough M21): typed in the next fields.
  await page.keyboard.press("Tab"); // status
  await page.keyboard.press("Tab");
  await page.keyboard.type(wallDateText(new Date(Date.now() + (DAY + 5) * 86_400_000), "Australia/Sydney"));
  await page.keyboard.press("Tab");
  await page.keyboard.type("18:00");
  await page.keyboard.press("Control+s");
  await expect(page).toHaveURL(/\/session\/edit\/\d+\/\d+/);

  // Delete the booked session: the safe choice has the focus, the button says what goes.
  await page.goto(`/session/edit/${sessionId}/${jobId}/details`);
  await expect(page.getByLabel("Session name")).toHaveValue(`Morning ${stamp} renamed`);
  await runInPalette(page, "delete session", /^Delete session/);
  const question = page.getByRole("dialog");
  // The count comes from the slots' booked counts (walkthrough S3 fixes those counts).
  await expect(question.getByRole("button", { name: /^Delete session( and 3 bookings)?$/ })).toBeVisible();
  await expect(question.getByRole("button", { name: "Keep" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(question).toBeHidden();
  expect((await api.get(`/api/jobgroup/${sessionId}`)).body.succeeded).toBe(true);
});

test("Alt+W right after the last keystroke still asks before closing (survey editor and session form), every time", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { jobId, sessionId } = await arrange(DAY + 2);
  await signInToCleanWorkspace(page, "recruiter");
  const closeQuestion = page.getByTestId("unsaved-close-text");

  // The survey editor: Alt+N gives the new question the caret; Alt+O the new option's label.
  await page.goto(`/job/edit/${jobId}`);
  await expect(focusedPane(page).getByRole("heading", { level: 1 })).toContainText("Keyboard Flow");
  await runInPalette(page, "Manage screener", /Manage screener/);
  const editor = focusedPane(page).locator("#survey-editor-form");
  await expect(editor).toBeVisible();
  await page.keyboard.press("Alt+n");
  const text = editor.getByRole("textbox", { name: "Question text" });
  await expect(text).toBeFocused();
  await page.keyboard.type("Which milk do you add?");
  await page.keyboard.press("Alt+o");
  await expect(editor.getByRole("textbox", { name: "Option 3 label" })).toBeFocused();
  await page.keyboard.type("Oat");
  await expect(editor.getByRole("textbox", { name: "Option 3 label" })).toHaveValue("Oat");
  await expect(text).toHaveText("Which milk do you add?");
  await page.keyboard.press("Alt+n");
  await expect(editor.getByRole("heading", { name: /Question 2/ })).toContainText("(q2)");
  await expect(text).toBeFocused();
  await page.keyboard.type("How often?");
  await editor.getByRole("button", { name: "Details" }).click();
  await editor.getByLabel("Title").fill("Milk screener");
  await editor.getByRole("button", { name: /^Questions/ }).click();

  // Save, then each round: one keystroke and Alt+W with no pause must ask.
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await expect(editor.getByText("Unsaved changes", { exact: true })).toBeHidden();
  for (let round = 0; round < 6; round++) {
    // Each round starts saved (no mark), so only the last keystroke can make the close ask.
    await text.focus();
    await saveAndWaitClean(page);
    if (round % 2 === 0) {
      await page.keyboard.press("End");
      await page.keyboard.type(String(round));
      await page.keyboard.press("Alt+w");
    } else {
      // The keystroke and Alt+W in one task, as a busy machine delivers them.
      await typeThenAltW(page, '#survey-editor-form [role="textbox"][aria-label="Question text"]', true);
    }
    await expect(closeQuestion).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(closeQuestion).toBeHidden();
    await expect(editor).toBeVisible();
  }

  // The session's details (a record form), after a save (the form then validates each change).
  await page.goto(`/session/edit/${sessionId}/${jobId}/details`);
  const name = page.getByLabel("Session name");
  await name.focus();
  await page.keyboard.type("x");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await expect(focusedPane(page).getByText("Unsaved changes", { exact: true })).toBeHidden();
  for (let round = 0; round < 6; round++) {
    await name.focus();
    await saveAndWaitClean(page);
    if (round % 2 === 0) {
      await page.keyboard.type(String(round));
      await page.keyboard.press("Alt+w");
    } else {
      const id = await name.getAttribute("id");
      await typeThenAltW(page, `#${id}`, false);
    }
    await expect(closeQuestion).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(closeQuestion).toBeHidden();
    await expect(name).toBeVisible();
  }
});

test("a pane with more than five tabs offers a menu of all its tabs", async ({ page }) => {
  test.setTimeout(90_000);
  const api = await apiAs("recruiter");
  const people: { id: number; fullName: string }[] = [];
  for (let id = 31; people.length < 6 && id < 80; id++) {
    const found = (await api.get<{ id: number; fullName: string }[]>(`/api/search/respondent/${id}/`)).body
      .value;
    const hit = found?.find((r) => r.id === id);
    if (hit) people.push(hit);
  }
  await signInToCleanWorkspace(page, "recruiter");
  for (const person of people) {
    await runInPalette(page, `@${person.id}`, new RegExp(person.fullName));
    await expect(page).toHaveURL(new RegExp(`/${person.id}$`));
  }
  const menu = focusedPane(page).getByRole("combobox", { name: /^All \d+ tabs of pane 1$/ });
  await expect(menu).toBeVisible();
  const count = Number((await menu.getAttribute("aria-label"))?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(5);
  await menu.selectOption({ index: 0 });
  await expect(page).toHaveURL(/\/dashboard$/);
});
