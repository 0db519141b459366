import { expect, test } from "@playwright/test";
import { anonymousApi } from "./support/api";
import { signInToCleanWorkspace } from "./support/workspace";

test("staff add and delete a respondent's children on the shared panel and form", async ({ page }) => {
  const run = Date.now().toString().slice(-6);
  const signup = await anonymousApi().postJson<{ respondentId: number }>("/api/res-signup", {
    panel: "general",
    title: "Ms",
    firstName: "Kim",
    lastName: "Kids",
    email: `kim.${run}@example.com`,
    mobile: `0424${run}`,
    postcode: "3000",
    gender: "Female",
    yearOfBirth: 1985,
    acceptTerms: true,
  });
  const id = signup.body.value?.respondentId;
  expect(id).toBeTruthy();

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/respondent/${id}`);
  const screen = page.getByRole("region", { name: `#${id} Kim Kids` });
  await screen.getByRole("tab", { name: "Children" }).click();
  const panel = screen.getByRole("region", { name: "Children" });

  // Add: the command button opens the blank form; the contract's messages show under the fields.
  await panel.getByRole("button", { name: "Add child" }).click();
  const dialog = page.getByRole("dialog", { name: "Add children" });
  await dialog.getByLabel("Child's first name").pressSequentially("Mia9");
  await expect(dialog.getByLabel("Child's first name")).toHaveValue("Mia");
  await dialog.getByLabel("Child's gender").selectOption({ label: "Female" });
  await dialog.getByLabel("Child's year of birth").fill("1800");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Invalid")).toBeVisible();
  await dialog.getByLabel("Child's year of birth").fill("2015");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const grid = panel.getByRole("grid", { name: "Children" });
  const mia = grid.getByRole("row", { name: /Mia/ });
  await expect(mia).toContainText("Female");
  await expect(mia).toContainText("2015");

  // Delete: select the row, the command confirms first.
  await mia.click();
  await panel.getByRole("button", { name: "Delete selected children" }).click();
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: /yes|ok|delete/i })
    .click();
  await expect(grid.getByRole("row", { name: /Mia/ })).toHaveCount(0);
});
