import { expect, test } from "@playwright/test";
import { lastMailId, linkIn, waitForMail } from "./support/api";
import { fillSignIn } from "./support/login";

test("forgot password → mail in the outbox → set password (mismatch only after submit) → sign in", async ({
  page,
}) => {
  const email = "jordan.lee@demo.test";
  const password = "Jordan-Lee-New1!";
  const before = await lastMailId();

  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await page.getByRole("link", { name: /Staff/ }).click();
  await expect(page).toHaveURL(/\/resetpassword\/Staff$/);
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await expect(page.getByLabel("Email Address", { exact: true })).toBeVisible();
  await page.getByLabel("Email Address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(/we have sent an e-mail/i)).toBeVisible();
  await expect(page.getByLabel("Email Address", { exact: true })).toHaveValue("");

  const mail = await waitForMail(email, before);
  const link = new URL(linkIn(mail?.text ?? ""));
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expect(
    page.getByText("At Least 8 characters with number, symbol and an uppercase letter"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/signin");

  const newBox = page.getByLabel("New Password", { exact: true });
  const confirmBox = page.getByLabel("Confirm New Password");
  await newBox.fill(password);
  await confirmBox.fill("Jordan-Lee-New1");
  // Not shown while typing before the first submit.
  await expect(page.getByText("Invalid confirm password")).toHaveCount(0);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Invalid confirm password")).toBeVisible();
  // After submit it follows the typing live and clears once the values match.
  await confirmBox.fill(password);
  await expect(page.getByText("Invalid confirm password")).toHaveCount(0);
  await confirmBox.fill(`${password}x`);
  await expect(page.getByText("Invalid confirm password")).toBeVisible();
  await confirmBox.fill(password);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password has been set successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The root shows the sign-in page: sign in with the new password.
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("user-name")).toHaveText("Jordan Lee");

  // The link was single-use.
  await page.goto(link.pathname);
  await newBox.fill("Another-Pass1!");
  await confirmBox.fill("Another-Pass1!");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("alert")).toContainText("expired or was already used");
  await expect(newBox).toHaveValue("");
});

test("respondent reset asks for the names and waits for both before sending", async ({ page }) => {
  const before = await lastMailId();
  await page.goto("/resetpassword/Respondent");
  const emailBox = page.getByLabel("Email Address / Mobile Number");
  await expect(emailBox).toBeVisible();
  // Required before anything is sent.
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Required")).toBeVisible();

  await emailBox.fill("respondent@demo.test");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByLabel("First Name")).toBeVisible();
  await expect(page.getByLabel("Last Name")).toBeVisible();
  await page.getByLabel("First Name").fill("Riley");
  await page.getByRole("button", { name: "Reset Password" }).click();
  // Still waiting for the last name: nothing sent yet.
  await expect(page.getByText("Required")).toBeVisible();
  await page.getByLabel("Last Name").fill("Respondent");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(/we have sent an e-mail/i)).toBeVisible();
  await expect(emailBox).toHaveValue("");
  const mail = await waitForMail("respondent@demo.test", before);
  expect(mail?.text).toContain("/setpassword/");

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
