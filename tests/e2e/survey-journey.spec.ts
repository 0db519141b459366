import { expect, type Page, test } from "@playwright/test";
import type { Question } from "../../server/contracts/surveys/logic";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";

/** The screener the journey answers: an age question (under 18 terminates), security, consent. */
const SCREENER: Question[] = [
  {
    id: "age",
    kind: "single",
    text: "<p>Which age group are you in, {{profile.firstName}}?</p>",
    required: true,
    options: [
      { id: "u18", label: "Under 18", terminate: { reason: "under-age" } },
      { id: "a18", label: "18 to 39", qualify: true },
      { id: "a40", label: "40 or over", qualify: true },
    ],
  },
  {
    id: "security",
    kind: "multi",
    text: "<p>Do you work in any of these industries?</p>",
    required: true,
    newPage: true,
    randomise: true,
    options: [
      { id: "research", label: "Market research", terminate: { reason: "security" } },
      { id: "advertising", label: "Advertising", terminate: { reason: "security" } },
      { id: "none", label: "None of these", exclusive: true, anchor: true },
    ],
  },
  {
    id: "consent",
    kind: "consent",
    text: "<p>We keep your answers for this study only.</p>",
    label: "I agree",
    newPage: true,
  },
];

const TERMINATED = "Unfortunately you do not match the people we need for this study.";
const OVER_QUOTA = "We already have enough people with your profile for this study";

/** A job with this screener and a full '40 or over' quota cell; links for three panel members. */
async function world() {
  const stamp = Date.now().toString(36).toUpperCase();
  const admin = await apiAs("admin");
  const clients = (await admin.get<{ id: number }[]>("/api/clientsactive-list")).body.value;
  const job = await admin.postJson<{ id: number }>("/api/job/update", {
    id: 0,
    name: `Screener Study ${stamp}`,
    clientId: clients?.[0]?.id,
    status: "Open",
  });
  const jobId = job.body.value?.id ?? 0;
  const detail = await admin.postJson<{ id: number }>("/api/survey-detail/update", {
    jobId,
    kind: "screener",
    title: `Screener ${stamp}`,
    introduction: "<p>A few quick questions.</p>",
    thankYou: "<p>Thank you! We will be in touch.</p>",
  });
  expect(detail.body.succeeded, JSON.stringify(detail.body.errors)).toBe(true);
  const surveyId = detail.body.value?.id ?? 0;
  const saved = await admin.postJson("/api/survey-questions/update", { surveyId, questions: SCREENER });
  expect(saved.body.succeeded, JSON.stringify(saved.body.errors)).toBe(true);
  const quotas = await admin.postJson("/api/survey/UpdateSurveyQuotas", {
    surveyId,
    quotas: [
      { id: 0, name: "18 to 39", target: 10, when: { q: "age", op: "eq", value: "a18" } },
      { id: 0, name: "40 or over", target: 0, when: { q: "age", op: "eq", value: "a40" } },
    ],
  });
  expect(quotas.body.succeeded, JSON.stringify(quotas.body.errors)).toBe(true);
  const riley =
    (
      await admin.get<{ id: number; fullName: string }[]>("/api/search/respondent/Riley Respondent/")
    ).body.value?.find((r) => r.fullName === "Riley Respondent")?.id ?? 0;
  const link = async (respondentId: number) => {
    const answer = await admin.postForm<string>("/api/GetPublicSurveyEncodedValues", {
      jobId: String(jobId),
      respondentId: String(respondentId),
    });
    expect(answer.body.succeeded, JSON.stringify(answer.body.errors)).toBe(true);
    return encodeURIComponent(answer.body.value ?? "");
  };
  return { riley, link, stamp };
}

async function shoot(page: Page, name: string) {
  await audit(page, `survey-${name}`);
  await page.screenshot({
    path: `/tmp/shots-survey/${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

/** axe at 375 and 1280 px, ending at 375 px (the journey's phone). */
async function auditBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, name);
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, name);
}

async function next(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
}

test.use({ viewport: { width: 375, height: 800 } });

test("a respondent at 375 px declines with 'Other', then confirms the welcome details and qualifies", async ({
  page,
}) => {
  const { riley, link } = await world();
  const first = await link(riley);

  // The invitation, then the Decline modal: 'Other' needs text of at most 50 characters.
  await page.goto(`/survey-landing/${first}`);
  await expect(page.getByRole("heading", { name: /^Hi Riley/ })).toBeVisible();
  await expect(page.getByText("A few quick questions.")).toBeVisible();
  // The study's name is a fact of its own; the survey's internal title is not shown (minor 8).
  await expect(page.locator(".survey-facts").getByText("Study", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Study details" })).toHaveCount(0);
  await auditBoth(page, "landing");
  await page.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline Survey" });
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Select a valid reason");
  await dialog.getByRole("radio", { name: "Other" }).check();
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByRole("alert").first()).toContainText("Please specify other reason for decline");
  const other = dialog.getByLabel("Other reason");
  await other.fill("x".repeat(60));
  await expect(other).toHaveValue("x".repeat(50));
  await expect(dialog.getByText("50 of 50 characters")).toBeVisible();
  await other.fill("Away on holiday that week");
  await shoot(page, "decline");
  await dialog.getByRole("button", { name: "Decline" }).click();
  // The decline is acknowledged where it happened, with a way on (walkthrough minor 6).
  await expect(page.getByRole("heading", { name: "Thanks for letting us know" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("won't take part in this study");
  await expect(page.getByRole("link", { name: "Sign in to the member portal" })).toBeVisible();

  // A second link: confirm the welcome details (locked until edited), then answer and qualify.
  await page.goto(`/survey-welcome/${await link(riley)}`);
  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Edit Email" }).click();
  await expect(email).not.toHaveAttribute("readonly", "");
  await expect(email).toBeFocused();
  await auditBoth(page, "welcome");
  await page.getByRole("button", { name: "Save and Continue" }).click();
  await expect(page).toHaveURL(/\/survey\/survey-start\//);
  await expect(page.getByText("Which age group are you in, Riley?")).toBeVisible();
  // The study's name heads the page, never the survey's internal title; the step is counted (minor 4).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Screener Study \w+$/);
  await expect(page.getByText(/^(Question|Page) 1 of \d+$/)).toBeVisible();
  await auditBoth(page, "page-1");
  // Validation first: nothing chosen.
  await next(page);
  await expect(page.getByText("Please answer this question.")).toBeVisible();
  await page.getByRole("radio", { name: "18 to 39" }).check();
  await next(page);
  await expect(page.getByRole("checkbox", { name: "None of these" })).toBeVisible();
  // Back keeps the answer, then forward again.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: "18 to 39" })).toBeChecked();
  await next(page);
  await page.getByRole("checkbox", { name: "Advertising" }).check();
  await page.getByRole("checkbox", { name: "None of these" }).check();
  await expect(page.getByRole("checkbox", { name: "Advertising" })).not.toBeChecked();
  await next(page);
  await page.getByRole("checkbox", { name: "I agree" }).check();
  await next(page);
  await expect(page).toHaveURL(/\/surveythankyou\?/);
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(
    page.getByText("Thank you for taking the survey. Your response is very important to us."),
  ).toBeVisible();
  await expect(page.getByText("We will be in touch.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await auditBoth(page, "thank-you");
  // The link is single use: a finished survey is not opened again.
  await page.goto(`/survey/survey-start/${await link(riley)}`);
  await expect(page.getByRole("alert")).toContainText("You have already taken this survey.");
});

test("a second respondent terminates and a third, over quota, sees the over-quota page", async ({ page }) => {
  const { riley, link } = await world();
  const admin = await apiAs("admin");
  const others = (await admin.get<{ id: number }[]>("/api/search/resp-id/1/")).body.value ?? [];
  const [second, third] = others.map((r) => r.id).filter((id) => id !== riley);
  expect(second && third).toBeTruthy();

  await page.goto(`/survey/survey-start/${await link(second ?? 0)}`);
  await page.getByRole("radio", { name: "Under 18" }).check();
  await next(page);
  await expect(page.getByText(TERMINATED)).toBeVisible();
  await auditBoth(page, "terminated");

  await page.goto(`/survey/survey-start/${await link(third ?? 0)}`);
  await page.getByRole("radio", { name: "40 or over" }).check();
  await next(page);
  await page.getByRole("checkbox", { name: "None of these" }).check();
  await next(page);
  await page.getByRole("checkbox", { name: "I agree" }).check();
  await next(page);
  await expect(page.getByText(OVER_QUOTA)).toBeVisible();
  await auditBoth(page, "over-quota");
});
