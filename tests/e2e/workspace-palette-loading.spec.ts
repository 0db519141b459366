import { expect, test } from "@playwright/test";
import { signInToCleanWorkspace } from "./support/workspace";

// Decision 100: the palette's chunk loads lazily; keys typed before it arrives are kept.
test("Ctrl+K, typing and Enter before the palette has loaded run the command typed", async ({ page }) => {
  // Hold the palette's chunk back until the keys have been typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/command-palette-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await signInToCleanWorkspace(page, "admin");

  await page.keyboard.press("Control+k");
  const loading = page.getByRole("textbox", { name: "Command palette" });
  await expect(loading).toBeFocused();
  await page.keyboard.type("new client");
  await page.keyboard.press("Enter");
  await expect(loading).toHaveValue("new client");
  await expect(page).toHaveURL(/\/dashboard$/);

  release();
  await expect(page).toHaveURL(/\/client\/add$/);
  await expect(page.getByTestId("command-palette")).toBeHidden();
});
