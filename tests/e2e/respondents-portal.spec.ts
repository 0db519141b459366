import { expect, type Page, test } from "@playwright/test";
import { auditBothWidths, axeLog } from "./respondents-audit";
import { lastMailId, linkIn, waitForMail } from "./support/api";
import { fillSignIn, logout } from "./support/login";

const PASSWORD = "Panel-Member-9!";
const run = Date.now().toString().slice(-6);

/** Fills the common part of a sign-up form. */
async function fillSignup(page: Page, who: { first: string; last: string; email: string; mobile: string }) {
  await page.getByLabel("First Name").fill(`${who.first}9`); // the digit is stripped as typed
  await expect(page.getByLabel("First Name")).toHaveValue(who.first);
  await page.getByLabel("Last Name").fill(who.last);
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByLabel("Mobile Number").pressSequentially(who.mobile);
  await page.getByLabel("Post Code").pressSequentially("2000");
  await page.getByLabel("Gender").selectOption("Female");
  await page.getByLabel("Year of Birth").selectOption("1990");
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
}

test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

test("a visitor signs up on each panel, sets a password and uses the portal", async ({ page }) => {
  test.setTimeout(180_000);
  // Sign-up forms and the refer page pass the audit at both widths.
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Join our research panel" })).toBeVisible();
  await expect(page.getByRole("link", { name: "terms and conditions" })).toHaveAttribute(
    "href",
    "/terms.html",
  );
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Required").first()).toBeVisible();
  await auditBothWidths(page, "signup");

  // Business and impairment panels ask their own questions.
  await page.goto("/signup-business");
  await fillSignup(page, {
    first: "Bea",
    last: "Biz",
    email: `bea.${run}@example.com`,
    mobile: `0413${run}`,
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Your Role")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Company Name").fill("Biz Pty Ltd");
  await page.getByLabel("Your Role").selectOption("Marketing");
  await page.getByLabel("Industry").fill("Retail");
  await page.getByLabel("Number of Employees").selectOption("2-19");
  await auditBothWidths(page, "signup-business");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/sent you an e-mail/)).toBeVisible();

  await page.goto("/signup-impairment");
  await fillSignup(page, {
    first: "Ivy",
    last: "Imp",
    email: `ivy.${run}@example.com`,
    mobile: `0414${run}`,
  });
  await page.getByRole("checkbox", { name: "Hearing" }).check();
  await page.getByLabel("Severity").selectOption("Mild");
  await auditBothWidths(page, "signup-impairment");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/sent you an e-mail/)).toBeVisible();

  // The general panel from a job invitation; a duplicate e-mail is refused with a clear message.
  const email = `gina.${run}@example.com`;
  const before = await lastMailId();
  await page.goto("/signup/1");
  await fillSignup(page, { first: "Gina", last: "General", email, mobile: `0415${run}` });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(/sent you an e-mail/)).toBeVisible();
  await page.goto("/signup");
  await fillSignup(page, { first: "Gina", last: "Again", email, mobile: `0416${run}` });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already registered" })).toBeVisible();

  // Follow the set-password mail, then sign in.
  const mail = await waitForMail(email, before);
  await page.goto(new URL(linkIn(mail?.text ?? "")).pathname);
  await page.getByLabel("New Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm New Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password has been set successfully!")).toBeVisible();
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/reshome$/);
  await expect(page.getByRole("heading", { name: "Welcome, Gina!" })).toBeVisible();
  await auditBothWidths(page, "reshome");

  // My Bank Details: the messages, a save that sticks, then Clear saves blanks at once.
  await page.goto("/resbanking");
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
  ).toHaveAttribute("href", "/reshome");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Enter Account Name")).toBeVisible();
  await expect(page.getByText("Enter BSB Number")).toBeVisible();
  await expect(page.getByText("Enter Account Number")).toBeVisible();
  await page.getByLabel("BSB").pressSequentially("123");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Invalid BSB")).toBeVisible();
  await auditBothWidths(page, "resbanking");
  await page.getByLabel("Account Name").fill("Gina General");
  await page.getByLabel("BSB").fill("");
  await page.getByLabel("BSB").pressSequentially("062000");
  await expect(page.getByLabel("BSB")).toHaveValue("062-000");
  await page.getByLabel("Account Number").pressSequentially("12345678");
  // The save answers the saved record, which the page shows as it is: no second read of it.
  const recordReads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && /\/api\/respondent\/\d+$/.test(new URL(r.url()).pathname))
      recordReads.push(r.url());
  });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByLabel("Account Name")).toHaveValue("Gina General");
  expect(recordReads).toEqual([]);
  await page.reload();
  await expect(page.getByLabel("Account Name")).toHaveValue("Gina General");
  await expect(page.getByLabel("BSB")).toHaveValue("062-000");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Account Name")).toHaveValue("");
  await expect(page.getByText("Successfully Saved!").last()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Account Number")).toHaveValue("");
  await expect(page.getByLabel("Account Name")).toHaveValue("");

  // Contact Us: 'Required', then the server's message and a cleared form.
  await page.goto("/rescontactus");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Required")).toHaveCount(2);
  await auditBothWidths(page, "rescontactus");
  await page.getByLabel("Subject").fill("My address changed");
  await page.getByLabel("Message").fill("Please update my postcode.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(/Thank you for contacting us/)).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");

  // My Points: read-only figures and the note.
  await page.goto("/respoints");
  await expect(page.getByRole("heading", { name: "My Points" })).toBeVisible();
  await expect(page.getByLabel("Total Points")).toHaveValue("0");
  await expect(
    page.getByText(/Once you have reached a total of 50 points, you are entitled to \$50 EFT\./),
  ).toBeVisible();
  await auditBothWidths(page, "respoints");

  await page.goto("/ressocialshare");
  await expect(page.getByRole("link", { name: /^Share on / })).toHaveCount(6);
  // 'Home' leads to the respondent's own home, not the staff dashboard (decision 118).
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
  ).toHaveAttribute("href", "/reshome");
  await auditBothWidths(page, "ressocialshare");

  await page.goto("/resprofile");
  await expect(page.getByLabel("First Name")).toHaveValue("Gina");
  await page.getByLabel("Suburb").fill("Surry Hills");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await auditBothWidths(page, "resprofile");

  await page.goto("/settings");
  await expect(page.getByLabel("Your sign-in e-mail")).toHaveValue(email);
  await auditBothWidths(page, "settings");
  await logout(page);

  // Refer a Friend: required and optional addresses, then success and a reset form.
  await page.goto("/refer-a-friend?jobId=7");
  await expect(page.getByRole("link", { name: "Existing member login here" })).toHaveAttribute(
    "href",
    "/signin/7",
  );
  await expect(page.getByText("Know someone who loves sharing their opinion?")).toBeVisible();
  await expect(page.getByLabel("Personal Message")).not.toHaveValue("");
  await page.getByLabel("Friend's Email 2 (optional)").fill("not-an-email");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Required")).toHaveCount(2);
  await expect(page.getByText("Invalid")).toHaveCount(1);
  await auditBothWidths(page, "refer-a-friend");
  await page.getByLabel("Your Email").fill(email);
  await page.getByLabel("Friend's Email", { exact: true }).fill(`friend.${run}@example.com`);
  await page.getByLabel("Friend's Email 2 (optional)").fill("");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Email Sent Successfully!")).toBeVisible();
  await expect(page.getByLabel("Your Email")).toHaveValue("");
});
