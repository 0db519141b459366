import { expect, type Page, test } from "@playwright/test";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

// Decision 088: closing a workspace tab with unsaved changes asks first.
const tabs = (page: Page) => page.getByRole("tablist", { name: /^Tabs of pane/ }).getByRole("tab");
const dialog = (page: Page) => page.getByRole("dialog", { name: "Are you sure?" });

test("a tab with unsaved changes asks before it closes; keep editing keeps the value, close drops it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInToCleanWorkspace(page, "admin");

  // A seeded client in a tab of its own; change its name but do not save.
  await page.goto("/client/edit/1/details");
  const name = page.getByLabel("Client name");
  await expect(name).not.toHaveValue("");
  const original = await name.inputValue();
  // Opening is not editing: the masked phone on file must not count as a change.
  await expect(page.getByLabel("Phone")).toHaveValue(/^\(\d\d\) /);
  await expect(tabs(page).filter({ hasText: "unsaved changes" })).toHaveCount(0);
  await name.fill(`${original} (edited)`);
  const clientTab = tabs(page).filter({ hasText: "unsaved changes" });
  await expect(clientTab).toHaveCount(1);

  // Ctrl+K "close tab": the question, with focus on Keep editing, so Enter keeps the work.
  await runInPalette(page, "close tab", /^Close tab/);
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByTestId("unsaved-close-text")).toHaveText(
    "Your changes are not saved. Close this tab without saving?",
  );
  await expect(page.getByRole("button", { name: "Keep editing" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeHidden();
  await expect(clientTab).toHaveCount(1);
  await expect(name).toHaveValue(`${original} (edited)`);

  // The binding (Alt+W) asks too; Escape keeps editing.
  await page.keyboard.press("Alt+w");
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(name).toHaveValue(`${original} (edited)`);

  // Hidden behind another tab, the edits are still unsaved: its × asks, and reload would too.
  await page.keyboard.press("Alt+t");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(clientTab).toHaveCount(1);
  await clientTab.getByTestId("ws-tab-close").click();
  await expect(dialog(page)).toBeVisible();
  await page.getByRole("button", { name: "Keep editing" }).click();
  await clientTab.click();
  await expect(name).toHaveValue(`${original} (edited)`);

  // Confirm: the tab closes and its draft is dropped; reopening shows the saved name.
  await page.keyboard.press("Alt+w");
  await page.getByRole("button", { name: "Close without saving" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(clientTab).toHaveCount(0);
  await expect(tabs(page).filter({ hasText: original })).toHaveCount(0);
  await page.keyboard.press("Alt+Shift+t");
  await expect(page).toHaveURL(/\/client\/edit\/1\/details$/);
  await expect(name).toHaveValue(original);
  await expect(tabs(page).filter({ hasText: "unsaved changes" })).toHaveCount(0);

  // The respondent record reports its edits too (and is clean when it opens).
  await page.goto("/respondent/3");
  const firstName = page.getByLabel("First Name");
  await expect(firstName).not.toHaveValue("");
  await expect(tabs(page).filter({ hasText: "unsaved changes" })).toHaveCount(0);
  await firstName.fill("Changed");
  await firstName.blur();
  const respondentTab = tabs(page).and(page.locator('[title^="/respondent/3 "]'));
  await expect(respondentTab).toHaveCount(1);
  await page.keyboard.press("Alt+w");
  await expect(dialog(page)).toBeVisible();
  await page.getByRole("button", { name: "Close without saving" }).click();
  await expect(respondentTab).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/respondent\/3$/);

  // Closing the browser with a dirty tab, even a hidden one, raises the beforeunload prompt.
  await page.goto("/client/edit/1/details");
  await name.fill(`${original} (again)`);
  await name.blur(); // the workspace keys are not taken from inside a text field
  await page.keyboard.press("Alt+t");
  await expect(page).toHaveURL(/\/dashboard$/);
  const prompted = new Promise<string>((resolve) => {
    page.once("dialog", (d) => {
      resolve(d.type());
      void d.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await prompted).toBe("beforeunload");
});
