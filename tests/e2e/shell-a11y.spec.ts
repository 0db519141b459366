import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES = [
  "/signin",
  "/forgotpassword",
  "/resetpassword/Respondent",
  "/setpassword/some-token/Staff",
  "/404",
];

test("public account pages have no serious accessibility violations", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
  }
  // After a failed submit the errors are tied to their fields.
  await page.goto("/setpassword/some-token/Staff");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("New Password", { exact: true })).toHaveAccessibleDescription("Required");
});
