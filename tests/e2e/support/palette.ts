import { expect, type Page } from "@playwright/test";

export const palette = (page: Page) => page.getByTestId("command-palette");

/** Ctrl+K, types `text`, waits until the row named `pick` is the selected one, and runs it. */
export async function runInPalette(page: Page, text: string, pick: string | RegExp) {
  await page.keyboard.press("Control+k");
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(text);
  await expect(palette(page).getByRole("option", { name: pick }).first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
}
