import { expect, type Page, test } from "@playwright/test";
import { apiAs, lastMailId, waitForMail } from "./support/api";
import { palette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * Issue 11's journey across areas: a session invitation sent with 'Invite…' (messaging) carries
 * the seeded session screener's link; the respondent answers it on the public pages (surveys) and qualifies; staff
 * read the answers and find the respondent Qualified in the session's list (sessions).
 */
const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');

interface SurveyRow {
  id: number;
  jobId: number;
  jobGroupId: number | null;
  kind: string;
}

async function shoot(page: Page, name: string, end = 1280) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await page.screenshot({ path: `/tmp/shots-journeys/screener-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: end, height: end > 400 ? 900 : 800 });
}

/** The seeded session screener: on the first job with one, for one of its sessions. */
async function seededSessionScreener() {
  const admin = await apiAs("admin");
  const recruiter = await apiAs("recruiter");
  const sessions =
    (await recruiter.get<{ jobId: number }[]>("/api/report/GetUserCurrentSessions")).body.value ?? [];
  const jobIds = [...new Set([1, ...sessions.map((s) => s.jobId)])].sort((a, b) => a - b);
  for (const jobId of jobIds) {
    const surveys = (await admin.get<SurveyRow[]>(`/api/surveys/${jobId}`)).body.value ?? [];
    const found = surveys.find((s) => s.kind === "sessionScreener" && s.jobGroupId);
    if (found) return { surveyId: found.id, jobId, sessionId: found.jobGroupId ?? 0 };
  }
  throw new Error("no seeded session screener");
}

test("staff invite a member to the session screener with Invite…; the respondent qualifies from the mail; staff see the answers and the qualified list", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const admin = await apiAs("admin");
  const { surveyId, jobId, sessionId } = await seededSessionScreener();
  // A panel member with an e-mail address who is not on the session's list yet.
  const panel =
    (await admin.get<{ id: number; fullName: string; email: string | null }[]>("/api/search/resp-id/1/")).body
      .value ?? [];
  const listed = (
    (await admin.get<{ respondentId: number }[]>(`/api/job/qual-respondents/${sessionId}`)).body.value ?? []
  ).map((a) => a.respondentId);
  const person = panel.find((r) => r.id > 2 && r.id < 20 && r.email && !listed.includes(r.id));
  if (!person?.email) throw new Error("no panel member with an e-mail address");
  await admin.postJson("/api/BulkEmailSMSUpdate", { ids: [person.id], optedOut: false });
  const firstName = person.fullName.split(" ")[0] ?? "";

  const jobNumber = (await admin.get<{ jobNumber: string }>(`/api/job/${jobId}`)).body.value?.jobNumber ?? "";
  const session = (
    (await admin.get<{ id: number; name: string; sessionNumber: number }[]>(`/api/jobgroups/${jobId}`)).body
      .value ?? []
  ).find((x) => x.id === sessionId);
  if (!jobNumber || !session) throw new Error("no job number or session");

  // Staff invite the member to the session's screener through the UI (decision 182): the panel
  // search finds the member, 'Invite…' lists the job's sessions with a screener, Send sends it.
  const before = await lastMailId();
  const staff = await browser.newPage();
  await signInToCleanWorkspace(staff, "admin");
  await runInPalette(staff, "Search Panel Members", /Search Panel Members/);
  await expect(staff).toHaveURL(/\/searchrespondents$/);
  const screen = focusedPane(staff);
  await expect(screen.getByTestId("search-total")).toHaveText(/matches/);
  await staff.keyboard.press("Alt+N");
  const fieldBox = screen.getByLabel("Field", { exact: true }).last();
  await expect(fieldBox).toBeFocused();
  await staff.keyboard.type("Member ID");
  await expect(fieldBox.locator("option:checked")).toHaveText("Member ID");
  for (const step of ["between", String(person.id), String(person.id)]) {
    await staff.keyboard.press("Tab");
    await staff.keyboard.type(step);
  }
  await expect(screen.getByTestId("search-total")).toHaveText(/^1 match$/);
  const results = screen.getByRole("grid", { name: "Search results" });
  const lastName = person.fullName.split(" ").slice(1).join(" ");
  const member = results.getByRole("row").filter({ hasText: firstName }).filter({ hasText: lastName });
  await member.click();
  await expect(member).toHaveAttribute("aria-selected", "true");
  await staff.keyboard.press("Control+k");
  await staff.keyboard.type("Invite");
  await expect(
    palette(staff)
      .getByRole("option", { name: /Invite…/ })
      .first(),
  ).toHaveAttribute("aria-selected", "true");
  await staff.keyboard.press("Enter");
  await staff.keyboard.type(jobNumber);
  const pick = palette(staff).getByRole("option", {
    name: new RegExp(`${jobNumber}.*${session.name} \\(#${session.sessionNumber}\\) screener`),
  });
  await expect(pick).toBeVisible();
  await pick.click();
  await expect(palette(staff)).toBeHidden();
  await expect(staff).toHaveURL(/\/comms\/sendemail$/);
  const send = focusedPane(staff);
  await expect(send.getByRole("row").filter({ hasText: person.fullName })).toHaveCount(1);
  await send.getByRole("button", { name: "Send", exact: true }).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
  const progress = send.getByRole("region", { name: "Campaign progress" });
  await expect(progress.getByRole("heading")).toHaveText(/finished/, { timeout: 30_000 });
  await expect(progress.getByTestId("campaign-counts")).toHaveText(/Queued 0 · Sent 1 /);
  await staff.close();
  const mail = await waitForMail(person.email, before, 30_000);
  const link = /https?:\/\/\S+\/survey-landing\/[\w%.-]+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no survey link in ${mail?.text}`);

  // The respondent, on a phone, answers the session screener and qualifies.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: new RegExp(`^Hi ${firstName}`) })).toBeVisible();
  await shoot(page, "landing", 375);
  await page.getByRole("button", { name: "Continue to Survey" }).click();
  if (
    await page
      .getByRole("button", { name: "Save and Continue" })
      .isVisible()
      .catch(() => false)
  ) {
    await shoot(page, "welcome", 375);
    await page.getByRole("button", { name: "Save and Continue" }).click();
  }
  await expect(page).toHaveURL(/\/survey\/survey-start\//);
  const next = () => page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: "18 to 39" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "18 to 39" })).toBeChecked();
  await shoot(page, "page-1", 375);
  await next();
  await page.getByRole("checkbox", { name: "None of these" }).check();
  await next();
  await page.getByRole("checkbox", { name: "I agree to take part" }).check();
  await next();
  await expect(page).toHaveURL(/\/surveythankyou\?/);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await shoot(page, "thank-you", 375);

  // Staff: the session's qualified list, then the respondent's screener answers from it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  const row = focusedPane(page).getByRole("row").filter({ hasText: person.fullName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Qualified");
  await shoot(page, "qualified");
  await row.click();
  await runInPalette(page, "Screener answers", /Screener answers/);
  await expect(page).toHaveURL(new RegExp(`/screener/\\d+/${person.id}/${surveyId}/${jobId}$`));
  const answers = focusedPane(page);
  await expect(answers.getByRole("heading", { name: /Screener answers/ })).toBeVisible();
  await expect(answers.getByText(`${person.fullName} (#${person.id})`)).toContainText("Completed");
  await expect(answers.getByText("18 to 39")).toBeVisible();
  await expect(answers.getByText("None of these")).toBeVisible();
  await shoot(page, "answers");

  const list = await admin.get<{ respondentId: number; status: string }[]>(
    `/api/job/qual-respondents/${sessionId}`,
  );
  expect(list.body.value).toEqual(
    expect.arrayContaining([expect.objectContaining({ respondentId: person.id, status: "Qualified" })]),
  );
});
