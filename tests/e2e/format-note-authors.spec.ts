import { expect, test } from "@playwright/test";
import { anonymousApi, apiAs } from "./support/api";
import { signInToCleanWorkspace } from "./support/workspace";

test("client notes name their author, not an e-mail address", async ({ page }) => {
  const api = await apiAs("admin");
  const notes = await api.get<{ createdBy: string }[]>("/api/client-notes/1");
  expect(notes.body.value?.length ?? 0).toBeGreaterThan(0);

  await signInToCleanWorkspace(page, "admin");
  await page.goto("/client/edit/1/notes");
  const list = page.getByRole("grid", { name: "Notes" });
  await expect(list.getByRole("row").nth(1)).toBeVisible();
  await expect(list.getByText("Avery Admin").first()).toBeVisible();
  await expect(list.getByText(/@/)).toHaveCount(0);
});

test("respondent notes list date, author name and text on the record's Notes tab", async ({ page }) => {
  const run = Date.now().toString().slice(-6);
  const signup = await anonymousApi().postJson<{ respondentId: number }>("/api/res-signup", {
    panel: "general",
    title: "Mr",
    firstName: "Noah",
    lastName: "Notes",
    email: `noah.${run}@example.com`,
    mobile: `0423${run}`,
    postcode: "3000",
    gender: "Male",
    yearOfBirth: 1990,
    acceptTerms: true,
  });
  const id = signup.body.value?.respondentId;
  expect(id).toBeTruthy();
  const api = await apiAs("admin");
  const added = await api.postJson("/api/respondent-notes/add", { respondentId: id, text: `Called ${run}` });
  expect(added.body.succeeded).toBe(true);

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/respondent/${id}`);
  const screen = page.getByRole("region", { name: `#${id} Noah Notes` });
  await screen.getByRole("tab", { name: "Notes" }).click();
  const list = screen.getByRole("grid", { name: "Dated notes" });
  await expect(list.getByText(`Called ${run}`)).toBeVisible();
  await expect(list.getByText("Avery Admin", { exact: true })).toBeVisible();
  await expect(list.getByText(/@demo\.test/)).toHaveCount(0);
});
