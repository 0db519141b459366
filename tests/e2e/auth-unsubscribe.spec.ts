import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";

/** An encrypted respondent id, as the unsubscribe links carry (POST get-encrypt-decrypt-string). */
async function encodedRespondent(): Promise<string> {
  const admin = await apiAs("admin");
  // A seeded panel member other than the demo respondent, so other tests keep a contactable demo user.
  const respondent = await apiAs("respondent");
  const demoId = Number(
    JSON.parse(Buffer.from(respondent.token.split(".")[1] ?? "", "base64url").toString()).primarysid,
  );
  const answer = await admin.postForm<string>("/api/get-encrypt-decrypt-string", {
    type: "encrypt",
    text: String(demoId + 1),
  });
  expect(answer.body.succeeded).toBe(true);
  return answer.body.value;
}

test("unsubscribe: No goes home, Yes shows the server's message instead of the question", async ({
  page,
}) => {
  const encoded = await encodedRespondent();
  await page.goto(`/unsubscribe/${encodeURIComponent(encoded)}`);
  await expect(page.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(
    page.getByText("You will be unsubscribed from our system and no longer will be contacted."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await page.getByRole("button", { name: "No" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/unsubscribe/${encodeURIComponent(encoded)}`);
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText(/unsubscribed successfully/i)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Are you sure?" })).toHaveCount(0);
});

test("unsubscribe with a broken link shows nothing new and keeps the question", async ({ page }) => {
  await page.goto("/unsubscribe/not-a-real-link");
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
