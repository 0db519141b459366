import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { fillSignIn } from "./support/login";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * The login audit (decision 272), by keyboard: five wrong passwords for one user name in one
 * browser context, then the administrator opens Login Audit from the palette, filters to that
 * name's failures and sees the five rows, the fifth flagged as a burst. Axe at 1280 and 375 px.
 */
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

const NAME = `intruder${Date.now().toString().slice(-6)}@e2e.test`;

test("failed sign-ins show in the login audit with the burst flag; filtered by keyboard", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto("/signin");
  for (let i = 0; i < 5; i += 1) {
    await fillSignIn(stranger, NAME, `wrong-${i}-password`);
    await expect(stranger.getByText("The user name or password is incorrect.")).toBeVisible();
  }
  await other.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "login audit", /Login Audit/);
  await expect(page.getByRole("heading", { name: "Login Audit", level: 1 })).toBeVisible();

  const user = page.getByLabel("User name", { exact: true });
  await tabTo(page, user);
  await page.keyboard.type(NAME);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/loginaudit\?user=/);
  await tabTo(page, page.getByLabel("Outcome"));
  await page.keyboard.type("Wrong name");
  await expect(page).toHaveURL(/outcome=bad-credentials/);

  const grid = page.getByRole("grid", { name: "Sign-in attempts" });
  const rows = grid.locator("tbody tr");
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("Burst of failures");
  await expect(rows.first()).toContainText(NAME);
  await expect(rows.first()).toContainText("Wrong name or password");
  await expect(rows.nth(1)).not.toContainText("Burst of failures");
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  await audit(page, "login-audit");
  await page.screenshot({ path: "/tmp/h21-login-audit-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "login-audit");
  await page.screenshot({ path: "/tmp/h21-login-audit-375.png", fullPage: true });
});
