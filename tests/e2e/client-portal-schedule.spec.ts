import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { bookedSession, newJob } from "./support/arrange";
import { login } from "./support/login";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * The client's sign-off of recruits and the schedule access log (decisions 212, 213): a client
 * contact opens a job's schedule, approves one respondent and asks to replace another with a
 * reason; the recruiter finds the request on the session's attendee list with its filter; staff
 * see the client's view on the client record. At 1280 and 375 px, axe without serious violations.
 */

async function noSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).include(where).exclude("[data-sonner-toaster]").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, JSON.stringify(serious.map((v) => [v.id, v.nodes[0]?.target]))).toEqual([]);
}

/** The demo client contact's company (the token's primarysid is the contact). */
async function demoClientId() {
  const client = await apiAs("client");
  const claims = JSON.parse(Buffer.from(client.token.split(".")[1] ?? "", "base64url").toString()) as {
    primarysid: string;
  };
  const contact = await client.get<{ clientId: number }>(`/api/client-contact/${claims.primarysid}`);
  return { client, clientId: contact.body.value?.clientId ?? 0 };
}

/** A job of the demo client with two respondents booked into one session. */
async function arrange(stamp: string, dayOffset: number) {
  const { client, clientId } = await demoClientId();
  const recruiter = await apiAs("recruiter");
  const jobId = await newJob(recruiter, `Sign-off study ${stamp}`, { clientId });
  // Members the eligibility rules let anyone book: those an invitation accepts.
  const start = new Date(Date.now() + dayOffset * 86_400_000);
  start.setUTCHours(1, 0, 0, 0);
  const pool = await recruiter.postJson<{ id: number }>("/api/jobgroup/update", {
    id: 0,
    jobId,
    name: `Pool ${stamp}`,
    startsAt: new Date(start.getTime() + 48 * 3_600_000).toISOString(),
  });
  const invited = await recruiter.postJson<{ created: { respondentId: number }[] }>("/api/event/create", {
    jobId,
    jobGroupId: pool.body.value?.id,
    respondentIds: Array.from({ length: 40 }, (_, i) => 60 + dayOffset * 3 + i),
    status: "Invited",
  });
  const people = (invited.body.value?.created ?? []).slice(0, 2).map((c) => c.respondentId);
  expect(people).toHaveLength(2);
  const sessionId = await bookedSession(recruiter, {
    jobId,
    name: `Group ${stamp}`,
    start,
    end: new Date(start.getTime() + 2 * 3_600_000),
    places: 4,
    respondentIds: people,
  });
  const schedule = await client.postForm<{ jobGroupId: number; rows: { displayName: string }[] }[]>(
    "/api/client-contact-jobschedule-by-session",
    { jobid: String(jobId) },
  );
  const names = (schedule.body.value ?? [])
    .find((g) => g.jobGroupId === sessionId)
    ?.rows.map((r) => r.displayName);
  expect(names).toHaveLength(2);
  return { clientId, jobId, sessionId, names: names as [string, string] };
}

for (const width of [1280, 375]) {
  test(`at ${width} px a client approves one recruit and asks to replace another; the recruiter and staff see it`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${width}-${Date.now().toString(36).toUpperCase()}`;
    const { clientId, jobId, sessionId, names } = await arrange(stamp, width === 1280 ? 40 : 47);
    const [keep, replace] = names;
    const reason = `Works for a competitor ${stamp}`;
    await page.setViewportSize({ width, height: 900 });

    // The client opens the job's schedule.
    await login(page, "client");
    if (width === 1280) await expect(page.getByRole("link", { name: "Job Schedules" })).toBeVisible();
    await page.goto(`/clijobschedule?job=${jobId}`);
    await expect(page.getByRole("heading", { name: "Job Schedules" })).toBeVisible();
    const grid = page.getByRole("grid");
    // The rows of the booked session (the pool session holds only candidates).
    const rowOf = (name: string) =>
      grid
        .getByRole("row")
        .filter({ hasText: `Group ${stamp}` })
        .filter({ hasText: name });
    await expect(rowOf(keep)).toBeVisible();
    await expect(rowOf(replace)).toBeVisible();

    // Approve one.
    await page.getByRole("button", { name: `Approve ${keep}` }).click();
    await expect(rowOf(keep)).toContainText("Approved");

    // Ask to replace the other: the reason is required.
    await page.getByRole("button", { name: `Replace ${replace}` }).click();
    const dialog = page.getByRole("dialog", { name: "Ask for a replacement" });
    await dialog.getByRole("button", { name: "Ask to replace" }).click();
    await expect(dialog).toContainText("Required");
    await dialog.getByLabel("Why should this person be replaced?").fill(reason);
    await dialog.getByRole("button", { name: "Ask to replace" }).click();
    await expect(dialog).toBeHidden();
    await expect(grid.getByRole("row").filter({ hasText: replace })).toContainText(
      `Replace requested: ${reason}`,
    );
    await noSeriousViolations(page, "main");

    // The recruiter finds the request on the session's attendee list, with its filter.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToCleanWorkspace(page, "recruiter");
    await page.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
    const attendees = page.getByRole("grid", { name: "Attendees" });
    const chip = (text: string) => attendees.locator(".signoff-chip", { hasText: text });
    await expect(chip(`Replace requested: ${reason}`)).toBeVisible();
    await expect(chip("Client approved")).toBeVisible();
    await attendees.getByLabel("Filter Client sign-off").selectOption("Replace requested");
    await expect(chip("Client approved")).toBeHidden();
    await expect(chip(`Replace requested: ${reason}`)).toBeVisible();
    await expect(attendees.getByRole("row").filter({ hasText: "Replace requested:" })).toHaveCount(1);

    // Staff see the client's views on the client record.
    await page.setViewportSize({ width, height: 900 });
    await signInToCleanWorkspace(page, "admin");
    await page.goto(`/client/edit/${clientId}/scheduleviews`);
    const views = page.getByRole("grid", { name: "Schedule views" });
    await expect(
      views
        .getByRole("row")
        .filter({ hasText: `Sign-off study ${stamp}` })
        .first(),
    ).toBeVisible();
    await noSeriousViolations(page, '[aria-label="Schedule views"]');
  });
}

test("at 375 px a client reads its external notes and gives feedback on a session", async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const { clientId } = await demoClientId();
  const admin = await apiAs("admin");
  const note = async (text: string, isExternal: boolean) => {
    const saved = await admin.postJson("/api/client-note/update", { clientId, note: text, isExternal });
    expect(saved.body.succeeded, JSON.stringify(saved.body.errors)).toBe(true);
  };
  await note(`For the client ${stamp}`, true);
  await note(`Internal only ${stamp}`, false);
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, "client");

  await page.goto("/clinotes");
  const notes = page.getByRole("list", { name: "Notes" });
  await expect(notes).toContainText(`For the client ${stamp}`);
  await expect(page.getByText(`Internal only ${stamp}`)).toHaveCount(0);
  await noSeriousViolations(page, "main");

  await page.goto("/clifeedback");
  const form = page.locator("form#client-feedback");
  await expect(form.getByLabel("Type")).toBeEnabled();
  await form.getByLabel("Type").selectOption("Compliment");
  await form.getByLabel("Your feedback").fill(`Lovely group ${stamp}`);
  await form.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("list", { name: "Your feedback" })).toContainText(`Lovely group ${stamp}`);
  await noSeriousViolations(page, "main");
});

test("Job Schedules without a job in the address opens the job being recruited now; Home has no crumb back to itself", async ({
  page,
}) => {
  const { client } = await demoClientId();
  const board = await client.get<{ jobs: { id: number; jobNumber: string }[] }>("/api/client/recruit-board");
  const current = board.body.value?.jobs[0];
  expect(current).toBeDefined();
  await login(page, "client");
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /breadcrumb/i })).toHaveCount(0);
  await page.goto("/clijobschedule");
  await expect(page.getByLabel("Job", { exact: true })).toHaveValue(String(current?.id));
});
