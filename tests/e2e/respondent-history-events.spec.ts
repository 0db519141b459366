import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { signInToCleanWorkspace } from "./support/workspace";

interface HistoryPage {
  items: { source: string; what: string; surveyId: number | null; jobId: number | null }[];
}

test("M9: the staff record's Summary lists the member's history and opens their screener answers", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A seeded member with finished screener answers.
  const admin = await apiAs("admin");
  let found: { id: number; surveyId: number; jobId: number } | null = null;
  for (let id = 1; id <= 60 && !found; id++) {
    const h = await admin.get<HistoryPage>(`/api/respondent-history/${id}?pageSize=50`);
    const answers = h.body.value?.items.find((i) => i.source === "answers" && i.surveyId && i.jobId);
    if (answers?.surveyId && answers.jobId) found = { id, surveyId: answers.surveyId, jobId: answers.jobId };
  }
  if (!found) throw new Error("no seeded member with answers");

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/respondent/${found.id}`);
  await page
    .getByRole("tablist", { name: "Respondent sections" })
    .getByRole("tab", { name: "Summary" })
    .click();
  const history = page.getByRole("grid", { name: "Participation history" });
  await expect(history).toBeVisible();
  const answersRow = history
    .getByRole("row")
    .filter({ hasText: /answers/ })
    .first();
  await expect(answersRow).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await answersRow.getByRole("link", { name: /answers/ }).click();
  await expect(page).toHaveURL(new RegExp(`/surveyanswers/${found.surveyId}/${found.id}/${found.jobId}$`));
});

test("M17: Search Events shows names, job numbers and whole dates; Enter on a global query opens it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs("admin");
  const name = `All men ${Date.now().toString(36)}`;
  const saved = await admin.postJson<{ id: number }>("/api/respondent/SaveQuery", {
    lastUrlSegment: "searchrespondents",
    filterSaveName: name,
    filters: { op: "and", items: [{ type: "Text", field: "gender", comparison: "equals", value1: "Male" }] },
  });
  const queryId = saved.body.value?.id ?? 0;
  expect(queryId).toBeGreaterThan(0);

  await signInToCleanWorkspace(page, "admin");
  await page.goto("/admin/searchevents");
  const grid = page.getByRole("grid", { name: "Search results" });
  await expect(grid).toBeVisible();
  const headers = grid.getByRole("columnheader");
  await expect(headers.filter({ hasText: "Job number" })).toHaveCount(1);
  await expect(headers.filter({ hasText: "Last name" })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Member ID$/ })).toHaveCount(0);
  await expect(headers.filter({ hasText: /^Job ID$/ })).toHaveCount(0);

  await page.goto("/admin/globalqueries");
  const queries = page.getByRole("grid", { name: /Global queries/ });
  await expect(queries.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  await queries.focus();
  // Down to the new query (the list may hold others), then Enter.
  for (let i = 0; i < 50; i++) {
    const active = await queries.getAttribute("aria-activedescendant");
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : "";
    if (text?.includes(name)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/searchrespondents/filter/${queryId}$`));
});
