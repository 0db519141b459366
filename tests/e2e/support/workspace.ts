import { expect, type Locator, type Page } from "@playwright/test";
import { apiAs, type DemoUser } from "./api";
import { clockQuestion, login } from "./login";

/**
 * Staff layouts are saved on the server per user, so one spec (or a failed attempt before its
 * retry) would hand its panes and tabs to the next. An empty layout cannot be restored and the
 * workspace starts clean (decision 032): each workspace spec begins from there.
 */
export async function resetWorkspace(who: DemoUser) {
  const api = await apiAs(who);
  const answer = await api.postJson("/api/workspace/layout/update", { layout: {} });
  if (!answer.body.succeeded) throw new Error(`could not reset the ${who}'s layout`);
}

/**
 * Signs a staff user in on a clean workspace and answers No to the clock-in question when it is
 * asked (a rostered shift of the user is running, product §4, decision 259).
 */
export async function signInToCleanWorkspace(page: Page, who: DemoUser) {
  await resetWorkspace(who);
  await login(page, who);
  const alert = await clockQuestion(page);
  if (alert) await alert.getByRole("button", { name: "No" }).click();
}

/** The pane that has focus: the one the keyboard acts in. */
export const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');

/** Presses Tab (or `key`) until `target` has focus (keyboard only); fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 150, key = "Tab") {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}
