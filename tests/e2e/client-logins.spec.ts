import { expect, type Page, test } from "@playwright/test";
import { CONTACT_US_SUCCESS } from "../../server/contracts/respondents/portal";
import { DEMO } from "../helpers/client";
import { audit } from "./respondents-audit";
import { apiAs, lastMailId, linkIn, waitForMail } from "./support/api";
import { fillSignIn } from "./support/login";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * Client logins (issue 18 item 4, decisions 215, 216): staff give a contact portal access from
 * the client's Contacts tab; the contact sets a password from the mailed link and signs in, or
 * signs in with an e-mailed code; Settings and Contact Us are in the user drop-down.
 */

/** Letters only, for names. */
const tag = () =>
  Date.now()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .padEnd(4, "x");

async function newContact() {
  const admin = await apiAs("admin");
  const clients = await admin.get<{ id: number; name: string }[]>("/api/clients-list");
  const clientId = clients.body.value?.[0]?.id ?? 0;
  const last = `Portal${tag()}`;
  const email = `${last.toLowerCase()}@client-portal.test`;
  const saved = await admin.postJson<{ id: number }>("/api/client-contact/update", {
    id: 0,
    clientId,
    firstName: "Morgan",
    lastName: last,
    email,
  });
  expect(saved.body.succeeded, JSON.stringify(saved.body.errors)).toBe(true);
  return { clientId, last, email };
}

/** Opens the user drop-down and follows one of its links. */
async function fromUserMenu(page: Page, label: string) {
  await page
    .getByRole("button")
    .filter({ has: page.getByTestId("user-name") })
    .click();
  await page.getByRole("link", { name: label }).click();
}

test("staff give a contact portal access; the contact sets a password, signs in, finds Settings and Contact Us", async ({
  page,
}) => {
  const contact = await newContact();
  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/client/edit/${contact.clientId}/contacts`);
  const grid = page.getByRole("grid", { name: "Contacts" });
  await grid.getByRole("row").filter({ hasText: contact.last }).click();
  const after = await lastMailId();
  await runInPalette(page, "Give portal access", /Give portal access/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("1 contact will get an e-mail");
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("Portal invitations queued")).toBeVisible();

  // The mail the contact gets: their name, what the portal is, a 7-day link for a client.
  const mail = await waitForMail(contact.email, after, 20_000);
  expect(mail?.subject).toMatch(/your client portal access$/);
  expect(mail?.text).toContain("Hello Morgan");
  expect(mail?.text).toContain("expires in 7 days");
  const link = new URL(linkIn(mail?.text ?? ""));
  expect(link.pathname).toMatch(/^\/setpassword\/[\w-]+\/Client$/);

  await page.context().clearCookies();
  await page.goto(link.pathname);
  await page.getByLabel("New Password", { exact: true }).fill("Client-Portal-1!");
  await page.getByLabel("Confirm New Password").fill("Client-Portal-1!");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password has been set successfully!")).toBeVisible();
  await page.goto("/signin");
  await fillSignIn(page, contact.email, "Client-Portal-1!");
  await expect(page).toHaveURL(/\/clihome$/);
  await expect(page.getByTestId("user-name")).toHaveText(`Morgan ${contact.last}`);

  await fromUserMenu(page, "Settings");
  await expect(page).toHaveURL(/\/clisettings$/);
  await expect(page.getByRole("heading", { name: "My Settings" })).toBeVisible();
  await audit(page, "client-settings");

  await fromUserMenu(page, "Contact Us");
  await expect(page).toHaveURL(/\/rescontactus$/);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Required").first()).toBeVisible();
  await page.getByLabel("Subject").fill("Portal question");
  await page.getByLabel("Message").fill("Where do I see the schedule?");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(CONTACT_US_SUCCESS)).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
  await audit(page, "client-contact-us");
});

test("a client contact signs in with an e-mailed code on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.context().clearCookies();
  await page.goto("/signin");
  await page.getByRole("link", { name: "Sign in with a code" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with a code" })).toBeVisible();
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText("Required")).toBeVisible();
  await audit(page, "signin-code");

  const after = await lastMailId();
  await page.getByLabel("Email Address").fill(DEMO.client.username);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText(/6-digit code has been sent/)).toBeVisible();
  const mail = await waitForMail(DEMO.client.username, after, 20_000);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";

  // A wrong code first: a clear error, and the form stays for another try.
  await page.getByRole("textbox", { name: "Code" }).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("The code is not correct.");
  await audit(page, "signin-code-sent");
  await page.getByRole("textbox", { name: "Code" }).fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/clihome$/);
});
