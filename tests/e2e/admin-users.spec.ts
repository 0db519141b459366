import { expect, type Page, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { BASE_URL, lastMailId, linkIn, waitForMail } from "./support/api";
import { clockQuestion } from "./support/login";
import { palette, pickInPalette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * Users and roles by keyboard (decisions 270, 271, 280): the administrator makes a role and adds a
 * recruiter holding it; the recruiter sets a password from the invitation mail and signs in in a
 * second browser; the administrator takes the Tickets right off the role, and the recruiter's
 * palette no longer offers 'New support ticket' and the tickets call answers 403. The guard's own
 * sentence shows when the administrator tries to deactivate themselves. Axe at 1280 and 375 px.
 */
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

/** Tabs to the checkbox named `name` in the open dialog and presses Space (ticks or unticks it). */
async function toggle(page: Page, name: string) {
  const box = page.getByRole("dialog").getByRole("checkbox", { name });
  await tabTo(page, box);
  await page.keyboard.press("Space");
}

async function saveDialog(page: Page) {
  await tabTo(page, page.getByRole("dialog").getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
}

/** Whether the palette offers a command named `title` for `text` typed (then closes it). */
async function paletteOffers(page: Page, text: string, title: string): Promise<boolean> {
  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  // Area commands load after the shell: a command always offered shows once they are in.
  await page.waitForTimeout(300);
  const has = (await palette(page).getByRole("option", { name: title, exact: true }).count()) > 0;
  await page.keyboard.press("Escape");
  await expect(palette(page)).toBeHidden();
  return has;
}

test("a recruiter added with a role signs in; a right taken off the role leaves their palette and is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const n = Date.now().toString().slice(-6);
  const roleName = `E2E recruiters ${n}`;
  const email = `e2e.recruiter.${n}@demo.test`;
  const password = `Recruit-${n}!a`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");

  // A role with three rights, from the palette; the editor's checkboxes are grouped.
  await runInPalette(page, "new role", /^New role/);
  await expect(page.getByRole("heading", { name: "System Users", level: 1 })).toBeVisible();
  const roleDialog = page.getByRole("dialog", { name: "New role" });
  await expect(roleDialog.getByLabel("Role name")).toBeFocused();
  await page.keyboard.type(roleName);
  await expect(roleDialog.getByRole("group", { name: "Administration" })).toBeVisible();
  await toggle(page, "Job admin (JOB)");
  await toggle(page, "Respondent admin (RES)");
  await toggle(page, "Tickets (TKT)");
  await saveDialog(page);
  await expect(page.getByText("Role saved.")).toBeVisible();
  await expect(roleDialog).toBeHidden();

  // The recruiter, with that role; saving mails the invitation.
  const before = await lastMailId();
  await runInPalette(page, "new user", /^New user/);
  const userDialog = page.getByRole("dialog", { name: "New user" });
  await expect(userDialog.getByLabel("First name")).toBeFocused();
  await page.keyboard.type("Robin");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`Tester${n}`);
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await toggle(page, roleName);
  await saveDialog(page);
  await expect(page.getByText("is invited")).toBeVisible();
  await expect(userDialog).toBeHidden();

  // Found by the name filter; selected, its effective rights show with the role granting them.
  const grid = page.getByRole("grid", { name: "Staff users" });
  await tabTo(page, page.getByLabel("Filter Name"));
  await page.keyboard.type(`Tester${n}`);
  await expect(grid.locator("tbody tr")).toHaveText([new RegExp(email.replaceAll(".", "\\."))]);
  const row = grid.locator("tbody tr").filter({ hasText: email });
  await expect(row).toContainText(roleName);
  await expect(row).toContainText("Yes");
  await tabTo(page, grid);
  await expect(grid.locator('tbody tr[aria-selected="true"]')).toContainText(email);
  const preview = page.getByRole("region", { name: /Effective rights of Robin/ });
  await expect(preview).toContainText("(3 of 46)");
  await expect(preview).toContainText(`Tickets (TKT) from ${roleName}`);
  await audit(page, "system-users");
  await page.screenshot({ path: "/tmp/h-users-1280.png", fullPage: true });

  // The recruiter sets a password from the mail and signs in, in a browser of their own.
  const mail = await waitForMail(email, before);
  const link = new URL(linkIn(mail?.text ?? ""));
  const theirs = await browser.newContext({ baseURL: BASE_URL, timezoneId: "America/New_York" });
  const recruiter = await theirs.newPage();
  await recruiter.setViewportSize({ width: 1280, height: 900 });
  await recruiter.goto(link.pathname);
  await expect(recruiter.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await recruiter.getByLabel("New Password", { exact: true }).pressSequentially(password);
  await tabTo(recruiter, recruiter.getByLabel("Confirm New Password"));
  await recruiter.keyboard.type(password);
  await recruiter.keyboard.press("Enter");
  await expect(recruiter.getByText("Password has been set successfully!")).toBeVisible();
  await recruiter.getByLabel("Email Address / Mobile Number").pressSequentially(email);
  await recruiter.keyboard.press("Tab");
  await recruiter.keyboard.type(password);
  await recruiter.keyboard.press("Enter");
  await expect(recruiter).toHaveURL(/\/dashboard$/);
  await expect(recruiter.getByTestId("user-name")).toHaveText(`Robin Tester${n}`);
  await clockQuestion(recruiter);
  await expect.poll(() => paletteOffers(recruiter, "new support ticket", "New support ticket")).toBe(true);
  expect((await recruiter.request.get("/api/tickets")).status()).toBe(200);

  // The administrator takes Tickets off the role.
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "edit role", /^Edit role…/);
  await pickInPalette(page, roleName, new RegExp(roleName));
  const editDialog = page.getByRole("dialog", { name: `Role: ${roleName}` });
  await expect(editDialog).toContainText("Held by 1 active user");
  await expect(editDialog.getByRole("checkbox", { name: "Tickets (TKT)" })).toBeChecked();
  await toggle(page, "Tickets (TKT)");
  await expect(editDialog.getByRole("checkbox", { name: "Tickets (TKT)" })).not.toBeChecked();
  await page.screenshot({ path: "/tmp/h-users-role-1280.png" });
  await saveDialog(page);
  await expect(page.getByText("Role saved.")).toBeVisible();
  await expect(preview).toContainText("(2 of 46)");
  await expect(preview).not.toContainText("Tickets (TKT)");

  // The call is refused on the recruiter's very next request; the palette drops the command once
  // the shell reads their rights again (decision 271).
  expect((await recruiter.request.get("/api/tickets")).status()).toBe(403);
  await recruiter.reload();
  await expect(recruiter.getByTestId("user-name")).toHaveText(`Robin Tester${n}`);
  await expect.poll(() => paletteOffers(recruiter, "report a problem", "Report a problem…")).toBe(true);
  expect(await paletteOffers(recruiter, "new support ticket", "New support ticket")).toBe(false);
  await theirs.close();

  // The guard's refusal shows as the server words it.
  await tabTo(page, page.getByLabel("Filter Name"));
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Avery");
  // The filter asks the server after a pause: wait for its answer before going into the grid.
  await expect(grid.locator("tbody tr")).toHaveText([/Avery Admin/]);
  await tabTo(page, grid);
  await expect(grid.locator('tbody tr[aria-selected="true"]')).toContainText("Avery");
  await runInPalette(page, "deactivate selected user", /Deactivate selected user/);
  const ask = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(ask).toContainText("will be deactivated");
  await tabTo(page, ask.getByRole("button", { name: "Deactivate" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("You cannot deactivate yourself.")).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "system-users");
  await page.screenshot({ path: "/tmp/h-users-375.png", fullPage: true });
});
