import { expect, type Page, test } from "@playwright/test";
import { anonymousApi, apiAs, lastMailId, waitForMail } from "./support/api";
import { demoRespondent } from "./support/arrange";
import { addCondition } from "./support/keyboard-steps";
import { palette, pickInPalette, runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * Issue 12's journey across areas: panel search → 'Invite…' (messaging) → the campaign's
 * progress → the mail in the dev mailbox → its survey link opens the survey runner's landing
 * page for that respondent and job.
 */
const grid = (page: Page) => focusedPane(page).getByRole("grid", { name: "Search results" });
const RILEY_EMAIL = "respondent@demo.test";

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await page.screenshot({ path: `/tmp/shots-journeys/invite-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("filter the panel, select, Invite… with the invitation template, watch the progress, follow the mail's survey link", async ({
  page,
}) => {
  test.setTimeout(150_000);
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const admin = await apiAs("admin");
  const riley = await demoRespondent(admin);
  await admin.postJson("/api/BulkEmailSMSUpdate", { ids: [riley.id, riley.id + 1], optedOut: false });
  // The seeded job whose survey the invitation links to: the one a staff link resolves for Riley.
  const recruiter = await apiAs("recruiter");
  const sessions =
    (await recruiter.get<{ jobId: number; jobNumber: string }[]>("/api/report/GetUserCurrentSessions")).body
      .value ?? [];
  let job: { jobId: number; jobNumber: string } | undefined;
  for (const s of [...sessions].sort((a, b) => a.jobId - b.jobId)) {
    const link = await admin.postForm<string>("/api/GetPublicSurveyEncodedValues", {
      jobId: String(s.jobId),
      respondentId: String(riley.id),
    });
    if (link.body.succeeded) {
      job = s;
      break;
    }
  }
  if (!job) throw new Error(`no seeded job with a survey among ${sessions.length} sessions`);
  const before = await lastMailId();

  // Filter the panel by keyboard: Member ID between Riley's and the next one's.
  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "Search Panel Members", /Search Panel Members/);
  await expect(page).toHaveURL(/\/searchrespondents$/);
  const screen = focusedPane(page);
  await expect(screen.getByTestId("search-total")).toHaveText(/matches/);
  await addCondition(page, "Member ID", ["between", String(riley.id), String(riley.id + 1)]);
  await expect(screen.getByTestId("search-total")).toHaveText(/^2 matches$/);
  await expect(grid(page).getByRole("row").filter({ hasText: "Riley" })).toHaveCount(1);
  await shoot(page, "search");

  // Select both members in the grid and run 'Invite…' on the selection.
  await tabTo(page, grid(page), 80);
  await page.keyboard.press("Home");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(screen.getByText("2 selected")).toBeVisible();
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "Invite", /Invite…/);
  await page.keyboard.type(job.jobNumber);
  const pick = palette(page)
    .getByRole("option", { name: new RegExp(job.jobNumber) })
    .first();
  await expect(pick).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/comms\/sendemail$/);

  const send = focusedPane(page);
  await expect(send.getByTestId("recipients-source")).toContainText("2 selected panel members");
  await expect(send.getByRole("row").filter({ hasText: "Riley Respondent" })).toHaveCount(1);
  await expect(send.getByLabel("Template").locator("option:checked")).toHaveText("Survey invitation");
  await shoot(page, "send");
  await expect(send.getByRole("button", { name: "Send", exact: true })).toBeEnabled();
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  const progress = send.getByRole("region", { name: "Campaign progress" });
  await expect(progress.getByRole("progressbar")).toBeVisible();
  await expect(progress.getByRole("heading")).toHaveText(/finished/, { timeout: 30_000 });
  await expect(progress.getByTestId("campaign-counts")).toHaveText(/Queued 0 · Sent 2 /);
  await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  await expect(progress.getByRole("heading")).toBeInViewport();
  await shoot(page, "progress");

  // The mail in the dev mailbox carries the survey runner's landing link for Riley and the job.
  const mail = await waitForMail(RILEY_EMAIL, before, 20_000);
  const link = /https?:\/\/\S+\/survey-landing\/[\w%.-]+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no survey link in ${mail?.text}`);
  const encoded = decodeURIComponent(new URL(link).pathname.split("/").pop() ?? "");
  const decoded = await anonymousApi().get<string>(
    `/api/survey/GetPublicSurveyDecodedValues?encodedData=${encodeURIComponent(encoded)}`,
  );
  expect(decoded.body.succeeded, JSON.stringify(decoded.body.errors)).toBe(true);
  const [respondentId, jobId] = (decoded.body.value ?? "").split("|").map(Number);
  expect({ respondentId, jobId }).toEqual({ respondentId: riley.id, jobId: job.jobId });

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/survey-landing\//);
  await expect(page.getByRole("heading", { name: /^Hi Riley/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue to Survey" })).toBeVisible();
  await expect(page.getByText(/not valid|expired/i)).toHaveCount(0);
  await shoot(page, "landing");
});
