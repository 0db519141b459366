import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import * as XLSX from "xlsx";
import { apiAs } from "./support/api";
import { addCondition } from "./support/keyboard-steps";
import { palette, runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace, tabTo } from "./support/workspace";

const grid = (page: Page) => focusedPane(page).getByRole("grid", { name: "Search results" });

test("a recruiter finds women aged 25–34 in NSW by keyboard, sees labels and quota impact, saves and reopens the query, books ten and exports them", async ({
  page,
}) => {
  test.setTimeout(240_000);
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const stamp = Date.now().toString(36).toUpperCase();

  // Arrange: a job with two quota cells and a session to book into.
  const api = await apiAs("recruiter");
  const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list")).body.value;
  const job = await api.postJson<{ id: number; jobNumber: string }>("/api/job/update", {
    id: 0,
    name: `Search Study ${stamp}`,
    clientId: clients?.[0]?.id,
    status: "Open",
  });
  expect(job.body.succeeded, JSON.stringify(job.body.errors)).toBe(true);
  const jobId = job.body.value?.id ?? 0;
  const jobNumber = job.body.value?.jobNumber ?? "";
  for (const [name, criteria] of [
    ["Women NSW", "gender=Female; state=NSW"],
    ["Men", "gender=Male"],
  ]) {
    const q = await api.postJson("/api/job/quota/update", { id: 0, jobId, name, criteria, target: 4 });
    expect(q.body.succeeded, JSON.stringify(q.body.errors)).toBe(true);
  }
  const sessionName = `Search group ${stamp}`;
  const session = await api.postJson<{ id: number }>("/api/jobgroup/update", {
    id: 0,
    jobId,
    name: sessionName,
    startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    requiredPlaces: 20,
  });
  expect(session.body.succeeded, JSON.stringify(session.body.errors)).toBe(true);
  const sessionId = session.body.value?.id ?? 0;

  await signInToCleanWorkspace(page, "recruiter");
  await runInPalette(page, "Search Panel Members", /Search Panel Members/);
  await expect(page).toHaveURL(/\/searchrespondents$/);
  const screen = focusedPane(page);
  await expect(screen.getByTestId("search-total")).toHaveText(/matches/);
  // Members who may not be contacted are left out from the start (walkthrough M7).
  await expect(screen.getByLabel("Opted out / do not contact")).toBeChecked();
  await expect(screen.getByLabel("Too many no-shows")).toBeChecked();

  // Build the filter: Gender equals Female (marked Red), Age between 25 and 34, State is NSW.
  await addCondition(page, "Gender", [null, "Female", "Red"]);
  await addCondition(page, "Age", ["between", "25", "34"]);
  await addCondition(page, "State", [null, "New South Wales"]);
  const conditions = screen.locator(".ps-condition");
  await expect(conditions).toHaveCount(3);
  await expect(conditions.first()).toHaveAttribute("data-colour", "Red");
  await expect(screen.locator(".ps-problem")).toHaveCount(0);
  // Not in cooldown, no no-shows (and not opted out, whom bookings refuse): leave those members out.
  for (const label of ["Opted out / do not contact", "In cooldown", "Has no-shows", "Too many no-shows"]) {
    if (!(await screen.getByLabel(label).isChecked())) {
      await tabTo(page, screen.getByLabel(label), 80);
      await page.keyboard.press("Space");
    }
    await expect(screen.getByLabel(label)).toBeChecked();
  }
  // The conditions survive a reload of the page (walkthrough M22).
  await page.reload();
  await expect(focusedPane(page).locator(".ps-condition")).toHaveCount(3);
  await expect(focusedPane(page).getByLabel("In cooldown")).toBeChecked();
  // The filters fold away so the results get the screen, and unfold again.
  const filtersSummary = focusedPane(page).getByText(/^Filters · 3 conditions, 4 left out/);
  await filtersSummary.click();
  await expect(focusedPane(page).locator(".ps-condition").first()).toBeHidden();
  await filtersSummary.click();
  await expect(focusedPane(page).locator(".ps-condition").first()).toBeVisible();

  // The quota impact of the job, chosen by its number.
  await tabTo(page, screen.getByLabel("Job for quota impact"), 80);
  await page.keyboard.type(jobNumber);
  await expect(screen.getByRole("option", { name: new RegExp(jobNumber) })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(screen.getByTestId("quota-job")).toContainText(jobNumber);
  const impact = screen.getByTestId("quota-impact");
  await expect(impact.getByRole("row", { name: /Women NSW/ })).toBeVisible();
  const womenRow = await impact
    .getByRole("row", { name: /Women NSW/ })
    .locator("td")
    .allInnerTexts();
  // target 4, filled 0, open 4, results n, overfill n − 4
  expect(womenRow.slice(0, 3)).toEqual(["4", "0", "4"]);
  const matching = Number(womenRow[3]);
  expect(matching).toBeGreaterThanOrEqual(10);
  expect(Number(womenRow[4])).toBe(matching - 4);
  await expect(impact.getByRole("row", { name: /Men/ }).locator("td").nth(3)).toHaveText("0");

  // The total and the labels per row.
  await expect(screen.getByTestId("search-total")).toHaveText(new RegExp(`^${matching} matches$`));
  await expect(grid(page).getByRole("columnheader", { name: "Eligibility" })).toBeVisible();
  const labelCells = grid(page).locator(".ps-labels-cell, .ps-eligible");
  await expect(labelCells.first()).toBeVisible();
  await expect(grid(page).locator('[data-label="cooldown"], [data-label="noShows"]')).toHaveCount(0);

  // Save it for the job and reopen it.
  const queryName = `Women NSW 25-34 ${stamp}`;
  await page.keyboard.press("Control+s");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("textbox")).toBeFocused();
  await page.keyboard.type(queryName);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Saved!")).toBeVisible();
  const saved = (await api.get<{ id: number; name: string }[]>(`/api/respondent/GetExistingQuerys/${jobId}`))
    .body.value;
  const queryId = saved?.find((q) => q.name === queryName)?.id;
  expect(queryId).toBeTruthy();
  // Reopen it as a recruiter does: Open saved query… (Alt+O) lists the job's queries by name.
  await page.keyboard.press("Alt+O");
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(queryName);
  await expect(
    palette(page)
      .getByRole("option", { name: new RegExp(queryName) })
      .first(),
  ).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/searchrespondents/filter/${queryId}$`));
  const reopened = focusedPane(page);
  await expect(reopened.getByRole("heading", { name: new RegExp(queryName) })).toBeVisible();
  await expect(reopened.locator(".ps-condition")).toHaveCount(3);
  await expect(reopened.locator(".ps-condition").first()).toHaveAttribute("data-colour", "Red");
  await expect(reopened.getByLabel("Age value from")).toHaveValue("25");
  await expect(reopened.getByTestId("quota-job")).toBeVisible();

  // Select ten members with the keyboard and book them into the session.
  await tabTo(page, grid(page), 80);
  await page.keyboard.press("Home");
  for (let i = 1; i < 10; i++) await page.keyboard.press("Shift+ArrowDown");
  await expect(reopened.getByText("10 selected")).toBeVisible();
  await page.keyboard.press("Alt+B");
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(stamp);
  await expect(
    palette(page)
      .getByRole("option", { name: new RegExp(sessionName) })
      .first(),
  ).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/10 panel members booked into/)).toBeVisible();
  const attendees = (await api.get<unknown[]>(`/api/job/qual-respondents/${sessionId}`)).body.value;
  expect(attendees?.length).toBe(10);

  // Export the visible columns; the file opens and its dates read DD/MM/YYYY.
  await tabTo(page, grid(page), 80);
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Alt+Shift+E")]);
  await expect(page.getByText("Export ready")).toBeVisible();
  const book = XLSX.read(readFileSync(await download.path()));
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  if (!sheet) throw new Error("the workbook has no sheet");
  const all = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
  // The filter summary sits above the header row (decision 234): the rows start after it.
  const at = all.findIndex((r) => r.includes("Date of birth"));
  expect(String(all[0]?.[0] ?? "")).not.toBe("");
  const rows = all.slice(at);
  expect(rows.length - 1).toBe(matching);
  const header = rows[0] ?? [];
  const born = header.indexOf("Date of birth");
  expect(born).toBeGreaterThanOrEqual(0);
  for (const row of rows.slice(1)) expect(row[born]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});
