import { createHmac } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { apiAs, BASE_URL, lastMailId, waitForMail } from "./support/api";
import { palette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');
/** The token start-server.ts gives the e2e server (SMS_AUTH_TOKEN). */
const SMS_TOKEN = process.env.SMS_AUTH_TOKEN ?? "e2e-sms-token";

/** Twilio's signature: HMAC-SHA1 over the public URL and the sorted form fields, base64. */
function sign(url: string, fields: Record<string, string>) {
  const data = Object.keys(fields)
    .sort()
    .reduce((acc, k) => acc + k + fields[k], url);
  return createHmac("sha1", SMS_TOKEN).update(data, "utf8").digest("base64");
}

interface Attendee {
  eventId: number;
  respondentId: number;
  fullName: string;
  mobile: string | null;
  status: string;
}

/** Runs a command whose picker then needs `choice` picked. */
async function runWithChoice(page: Page, text: string, pick: RegExp, choice: string, choicePick: RegExp) {
  await page.keyboard.press("Control+k");
  await page.keyboard.type(text);
  await expect(palette(page).getByRole("option", { name: pick }).first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Enter");
  if (choice) await page.keyboard.type(choice);
  await expect(palette(page).getByRole("option", { name: choicePick }).first()).toBeVisible();
  await palette(page).getByRole("option", { name: choicePick }).first().click();
  await expect(palette(page)).toBeHidden();
}

/** Presses the Send command button, says Yes, and waits for the campaign to finish. */
async function sendAndWatch(page: Page) {
  const pane = focusedPane(page);
  await expect(pane.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  await pane.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  const progress = pane.getByRole("region", { name: "Campaign progress" });
  await expect(progress.getByRole("progressbar")).toBeVisible();
  await expect(progress.getByRole("heading")).toHaveText(/finished/, { timeout: 30_000 });
  await expect(progress.getByTestId("campaign-counts")).toHaveText(/Queued 0 · Sent 1 /);
}

test("session confirmations by SMS from a session's attendees; a signed YES confirms the attendee", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs("recruiter");
  const sessions =
    (
      await api.get<{ id: number; jobId: number; startsAt: string | null }[]>(
        "/api/report/GetUserCurrentSessions",
      )
    ).body.value ?? [];
  let target: { sessionId: number; jobId: number; attendee: Attendee } | null = null;
  for (const s of sessions) {
    const list = (await api.get<Attendee[]>(`/api/job/qual-respondents/${s.id}`)).body.value ?? [];
    const booked = list.find((a) => a.status === "Booked" && a.mobile);
    if (booked) {
      target = { sessionId: s.id, jobId: s.jobId, attendee: booked };
      break;
    }
  }
  if (!target) throw new Error("no session with a booked attendee in the demo data");
  const { sessionId, jobId, attendee } = target;

  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  const row = focusedPane(page).getByRole("row").filter({ hasText: attendee.fullName }).first();
  await row.click();
  await runWithChoice(page, "send confirmations", /Send confirmations/, "", /By SMS/);
  await expect(page).toHaveURL(/\/comms\/sendsms$/);
  const pane = focusedPane(page);
  await expect(pane.getByTestId("recipients-source")).toHaveText("Recipients: 1 selected attendee (1)");
  await expect(pane.getByRole("row").filter({ hasText: attendee.fullName })).toHaveCount(1);
  await expect(pane.getByLabel("Template")).not.toHaveValue("");
  await sendAndWatch(page);

  // The attendee answers YES: the provider posts it to the signed webhook.
  const url = `${BASE_URL}/api/webhooks/sms/inbound`;
  const fields = {
    MessageSid: `SMe2e${Date.now()}`,
    From: attendee.mobile ?? "",
    To: "+61400000000",
    Body: "YES",
  };
  const bad = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-twilio-signature": "nope" },
  });
  expect(bad.status).toBe(403);
  const res = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "x-twilio-signature": sign(url, fields) },
  });
  expect(res.status).toBe(200);

  await page.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  await expect(
    focusedPane(page).getByRole("row").filter({ hasText: attendee.fullName }).first(),
  ).toContainText("Confirmed");
  await page.goto("/comms/smsreplies");
  await expect(focusedPane(page).getByRole("row").filter({ hasText: "YES" }).first()).toContainText(
    attendee.fullName,
  );
});

test("Invite… from a panel member's record with a template: the progress bar runs to the end, the mail's survey link opens", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs("admin");
  const found = (
    await api.get<{ id: number; fullName: string; email?: string }[]>(
      "/api/search/respondent/Riley Respondent/",
    )
  ).body.value;
  const riley = found?.find((r) => r.fullName === "Riley Respondent");
  if (!riley) throw new Error("no demo respondent");
  await api.postJson("/api/BulkEmailSMSUpdate", { ids: [riley.id], optedOut: false });
  const recruiter = await apiAs("recruiter");
  const sessions =
    (await recruiter.get<{ jobNumber: string }[]>("/api/report/GetUserCurrentSessions")).body.value ?? [];
  const job = sessions[0];
  if (!job) throw new Error("no demo job");
  const before = await lastMailId();

  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, `@${riley.id}`, /Riley Respondent/);
  await expect(page).toHaveURL(new RegExp(`/${riley.id}$`));
  await runWithChoice(page, "invite", /Invite…/, job.jobNumber, new RegExp(job.jobNumber));
  await expect(page).toHaveURL(/\/comms\/sendemail$/);
  const pane = focusedPane(page);
  await expect(pane.getByLabel("Template")).toHaveValue(/\d+/);
  await expect(pane.getByLabel("Template").locator("option:checked")).toHaveText("Survey invitation");
  await sendAndWatch(page);

  const mail = await waitForMail("respondent@demo.test", before, 20_000);
  const link = /https?:\/\/\S+\/survey-landing\/[\w-]+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no survey link in ${mail?.text}`);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/survey-landing\//);
  await expect(page.getByText(/not valid|expired/i)).toHaveCount(0);
});

test("a template is edited in the rich-text editor and previewed with a real respondent", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = await apiAs("admin");
  const found = (
    await api.get<{ id: number; fullName: string }[]>("/api/search/respondent/Riley Respondent/")
  ).body.value;
  const riley = found?.find((r) => r.fullName === "Riley Respondent");
  if (!riley) throw new Error("no demo respondent");
  await signInToCleanWorkspace(page, "admin");
  await page.goto("/emailtemplates");
  const pane = focusedPane(page);
  await pane.getByRole("row").filter({ hasText: "Session confirmation" }).first().dblclick();
  const subject = pane.getByLabel("Subject");
  await expect(subject).toHaveValue(/Please confirm/);
  await subject.fill("Please confirm, {{firstName}}");
  // The body: a new bold paragraph typed into the rich-text editor, Ctrl+B on and off.
  await pane.getByRole("textbox", { name: "Message" }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Bring photo ID");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" to the session.");
  await pane.getByLabel("Panel member ID").fill(String(riley.id));
  await pane.getByRole("button", { name: "Preview" }).click();
  const preview = pane.getByRole("region", { name: "Preview" });
  await expect(preview).toContainText("Please confirm, Riley");
  await expect(
    preview.frameLocator('iframe[title="E-mail preview"]').locator("strong", { hasText: "Bring photo ID" }),
  ).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  const saved = (await api.get<{ name: string; subject: string; html: string }[]>("/api/emailtemplate")).body
    .value;
  const template = saved?.find((t) => t.name === "Session confirmation");
  expect(template?.subject).toBe("Please confirm, {{firstName}}");
  expect(template?.html).toContain("<strong>Bring photo ID</strong> to the session.");
});
