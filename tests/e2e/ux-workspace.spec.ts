import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { palette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

type JobSuggestion = { id: number; jobNumber: string; jobNumberAndName: string };
type Job = JobSuggestion & { clientId: number; difficulty: string | null; quoteStatus: string | null };

const panes = (page: Page) => page.getByTestId("ws-pane");
const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');
const tabsOf = (pane: ReturnType<typeof panes>) =>
  pane.getByRole("tablist", { name: /^Tabs of pane/ }).getByRole("tab");
const selectedTab = (page: Page) => tabsOf(focusedPane(page)).and(page.getByRole("tab", { selected: true }));
const savedToast = (page: Page) =>
  page.locator("[data-sonner-toast]").filter({ hasText: "Successfully Saved!" });

/** Opens a job as a new workspace tab through the palette's "#" scope. */
async function openJobTab(page: Page, job: JobSuggestion) {
  await runInPalette(page, `#${job.jobNumber.slice(-5)}`, job.jobNumberAndName);
  await expect(page).toHaveURL(new RegExp(`/job/edit/${job.id}`));
}

async function demoJobs(): Promise<Job[]> {
  const api = await apiAs("recruiter");
  const found = (await api.get<JobSuggestion[]>("/api/search/job/J2/")).body.value;
  return Promise.all(
    found.map(async (j) => ({ ...(await api.get<Job>(`/api/job/${j.id}`)).body.value, ...j })),
  );
}

test("workspace keys work from inside form fields; Escape leaves a field; Ctrl+S saves jobs and clients", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs("recruiter");
  const [job, other] = (await demoJobs()) as [Job, Job];
  await signInToCleanWorkspace(page, "recruiter");

  const clientName = (await api.get<{ name: string }>(`/api/client/${job.clientId}`)).body.value.name;
  await openJobTab(page, job);
  const jobForm = page.locator(`form#job-${job.id}`);
  await expect(jobForm.getByLabel("Job name")).toBeVisible();
  await page.keyboard.press("Alt+c");
  await page.keyboard.type(clientName);
  await expect(palette(page).getByRole("option", { name: clientName }).first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.keyboard.press("Enter");
  const clientForm = page.locator(`form#client-${job.clientId}`);
  await expect(clientForm.getByLabel("Client name")).toBeVisible();
  const clientTitle = await selectedTab(page).innerText();

  // Alt+[ and Alt+] from inside a field move between tabs.
  await clientForm.getByLabel("Client name").click();
  await page.keyboard.press("Alt+BracketLeft");
  await expect(page).toHaveURL(new RegExp(`/job/edit/${job.id}`));
  await jobForm.getByLabel("Job name").click();
  await page.keyboard.press("Alt+BracketRight");
  await expect(selectedTab(page)).toHaveText(clientTitle);

  // Ctrl+S saves the client from inside a field.
  const quoteNotes = `Checked by keyboard ${Date.now()}`;
  await clientForm.getByLabel("Quote notes").fill(quoteNotes);
  await expect(clientForm.getByText("Unsaved changes")).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(savedToast(page).first()).toBeVisible();
  await expect(clientForm.getByText("Unsaved changes")).toHaveCount(0);
  const client = await api.get<{ quoteNotes: string }>(`/api/client/${job.clientId}`);
  expect(client.body.value.quoteNotes).toBe(quoteNotes);

  // Ctrl+S saves the job the same way.
  await page.keyboard.press("Alt+BracketLeft");
  const description = `Keyboard save ${Date.now()}`;
  await jobForm.getByLabel("Description").fill(description);
  await page.keyboard.press("Control+s");
  await expect(jobForm.getByText("Unsaved changes")).toHaveCount(0);
  const saved = await api.get<{ description: string }>(`/api/job/${job.id}`);
  expect(saved.body.value.description).toBe(description);

  // Alt+J, Alt+C, Alt+R and Alt+S open their pickers from inside a field.
  for (const [key, page_] of [
    ["Alt+j", "Open job"],
    ["Alt+c", "Open client"],
    ["Alt+r", "Open respondent"],
    ["Alt+s", "Open session"],
  ] as const) {
    await jobForm.getByLabel("Job name").click();
    await page.keyboard.press(key);
    await expect(palette(page).getByRole("navigation", { name: "Palette pages" })).toContainText(page_);
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
  }

  // F6 / Shift+F6 from inside a field move between panes.
  await page.keyboard.press("Alt+Backslash");
  await expect(panes(page)).toHaveCount(2);
  await openJobTab(page, other);
  await expect(panes(page).nth(1)).toHaveAttribute("data-focused", "true");
  await panes(page).nth(1).getByLabel("Job name").click();
  await page.keyboard.press("F6");
  await expect(panes(page).nth(0)).toHaveAttribute("data-focused", "true");
  await panes(page).nth(0).getByLabel("Job name").click();
  await page.keyboard.press("Shift+F6");
  await expect(panes(page).nth(1)).toHaveAttribute("data-focused", "true");

  // Escape leaves the field: the next key is a workspace key, not typing ('?' shows the shortcuts).
  const name = panes(page).nth(1).getByLabel("Job name");
  await name.click();
  await page.keyboard.press("Escape");
  await expect(name).not.toBeFocused();
  await page.keyboard.press("Shift+Slash");
  await expect(page.getByRole("dialog", { name: /Keyboard shortcuts/i })).toBeVisible();
  await page.keyboard.press("Escape");

  // Alt+W from inside a field closes the tab.
  await name.click();
  await page.keyboard.press("Alt+w");
  await expect(panes(page)).toHaveCount(1);
});

test("the job form shows the stored Difficulty and Quote status on every fresh open", async ({ page }) => {
  const jobs = (await demoJobs()).filter((j) => j.difficulty || j.quoteStatus);
  expect(jobs.length).toBeGreaterThan(0);
  await signInToCleanWorkspace(page, "recruiter");
  for (const job of jobs) {
    await page.goto(`/job/edit/${job.id}`); // a fresh page: the lookups load after the form
    const form = page.locator(`form#job-${job.id}`);
    await expect(form.getByLabel("Difficulty")).toHaveValue(job.difficulty ?? "");
    await expect(form.getByLabel("Quote status")).toHaveValue(job.quoteStatus ?? "");
  }
});

test("top search: Arrow Down from the box selects the first suggestion", async ({ page }) => {
  await signInToCleanWorkspace(page, "recruiter");
  await page.getByRole("combobox", { name: "Search field" }).selectOption("resp-id");
  const box = page.getByRole("combobox", { name: "Search by Panel Member ID" });
  await box.fill("1");
  const options = page.getByRole("listbox", { name: /suggestions/ }).getByRole("option");
  await expect(options).not.toHaveCount(0);
  await expect(options.nth(1)).toBeVisible();
  await expect(
    page.getByRole("listbox", { name: /suggestions/ }).getByRole("option", { selected: true }),
  ).toHaveCount(0);
  const firstId = /\(#(\d+)\)/.exec(await options.first().innerText())?.[1];
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/${firstId}$`));
});

test("the tracker's SMS box tells the truth: the reminder worker runs in this server", async ({ page }) => {
  const job = (await demoJobs())[0]!;
  await signInToCleanWorkspace(page, "recruiter");
  const tracker = page.getByTestId("tracker-search").getByRole("combobox");
  await tracker.fill(job.jobNumber);
  await page.getByRole("option", { name: job.jobNumberAndName }).click();
  await expect(page.getByTestId("sms-box")).toHaveText("SMS Automation is working.");
  await runInPalette(page, ">stop tracking", /Stop tracking/);
});

test("375 px: the staff top bar and tracker fold away so the workspace gets the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInToCleanWorkspace(page, "recruiter");
  const pane = panes(page).first();
  await expect(pane).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  expect(header?.height ?? 999).toBeLessThanOrEqual(120);
  await expect(page.getByTestId("tracker-bar")).toBeHidden();
  await page.getByRole("button", { name: "Search and tracker" }).click();
  await expect(page.getByTestId("tracker-bar")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search field" })).toBeVisible();
  await page.getByRole("button", { name: "Search and tracker" }).click();
  await expect(page.getByTestId("tracker-bar")).toBeHidden();
});

test("375 px: the tab strip scrolls the active tab into view", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const jobs = await demoJobs();
  await signInToCleanWorkspace(page, "recruiter");
  const pane = panes(page).first();
  for (const job of jobs) await openJobTab(page, job);
  await expect(tabsOf(pane)).toHaveCount(jobs.length + 1);
  await expect(selectedTab(page)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press("Alt+BracketLeft");
  await page.keyboard.press("Alt+BracketLeft");
  await page.keyboard.press("Alt+BracketLeft");
  await page.keyboard.press("Alt+BracketLeft");
  await expect(selectedTab(page)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press("Alt+BracketRight");
  await page.keyboard.press("Alt+BracketRight");
  await page.keyboard.press("Alt+BracketRight");
  await page.keyboard.press("Alt+BracketRight");
  await expect(selectedTab(page)).toBeInViewport({ ratio: 0.9 });
});
