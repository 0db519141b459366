import { expect, type Page } from "@playwright/test";
import { runInPalette } from "./palette";
import { focusedPane } from "./workspace";

// Steps staff take by keyboard on the job, session and panel-search screens, shared by the specs
// that walk through them.

/** Runs the palette command that adds an incentive; answers its dialog, the type box focused. */
export async function openIncentiveForm(page: Page, command: string, pick: RegExp) {
  await runInPalette(page, command, pick);
  const form = page.getByRole("dialog");
  const type = form.getByLabel("Incentive type");
  await expect(type).toBeFocused();
  // A select's type-ahead finds nothing before its lookup list has loaded: wait for the options.
  await expect.poll(() => type.locator("option").count()).toBeGreaterThan(1);
  return form;
}

interface Span {
  day: string;
  from: string;
  to: string;
}

/** 'Add session' on the open job: name, (status kept), day, times and places typed, then Enter. */
export async function addSessionByKeyboard(page: Page, name: string, at: Span, places: string) {
  await runInPalette(page, "add session", /Add session/);
  await expect(page).toHaveURL(/\/session\/add\/\d+$/);
  await expect(page.getByLabel("Session name")).toBeFocused();
  await page.keyboard.press("Control+a");
  await page.keyboard.type(name);
  await page.keyboard.press("Tab"); // status
  for (const text of [at.day, at.from, at.to, places]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/session\/edit\/\d+\/\d+\/times$/);
}

/** 'Add time slot' on the open session: date, times and capacity typed, then Enter. */
export async function addTimeSlotByKeyboard(page: Page, at: Span, capacity: string) {
  await runInPalette(page, "add time slot", /Add time slot/);
  const form = page.getByRole("dialog");
  await expect(form.getByLabel("Date")).toBeFocused();
  await page.keyboard.type(at.day);
  for (const text of [at.from, at.to, capacity]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Enter");
  await expect(form).toBeHidden();
}

/** Alt+N adds a panel-search condition; typing on the focused boxes picks field, comparison and values. */
export async function addCondition(page: Page, field: string, steps: (string | null)[]) {
  await page.keyboard.press("Alt+N");
  const fieldBox = focusedPane(page).getByLabel("Field", { exact: true }).last();
  await expect(fieldBox).toBeFocused();
  await page.keyboard.type(field);
  await expect(fieldBox.locator("option:checked")).toHaveText(field);
  for (const step of steps) {
    await page.keyboard.press("Tab");
    if (step === null) continue;
    // A value drop-down fills from GetFilterItemOptions: type once its choices are there.
    const box = page.locator(":focus");
    if (await box.evaluate((el) => el.tagName === "SELECT"))
      await expect.poll(() => box.locator("option").count()).toBeGreaterThan(1);
    await page.keyboard.type(step);
  }
}
