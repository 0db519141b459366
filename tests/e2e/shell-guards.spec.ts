import { expect, test } from "@playwright/test";
import { login } from "./support/login";

test("guards: anonymous, wrong role, missing right, and unknown paths", async ({ page }) => {
  // Anonymous: every guarded route goes to sign-in.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto("/clihome");
  await expect(page).toHaveURL(/\/signin$/);

  // Unknown path → /404 with the spec's texts (public, no menus).
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByText("Sorry the page you were looking for could not be found")).toBeVisible();
  await expect(page).toHaveTitle("Page not found - Recruitment Workspace");

  // A respondent opening a staff route is not treated as signed out: sign-in sends them home.
  await login(page, "respondent");
  await page.goto("/job");
  await expect(page).toHaveURL(/\/reshome$/);

  // A recruiter lacks UserAdmin (decision 011): the permission guard sends them to accessdenied/USR.
  await login(page, "recruiter");
  await page.goto("/system-users");
  await expect(page).toHaveURL(/\/accessdenied\/USR$/);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByTestId("denied-code")).toHaveText("USR");
  // ...while a right they hold (ManageGlobalQueries) opens the page inside the staff shell.
  await page.goto("/admin/globalqueries");
  await expect(page.getByRole("navigation", { name: "Staff menu" })).toBeVisible();
  await expect(page).toHaveTitle("Global Queries - Recruitment Workspace");
  await expect(page).toHaveURL(/\/admin\/globalqueries$/);
});

test("an API 401 sends the browser to sign-in", async ({ page, context }) => {
  await login(page, "client");
  // Break the session server-side (the HttpOnly signature cookie goes), keep the readable cookie.
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(cookies.filter((c) => c.name !== "auth_sig"));
  await page.goto("/clijobs");
  await expect(page).toHaveURL(/\/signin$/);
});
