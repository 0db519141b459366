import { expect, type Page, test } from "@playwright/test";
import { anonymousApi } from "./support/api";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

const tabs = (page: Page) => page.getByRole("tablist", { name: /^Tabs of pane/ }).getByRole("tab");
const section = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Respondent sections" }).getByRole("tab", { name });

test("the respondent record is one form over its tabs: drafts survive, Ctrl+S saves, errors show their tab", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString().slice(-6);
  // Names are letters only: the run's digits become letters.
  const tag = [...run].map((d) => String.fromCharCode(97 + Number(d))).join("");
  const signup = await anonymousApi().postJson<{ respondentId: number }>("/api/res-signup", {
    panel: "general",
    title: "Ms",
    firstName: "Rita",
    lastName: `Form${tag}`,
    email: `rita.form.${run}@example.com`,
    mobile: `0437${run}9`.slice(0, 10),
    postcode: "3000",
    state: "VIC",
    gender: "Female",
    yearOfBirth: 1990,
    acceptTerms: true,
  });
  const id = signup.body.value?.respondentId ?? 0;
  expect(signup.body.errors ?? []).toEqual([]);
  expect(id).toBeGreaterThan(0);
  await signInToCleanWorkspace(page, "admin");

  await page.goto("/client/edit/1/details");
  await expect(page.getByLabel("Client name")).not.toHaveValue("");
  // The record opens in a second workspace tab.
  await runInPalette(page, `@Rita Form${tag}`, new RegExp(`Form${tag}`));
  await expect(page).toHaveURL(new RegExp(`/respondent/${id}$`));
  const occupation = page.getByLabel("Occupation");
  await expect(page.getByLabel("First Name")).toHaveValue("Rita");
  await occupation.fill("Baker");
  // Another section of the record, then back: the edit is still there.
  await section(page, "Panel details").click();
  await section(page, "Profile").click();
  await expect(occupation).toHaveValue("Baker");
  // Another workspace tab, then back: the draft is kept and the tab still says it is unsaved.
  await tabs(page).and(page.locator('[title^="/client/edit/1"]')).click();
  await expect(page.getByLabel("Client name")).not.toHaveValue("");
  await expect(page.getByLabel("Occupation")).toHaveCount(0);
  await tabs(page)
    .and(page.locator(`[title^="/respondent/${id} "]`))
    .click();
  await expect(page.getByLabel("Occupation")).toHaveValue("Baker");
  await expect(tabs(page).filter({ hasText: "unsaved changes" })).toHaveCount(1);

  // A refused save shows the section holding the first error.
  await page.getByLabel("First Name").fill("");
  await section(page, "Notes").click();
  await page.keyboard.press("Control+s");
  await expect(section(page, "Profile")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");

  // Ctrl+S saves through the tab's saver; the record becomes clean with the saved value the
  // server answered, without reading the record again.
  const recordReads: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === `/api/respondent/${id}`)
      recordReads.push(r.url());
  });
  await page.getByLabel("First Name").fill("Rita");
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Successfully Saved!")).toBeVisible();
  await expect(tabs(page).filter({ hasText: "unsaved changes" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(recordReads).toEqual([]);
  await page.reload();
  await expect(page.getByLabel("Occupation")).toHaveValue("Baker");

  // Reference data: the ticked items are a form of their own, saved with "Save selection".
  await section(page, "Reference data").click();
  const items = page.getByRole("group", { name: "Selected items" });
  await items.getByLabel("Van").check();
  await page.getByRole("button", { name: "Save selection" }).click();
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await page.reload();
  await section(page, "Reference data").click();
  await expect(page.getByRole("group", { name: "Selected items" }).getByLabel("Van")).toBeChecked();
});
