import { expect, type Page, test } from "@playwright/test";
import { toE164 } from "../../server/contracts/phone-e164";
import { apiAs, lastMailId, waitForMail } from "./support/api";
import { signInToCleanWorkspace } from "./support/workspace";

const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');

interface Suggestion {
  id: number;
  fullName: string;
  mobile: string | null;
}

/** Two demo members with a mobile: one to receive the SMS, one opted out. */
async function twoMembers() {
  const admin = await apiAs("admin");
  const found: Suggestion[] = [];
  for (const id of [31, 32, 33, 34, 35, 36]) {
    const hit = (await admin.get<Suggestion[]>(`/api/search/resp-id/${id}/`)).body.value?.[0];
    if (hit?.mobile && /^0[24]/.test(hit.mobile)) found.push(hit);
    if (found.length === 2) break;
  }
  const [to, out] = found;
  if (!to || !out) throw new Error("no demo members with mobiles");
  await admin.postJson("/api/BulkEmailSMSUpdate", { ids: [to.id], optedOut: false });
  await admin.postJson("/api/BulkEmailSMSUpdate", { ids: [out.id], optedOut: true });
  return { to, out };
}

test("Send SMS: compose with the segment counter; the check lists an empty merge field and an opted-out member; the composed text is what arrives", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { to, out } = await twoMembers();
  const rendered = `Hi ${to.fullName.split(" ")[0]}, parking moved to the rear entrance.`;
  const before = await lastMailId();
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto("/comms/sendsms");
  const pane = focusedPane(page);

  await pane.getByLabel("Paste panel member IDs, e-mails or mobiles").fill(`${to.id} ${out.id}`);
  await pane.getByRole("button", { name: "Use pasted list" }).click();
  await expect(pane.getByTestId("recipients-source")).toHaveText("Recipients: 2 pasted (2)");

  // The compose box starts from the General SMS template and counts as you type.
  const body = pane.getByLabel("Message", { exact: true });
  await expect(body).toHaveValue("Hi {{firstName}}, ");
  const counter = pane.getByTestId("sms-counter");
  // A merge field counts as its name while composing: "Hi firstName, " is 14 characters.
  await expect(counter).toHaveText("14 of 160 · 1 SMS");
  await body.press("End");
  await body.pressSequentially("parking moved to the rear entrance. Your incentive: ");
  await pane.getByLabel("Insert merge field").selectOption("incentive");
  const withField = "Hi {{firstName}}, parking moved to the rear entrance. Your incentive: {{incentive}}";
  await expect(body).toHaveValue(withField);
  const counted = withField.replaceAll(/\{\{(\w+)\}\}/g, "$1").length;
  await expect(counter).toHaveText(`${counted} of 160 · 1 SMS`);
  await body.fill(`${withField} ${"x".repeat(160 - counted)}`);
  await expect(counter).toHaveText("161 of 306 · 2 SMS");
  // One character outside GSM-7 (a curly quote) makes it Unicode: 70 to an SMS.
  await body.fill("Hi ‘there’");
  await expect(counter).toHaveText("10 of 70 · 1 SMS · Unicode");
  await body.fill(withField);

  // The check before sending: the incentive has no value (no job), the opted-out member is left out.
  await pane.getByRole("button", { name: "Check and preview" }).click();
  const check = pane.getByRole("region", { name: "Before sending" });
  await expect(check.getByTestId("empty-fields")).toContainText("incentive is empty for 1 of 1 recipient.");
  const leftOut = check.getByRole("row").filter({ hasText: out.fullName });
  await expect(leftOut).toContainText("Opted out of e-mail and SMS.");
  await expect(check).toBeInViewport();

  // Sending with the empty field is refused; nothing goes out.
  await pane.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  await expect(page.getByText("incentive is empty for 1 of 1 recipient.").last()).toBeVisible();
  await expect(pane.getByRole("region", { name: "Campaign progress" })).toHaveCount(0);

  // Without the field, the check is clean and the composed text is sent.
  const final = "Hi {{firstName}}, parking moved to the rear entrance.";
  await body.fill(final);
  await pane.getByRole("button", { name: "Check and preview" }).click();
  await expect(check.getByTestId("empty-fields")).toHaveCount(0);
  await expect(check.getByRole("region", { name: "Preview" })).toContainText(
    "parking moved to the rear entrance.",
  );
  await pane.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  const progress = pane.getByRole("region", { name: "Campaign progress" });
  await expect(progress.getByRole("heading")).toHaveText(/finished/, { timeout: 30_000 });
  // The form is reset: a second press cannot send the same message again.
  await expect(pane.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  await expect(pane.getByTestId("recipients-source")).toHaveText("Recipients: none yet (0)");

  const country = to.mobile?.startsWith("02") ? "NZ" : "AU";
  const e164 = toE164(to.mobile ?? "", country);
  if (!e164.ok) throw new Error(e164.reason);
  const sms = await waitForMail(e164.number, before, 20_000);
  expect(sms?.text).toBe(rendered);
});
