import { expect, test } from "@playwright/test";
import { login } from "./support/login";

test("My Profile on the shared record form: the contract's message, then a save that sticks", async ({
  page,
}) => {
  await login(page, "respondent");
  await page.goto("/resprofile");
  const mobile = page.getByLabel("Mobile Number");
  await expect(mobile).toHaveValue("0412 345 678");
  await expect(page.getByLabel("Title")).toContainText("Select...");

  await mobile.fill("");
  await mobile.pressSequentially("0412");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#profile-mobile-error")).toHaveText("Invalid");
  await expect(mobile).toBeFocused();

  await mobile.fill("");
  await mobile.pressSequentially("0412345678");
  await page.getByLabel("Suburb").fill("Newtown2");
  await expect(page.getByLabel("Suburb")).toHaveValue("Newtown");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Suburb")).toHaveValue("Newtown");
  await expect(page.getByLabel("Mobile Number")).toHaveValue("0412 345 678");
});
