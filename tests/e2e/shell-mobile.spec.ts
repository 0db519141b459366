import { expect, test } from "@playwright/test";
import { login, logout } from "./support/login";

test.use({ viewport: { width: 375, height: 740 } });

test("375 px: sign-in fits the screen and the respondent menu folds behind a toggle", async ({ page }) => {
  await page.goto("/signin");
  await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Content starts below the fixed header (nav height + 15 px).
  const gap = await page.evaluate(() => {
    const header = document.querySelector("header")?.getBoundingClientRect();
    const main = document.querySelector("main")?.getBoundingClientRect();
    return header && main ? main.top - header.bottom : -1;
  });
  expect(Math.abs(gap - 15)).toBeLessThan(1.01);

  await login(page, "respondent");
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Respondent menu" })).toHaveCount(0);
  await toggle.click();
  await page
    .getByRole("navigation", { name: "Respondent menu" })
    .getByRole("link", { name: "My Profile" })
    .click();
  await expect(page).toHaveURL(/\/resprofile$/);
  // The folded menu closes after navigating.
  await expect(page.getByRole("navigation", { name: "Respondent menu" })).toHaveCount(0);

  await logout(page);

  // The staff shell folds its menu the same way.
  await login(page, "admin");
  await expect(page.getByRole("navigation", { name: "Staff menu" })).toHaveCount(0);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Staff menu" })).toBeVisible();
});
