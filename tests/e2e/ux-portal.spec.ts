import { expect, type Page, test } from "@playwright/test";
import { anonymousApi, BASE_URL, lastMailId, linkIn, waitForMail } from "./support/api";
import { fillSignIn, HOME, login, logout } from "./support/login";
import { signInToCleanWorkspace } from "./support/workspace";

const breadcrumbHome = (page: Page) =>
  page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" });

/** The 'Home' crumb leads to the signed-in role's own home, which opens (no sign-in page). */
async function homeCrumbLeadsTo(page: Page, path: string, home: string) {
  await page.goto(path);
  await expect(breadcrumbHome(page)).toHaveAttribute("href", home);
  await breadcrumbHome(page).click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

/** Change Password on My Settings names the address the link went to. */
async function changePasswordNamesOwnAddress(page: Page, address: string) {
  await page.goto("/settings");
  const login = page.getByLabel("Your sign-in e-mail");
  if ((await login.inputValue()) === "") await login.fill(address);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText(`We have sent a link to choose a new password to ${address}.`)).toBeVisible();
}

test("a signed-in respondent who opens /signin goes to their home", async ({ page }) => {
  await login(page, "respondent");
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/reshome$/);
});

test("the respondent menu lists My Opportunities and Share With Friends", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "respondent");
  const menu = page.getByRole("navigation", { name: "Respondent menu" });
  await expect(menu.getByRole("link", { name: "My Opportunities" })).toHaveAttribute(
    "href",
    /\/resopportunities\/\d+$/,
  );
  await menu.getByRole("link", { name: "Share With Friends" }).click();
  await expect(page).toHaveURL(/\/ressocialshare$/);
});

test("a respondent's 'Home' crumbs on Share With Friends and Contact Us lead to /reshome", async ({
  page,
}) => {
  await login(page, "respondent");
  await homeCrumbLeadsTo(page, "/ressocialshare", "/reshome");
  await homeCrumbLeadsTo(page, "/rescontactus", "/reshome");
});

test("Change Password on My Settings says the link went to the respondent's own address", async ({
  page,
}) => {
  await login(page, "respondent");
  await changePasswordNamesOwnAddress(page, "respondent@demo.test");
});

test("Start Survey opens the job's survey, and a survey link signs the respondent in first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "respondent");
  await page.goto("/reshome");
  await page.getByRole("link", { name: "See your opportunities" }).click();
  const start = page.getByRole("link", { name: "Start Survey" }).first();
  const surveyPath = new URL((await start.getAttribute("href")) ?? "", BASE_URL).pathname;
  expect(surveyPath).toMatch(/^\/survey-redirect\/\d+$/);
  await start.click();
  // The survey entry: the first page of the job's survey, with its progress bar.
  await expect(page.getByRole("progressbar", { name: /Survey progress/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
  await expect(page.getByText(/No API endpoint|not open yet/)).toHaveCount(0);

  // The same link while signed out: sign in first, then the survey.
  await page.goto("/reshome");
  await logout(page);
  await page.goto(surveyPath);
  await expect(page).toHaveURL(/\/signin\/\d+$/);
  await fillSignIn(page, "respondent@demo.test", "Demo-Respondent-1!");
  await expect(page.getByRole("progressbar", { name: /Survey progress/ })).toBeVisible();
});

test("a client's 'Home' crumbs and /signin lead to the client home; settings name their address", async ({
  page,
}) => {
  await login(page, "client");
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/clihome$/);
  await homeCrumbLeadsTo(page, "/rescontactus", "/clihome");
  await changePasswordNamesOwnAddress(page, "client@demo.test");
});

test("a signed-in staff user who opens /signin lands on the dashboard", async ({ page }) => {
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto("/signin");
  await expect(page).toHaveURL(new RegExp(`${HOME.recruiter}$`));
});

test("the sign-up e-mail welcomes the new member and links to choosing a password at PUBLIC_URL", async () => {
  const run = Date.now().toString().slice(-6);
  const email = `welcome.${run}@example.com`;
  const before = await lastMailId();
  const answer = await anonymousApi().postJson("/api/res-signup", {
    firstName: "Wendy",
    lastName: "Welcome",
    email,
    mobile: `0437 ${run.slice(0, 3)} ${run.slice(3)}`,
    postcode: "2000",
    gender: "Female",
    yearOfBirth: 1990,
    acceptTerms: true,
  });
  expect(answer.body.succeeded).toBe(true);
  const mail = await waitForMail(email, before);
  const text = mail?.text ?? "";
  expect(mail?.subject).toMatch(/welcome/i);
  expect(text).toContain("Welcome to our research panel");
  expect(text).toContain("choose a password");
  expect(text).not.toMatch(/request/i);
  // PUBLIC_URL is unset for the e2e server, so links use its default, http://localhost:$PORT.
  expect(linkIn(text).startsWith(`${BASE_URL}/setpassword/`)).toBe(true);
});
