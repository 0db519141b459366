import { expect, type Page, test } from "@playwright/test";
import { apiAs, lastMailId, linkIn, waitForMail } from "./support/api";
import { fillSignIn } from "./support/login";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * Decision 177: a member created by staff has no sign-in account; a staff portal invitation or
 * their own 'Forgot password' gives them one, through a link at their record's own e-mail.
 */

/** Letters only: the record's name rule. */
const tag = () =>
  Date.now()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .padEnd(4, "x");

async function staffCreatedMember(first: string) {
  const admin = await apiAs("admin");
  const last = `Member${tag()}`;
  const email = `${first.toLowerCase()}.${last.toLowerCase()}@portal.test`;
  const created = await admin.postJson<{ id: number }>("/api/respondent/update", {
    id: 0,
    firstName: first,
    lastName: last,
    email,
  });
  expect(created.body.succeeded, JSON.stringify(created.body.errors)).toBe(true);
  return { id: created.body.value?.id ?? 0, first, last, email };
}

/** Opens the mailed set-password link, chooses a password and signs in to the portal. */
async function setPasswordAndSignIn(page: Page, email: string, after: number) {
  const mail = await waitForMail(email, after, 20_000);
  const link = new URL(linkIn(mail?.text ?? ""));
  expect(link.pathname).toMatch(/^\/setpassword\/[\w-]+\/Respondent$/);
  await page.context().clearCookies();
  await page.goto(link.pathname);
  await page.getByLabel("New Password", { exact: true }).fill("Portal-Member-1!");
  await page.getByLabel("Confirm New Password").fill("Portal-Member-1!");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password has been set successfully!")).toBeVisible();
  await fillSignIn(page, email, "Portal-Member-1!");
  await expect(page).toHaveURL(/\/reshome$/);
}

test("staff send a portal invitation to a member they created; the member sets a password and signs in", async ({
  page,
}) => {
  const member = await staffCreatedMember("Quinn");
  // Without an account the member cannot sign in.
  await page.goto("/signin");
  await fillSignIn(page, member.email, "Portal-Member-1!");
  await expect(page).toHaveURL(/\/signin$/);

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/respondent/${member.id}`);
  await expect(page.getByRole("textbox", { name: "Email Address", exact: true }).first()).toHaveValue(
    member.email,
  );
  const after = await lastMailId();
  await runInPalette(page, "Send portal invitation", /Send portal invitation/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("1 panel member will get an e-mail");
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Portal invitations queued")).toBeVisible();

  await setPasswordAndSignIn(page, member.email, after);
});

test("a member created by staff asks 'Forgot password' and gets an account at their own address", async ({
  page,
}) => {
  const member = await staffCreatedMember("Rowan");
  const after = await lastMailId();
  await page.goto("/resetpassword/Respondent");
  await page.getByLabel("Email Address / Mobile Number").fill(member.email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await page.getByLabel("First Name").fill(member.first);
  await page.getByLabel("Last Name").fill(member.last);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(/we have sent an e-mail/i)).toBeVisible();
  await setPasswordAndSignIn(page, member.email, after);
});
