import { expect, test } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { anonymousApi, apiAs, lastMailId, linkIn, waitForMail } from "./support/api";
import { fillSignIn, login, logout } from "./support/login";

test("each demo role signs in to its home, with its menu and name in the header, and signs out", async ({
  page,
}) => {
  await login(page, "admin");
  await expect(page).toHaveTitle("Dashboard - Recruitment Workspace");
  await expect(page.getByRole("navigation", { name: "Staff menu" })).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveText("Avery Admin");
  await logout(page);

  await login(page, "client");
  const clientMenu = page.getByRole("navigation", { name: "Client menu" });
  await expect(clientMenu.getByRole("link", { name: "Jobs", exact: true })).toBeVisible();
  // The job-schedules flag is on in the demo configuration.
  await expect(clientMenu.getByRole("link", { name: "Job Schedules" })).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveText("Casey Client");
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  await logout(page);

  await login(page, "respondent");
  const resMenu = page.getByRole("navigation", { name: "Respondent menu" });
  await expect(resMenu.getByRole("link", { name: "My Bank Details" })).toBeVisible();
  await expect(resMenu.getByRole("link", { name: "My Points" })).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveText("Riley Respondent");
  await expect(page.locator("footer")).toContainText("App version");
  await logout(page);
  // Signed out for real: the guarded home now sends us back to sign-in.
  await page.goto("/reshome");
  await expect(page).toHaveURL(/\/signin$/);
});

test("a wrong password shows the server's error and stays on sign-in", async ({ page }) => {
  await page.goto("/signin");
  await fillSignIn(page, "client@demo.test", "Not-The-Password-1!");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test("an account with two-factor sign-in completes it with the authenticator PIN", async ({ page }) => {
  // Arrange through the API: give a seeded staff user a password, then turn on 2FA for them.
  const username = "sam.patel@demo.test";
  const password = "Sam-Patel-2fa!9";
  const before = await lastMailId();
  await anonymousApi().postForm("/api/forgot-password", { emailAddress: username, role: "Staff" });
  const mail = await waitForMail(username, before);
  const link = new URL(linkIn(mail?.text ?? ""));
  const [, , encodedData, role] = link.pathname.split("/");
  const set = await anonymousApi().postForm("/api/Set-password", {
    password,
    encodedData: encodedData ?? "",
    role: role ?? "",
  });
  expect(set.body.succeeded).toBe(true);
  const sam = await apiAs({ username, password });
  const setup = await sam.postForm<{ manualEntryKey: string }>("/api/ga/GenerateSetupQrCode", {
    username,
    role: "Staff",
    email: username,
  });
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.value.manualEntryKey) });
  const confirm = await sam.postForm("/api/ga/ValidateTwoFactorPIN", {
    username,
    role: "Staff",
    pin: totp.generate(),
  });
  expect(confirm.body.succeeded).toBe(true);

  await page.goto("/signin");
  await fillSignIn(page, username, password);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  // A wrong PIN is refused with the server's message.
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("PIN");
  // Each time step is single-use: the setup used the current one, so sign in with the next.
  await page.getByLabel("Authentication code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("user-name")).toHaveText("Sam Patel");
});

test("/signin/{jobid} remembers the job and goes on to the survey redirect", async ({ page }) => {
  await page.goto("/signin/77");
  await fillSignIn(page, "respondent@demo.test", "Demo-Respondent-1!");
  await expect(page).toHaveURL(/\/survey-redirect\/77$|\/survey\/survey-start\//);
});
