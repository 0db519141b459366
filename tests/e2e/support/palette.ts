import { expect, type Page } from "@playwright/test";

export const palette = (page: Page) => page.getByTestId("command-palette");

/** Ctrl+K, types `text`, waits until the row named `pick` is the selected one, and runs it. */
export async function runInPalette(page: Page, text: string, pick: string | RegExp) {
  await page.keyboard.press("Control+k");
  await pickInPalette(page, text, pick);
  await expect(palette(page)).toBeHidden();
}

/**
 * In the palette a key opened: types `text`, waits until the row named `pick` is the selected
 * one and presses Enter. The palette may stay open for a command's second step (Invite…'s job).
 */
export async function pickInPalette(page: Page, text: string, pick: string | RegExp) {
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(palette(page).getByRole("option", { name: pick }).first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Enter");
}
