import { expect, test } from "@playwright/test";
import { anonymousApi, waitForMail } from "./support/api";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

test("an admin opens Developer Tools, finds the newest mail and reads it as its recipient would", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Arrange: a set-password mail to the recruiter, sent through the dev mailbox (no SMTP in e2e).
  await anonymousApi().postForm("/api/forgot-password", {
    emailAddress: "recruiter@demo.test",
    role: "Staff",
  });
  const mail = await waitForMail("recruiter@demo.test");
  expect(mail).toBeDefined();

  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "developer tools", /Developer Tools/);
  await expect(page.getByRole("heading", { name: "Developer Tools", level: 1 })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Mailbox" });
  // Newest first: the mail just sent is the first row, with its recipient, channel and status.
  const first = grid.getByRole("row").nth(1);
  await expect(first).toContainText("recruiter@demo.test");
  await expect(first).toContainText("E-mail");
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  // Keyboard: focus the grid, Enter opens the message.
  await grid.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("recruiter@demo.test");
  const body = dialog.frameLocator('iframe[title="E-mail body"]');
  await expect(body.locator("body")).toContainText(/password/i);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
