import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { ownJob } from "./support/arrange";
import { palette, pickInPalette, runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

const editor = (page: Page) => focusedPane(page).locator("#survey-editor-form");

/** In the flag picker the key opened: types the flag and runs it once it is the selected row. */
async function pickFlag(page: Page, flag: string) {
  await pickInPalette(page, flag, new RegExp(`^${flag}`));
  await expect(palette(page)).toBeHidden();
}

interface QuestionRow {
  questionId: number;
  question: {
    id: string;
    kind: string;
    text: string;
    options?: { id: string; label: string; terminate?: unknown; qualify?: boolean }[];
  };
}

test("staff build a screener with the editor's shortcuts (Alt+N, flags, show-when, Ctrl+S) and its form fields: a terminate option and a quota, save it, preview it; unsaved changes ask the §8 question", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const stamp = Date.now().toString(36).toUpperCase();

  // Arrange: a job of the recruiter's.
  const api = await apiAs("recruiter");
  const jobId = await ownJob(api, `Screener Study ${stamp}`);

  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(`/job/edit/${jobId}`);
  await expect(focusedPane(page).getByRole("heading", { level: 1 })).toContainText(`Screener Study ${stamp}`);

  // The entry point on the job: the command "Manage screener" opens an empty editor tab.
  await runInPalette(page, "Manage screener", /Manage screener/);
  await expect(editor(page)).toBeVisible();
  await expect(editor(page)).toContainText("No questions yet");

  // Details: the title.
  await editor(page).getByRole("button", { name: "Details" }).click();
  await editor(page).getByLabel("Title").fill(`Screener ${stamp}`);
  await editor(page)
    .getByRole("button", { name: /Questions/ })
    .click();

  // Q1: Alt+N adds a single-choice question; its text and two options are typed into the form.
  await page.keyboard.press("Alt+n");
  await expect(focusedPane(page).getByRole("option", { name: /^1\./ })).toBeVisible();
  const text = editor(page).locator(".survey-question-form [role=textbox]");
  await text.click();
  await page.keyboard.type("Do you work in market research?");
  await editor(page).getByLabel("Option 1 label").fill("Yes");
  await editor(page).getByLabel("Option 2 label").fill("No");
  // Option 1 terminates (the flag command asks the reason), option 2 qualifies.
  await editor(page).getByLabel("Option 1 label").focus();
  await page.keyboard.press("Alt+Shift+q");
  await pickFlag(page, "Terminate");
  const prompt = page.getByRole("dialog");
  await expect(prompt.getByRole("textbox")).toBeFocused();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("works-in-research");
  await page.keyboard.press("Enter");
  await expect(editor(page).getByLabel("Option 1 terminate reason")).toHaveValue("works-in-research");
  await editor(page).getByLabel("Option 2 label").focus();
  await page.keyboard.press("Alt+Shift+q");
  await pickFlag(page, "Qualify");
  await expect(
    editor(page).locator(".survey-option").nth(1).getByRole("checkbox", { name: "Qualify" }),
  ).toBeChecked();

  // Q2: a number question shown only to those who answered "No". The form is Q2's once the list
  // selects it (Alt+N runs as a command, asynchronously).
  await page.keyboard.press("Alt+n");
  await expect(focusedPane(page).getByRole("option", { name: /^2\./ })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await editor(page).getByLabel("Kind").selectOption("number");
  await editor(page).locator(".survey-question-form [role=textbox]").click();
  await page.keyboard.type("How old are you?");
  await page.keyboard.press("Alt+Shift+v");
  const showWhen = editor(page).getByRole("group", { name: "Show this question when" });
  await expect(showWhen.getByRole("combobox", { name: "Operator" })).toHaveValue("anyOf");
  await showWhen.getByRole("checkbox", { name: "Yes" }).uncheck();
  await showWhen.getByRole("checkbox", { name: "No" }).check();

  // A quota: one cell on Q1 = No with a target of 10.
  await editor(page)
    .getByRole("button", { name: /Quotas/ })
    .click();
  await runInPalette(page, "Add quota cell", /Add quota cell/);
  await editor(page).getByLabel("Cell name").fill("Not in research");
  await editor(page).getByLabel("Target").fill("10");
  const cell = editor(page).getByRole("group", { name: "A respondent counts here when" });
  await cell.getByRole("checkbox", { name: "Yes" }).uncheck();
  await cell.getByRole("checkbox", { name: "No" }).check();
  await expect(editor(page)).toContainText("Unsaved changes");

  // Ctrl+S saves (details, questions, quotas); the tab moves to the survey's own address.
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/managescreener/${jobId}/\\d+$`));
  const surveyId = Number(page.url().split("/").pop());
  await expect(editor(page)).not.toContainText("Unsaved changes");
  await page.screenshot({ path: "test-results/survey-editor-1280.png" });

  // The server holds what was built.
  const rows = (await api.get<QuestionRow[]>(`/api/survey-questions/${surveyId}`)).body.value ?? [];
  expect(rows.map((r) => r.question.kind)).toEqual(["single", "number"]);
  expect(rows[0]?.question.options?.map((o) => [o.label, Boolean(o.terminate), Boolean(o.qualify)])).toEqual([
    ["Yes", true, false],
    ["No", false, true],
  ]);
  const quotas = await api.postJson<{ quotas: { name: string; target: number; when: unknown }[] }>(
    "/api/survey/GetSurveyQuotas",
    { surveyId },
  );
  expect(quotas.body.value?.quotas).toEqual([
    expect.objectContaining({
      name: "Not in research",
      target: 10,
      when: { q: "q1", op: "anyOf", values: ["o2"] },
    }),
  ]);

  // Unsaved changes: closing the tab asks the product §8 question; Cancel keeps editing.
  await editor(page)
    .getByRole("button", { name: /Questions/ })
    .click();
  await page.keyboard.press("Alt+n");
  await expect(editor(page)).toContainText("Unsaved changes");
  await page.keyboard.press("Alt+w");
  await expect(page.getByTestId("unsaved-close-text")).toHaveText(
    "Survey is not saved. You won't be able to revert this!",
  );
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(editor(page)).toBeVisible();
  await page.keyboard.press("Alt+Shift+Delete");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Yes|OK|Delete/ })
    .first()
    .click();
  await expect(editor(page)).not.toContainText("Unsaved changes");

  // Preview opens the respondent's view of the saved screener.
  await page.keyboard.press("Alt+Shift+h");
  await expect(page).toHaveURL(new RegExp(`/surveypreview/${jobId}/${surveyId}$`));
  // The preview runs the logic: "Yes" (works in research) terminates.
  const preview = focusedPane(page).getByRole("region", { name: `Preview of Screener ${stamp}` });
  await expect(preview).toContainText("Do you work in market research?");
  await preview.getByRole("radio", { name: "No" }).check();
  await expect(preview).toContainText("How old are you?");
  await preview.getByRole("radio", { name: "Yes" }).check();
  await preview.getByRole("button", { name: "Next" }).click();
  await expect(preview).toContainText("Unfortunately you do not match the people we need for this study.");
});

test("the editor works at 375 px: the list and the question form stack without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const api = await apiAs("recruiter");
  const surveys =
    (await api.get<{ id: number; jobId: number; kind: string }[]>("/api/surveys/1")).body.value ?? [];
  const screener = surveys.find((s) => s.kind === "screener");
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(screener ? `/managescreener/1/${screener.id}` : "/managescreener/1");
  await expect(editor(page)).toBeVisible();
  await expect(focusedPane(page).getByRole("heading", { level: 1 })).toContainText("Screener");
  await editor(page).locator(".survey-question-form").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/survey-editor-375.png" });
  const overflow = await editor(page).evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
