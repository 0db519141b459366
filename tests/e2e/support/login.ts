import { expect, type Page } from "@playwright/test";
import { DEMO } from "../../helpers/client";
import type { DemoUser } from "./api";

/** Each demo role's home after sign-in (product §2 / issue 2). */
export const HOME: Record<DemoUser, string> = {
  admin: "/dashboard",
  recruiter: "/dashboard",
  client: "/clihome",
  respondent: "/reshome",
};

/**
 * Signs in through the sign-in page and waits for the role's home. Whoever was signed in is
 * signed out first: a signed-in user who opens /signin is sent to their own home.
 */
export async function login(
  page: Page,
  who: DemoUser | { username: string; password: string; home: string },
) {
  const creds = typeof who === "string" ? { ...DEMO[who], home: HOME[who] } : who;
  await page.context().clearCookies();
  await page.goto("/signin");
  await fillSignIn(page, creds.username, creds.password);
  await expect(page).toHaveURL(new RegExp(`${creds.home}$`));
}

export async function fillSignIn(page: Page, username: string, password: string) {
  await page.getByLabel("Email Address / Mobile Number").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs out through the header: a visible Logout button, or the one inside the user drop-down. */
export async function logout(page: Page) {
  const logoutButton = page.getByRole("button", { name: "Logout" });
  if (!(await logoutButton.isVisible())) {
    await page
      .getByRole("button")
      .filter({ has: page.getByTestId("user-name") })
      .click();
  }
  await logoutButton.click();
  await expect(page).toHaveURL(/\/signin$/);
}

/**
 * Signs a staff user in with the keyboard only (typing, Tab, Enter) and answers No with Enter to
 * the clock-in question when the user's rostered shift is running (product §4, decision 259).
 */
export async function signInByKeyboard(page: Page, who: "admin" | "recruiter") {
  await page.goto("/signin");
  await page.getByLabel("Email Address / Mobile Number").pressSequentially(DEMO[who].username);
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO[who].password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${HOME[who]}$`));
  const clockAlert = await clockQuestion(page);
  if (!clockAlert) return;
  await clockAlert.getByRole("button", { name: "No" }).press("Enter");
  await expect(clockAlert).toBeHidden();
}

/**
 * The clock-in question, once the clock's state is known: it shows in the same paint as the state
 * when a rostered shift of the user runs (decision 259), so its absence then is final. Null: none.
 */
export async function clockQuestion(page: Page) {
  await expect(page.locator(".clock-dot")).toHaveClass(/clock-(in|out)/);
  const alert = page.getByTestId("clock-alert");
  return (await alert.isVisible()) ? alert : null;
}
