import { expect, test } from "@playwright/test";
import type { RecruitBoard } from "../../server/contracts/client-portal";
import { audit } from "./respondents-audit";
import { apiAs, BASE_URL, lastMailId, waitForMail } from "./support/api";
import { saved } from "./support/format-data";
import { login } from "./support/login";

/**
 * The client portal (decisions 210, 211): a client watches its recruit board fill while a
 * recruiter books, without reloading; finds a job and opens it; at 1280 and 375 px with axe.
 */

const DAY = 86_400_000;

async function bothWidths(page: import("@playwright/test").Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await audit(page, `client-${name}`);
    await page.screenshot({ path: `/tmp/board-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the board shows a recruiter's new bookings within the poll interval, no reload", async ({
  page,
  browser,
}) => {
  const client = await apiAs("client");
  const board = (await client.get<RecruitBoard>("/api/client/recruit-board")).body.value;
  const job = board?.jobs[0];
  if (!job) throw new Error("the demo client has no current job");
  const recruiter = await apiAs("recruiter");
  const start = new Date(Date.now() + 3 * DAY);
  start.setUTCHours(0, 0, 0, 0);
  const span = {
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
  };
  const sessionId = await saved(recruiter, "/api/jobgroup/update", {
    id: 0,
    jobId: job.id,
    name: "Board watch group",
    ...span,
    requiredPlaces: 6,
  });
  const slotId = await saved(recruiter, "/api/jobgroup-time/update", {
    id: 0,
    jobGroupId: sessionId,
    ...span,
    capacity: 6,
  });

  await login(page, "client");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Recruitment board" })).toBeVisible();
  await expect(page.getByTestId("user-name")).toHaveText("Casey Client");
  await expect(page.getByRole("img", { name: /home|site|recruit/i }).first()).toBeVisible();
  const cell = page.getByTestId("board-cell").filter({ hasText: "Board watch group" });
  await expect(cell.locator('[data-count="needed"]')).toHaveText("6");
  await expect(cell.locator('[data-count="booked"]')).toHaveText("0");
  await expect(page.getByRole("list", { name: "Next sessions" })).toContainText("Board watch group");
  await bothWidths(page, "home");

  // A recruiter, signed in in a second browser context, books people; the client's page is untouched.
  const staff = await browser.newContext({ baseURL: BASE_URL });
  const staffPage = await staff.newPage();
  await login(staffPage, "recruiter");
  const csrf = (await staff.cookies()).find((c) => c.name === "csrf_token")?.value ?? "";
  const answer = await staffPage.request.post("/api/event/create", {
    multipart: {
      json: JSON.stringify({
        jobId: job.id,
        jobGroupId: sessionId,
        jobGroupTimeId: slotId,
        respondentIds: [301, 302, 303, 304],
      }),
    },
    headers: { "X-CSRF-Token": csrf },
  });
  const booked = {
    body: (await answer.json()) as { succeeded: boolean; errors: string[]; value?: { created: unknown[] } },
  };
  await staff.close();
  expect(booked.body.succeeded, JSON.stringify(booked.body.errors)).toBe(true);
  const made = booked.body.value?.created.length ?? 0;
  expect(made).toBeGreaterThan(0);
  const shownAt = Date.now();
  await expect(cell.locator('[data-count="booked"]')).toHaveText(String(made), { timeout: 12_000 });
  expect(Date.now() - shownAt).toBeLessThan(12_000);
  await expect(cell.locator('[data-count="confirmed"]')).toHaveText("0");
});

test("jobs search finds a job and opens its page; the company page saves its fields", async ({ page }) => {
  const client = await apiAs("client");
  const board = (await client.get<RecruitBoard>("/api/client/recruit-board")).body.value;
  const job = board?.jobs[0];
  if (!job) throw new Error("the demo client has no current job");
  await login(page, "client");
  await page.getByRole("navigation", { name: "Client menu" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/clijobs$/);
  await page.getByLabel("Job number or name").fill(job.jobNumber);
  await page.getByRole("button", { name: "Search" }).click();
  const link = page.getByRole("link", { name: job.jobNumber, exact: true });
  await expect(link).toBeVisible();
  await bothWidths(page, "jobs");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/clijobs/${job.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(job.jobNumber);
  await expect(
    page.getByRole("navigation", { name: "Client menu" }).getByRole("link", { name: "Jobs", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Job schedule", exact: true })).toHaveAttribute(
    "href",
    `/clijobschedule?job=${job.id}`,
  );
  await expect(main.getByRole("link", { name: "Notes", exact: true })).toHaveAttribute(
    "href",
    `/clinotes?job=${job.id}`,
  );
  await expect(page.getByRole("list", { name: "Sessions" }).getByTestId("board-cell").first()).toBeVisible();
  await bothWidths(page, "job");

  await page.goto("/cliclient");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acme Research Co");
  await page.getByLabel("Suburb").fill("Surry Hills");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Successfully Saved!")).toBeVisible();
  const own = (await client.get<{ suburb: string }>("/api/client/own")).body.value;
  expect(own?.suburb).toBe("Surry Hills");
  await bothWidths(page, "client");
});

test("a job's file downloads once the e-mailed code is entered", async ({ page }) => {
  const client = await apiAs("client");
  const job = (await client.get<RecruitBoard>("/api/client/recruit-board")).body.value?.jobs[0];
  if (!job) throw new Error("the demo client has no current job");
  const admin = await apiAs("admin");
  const form = new FormData();
  form.set(
    "json",
    JSON.stringify({
      parentType: "Job",
      parentId: job.id,
      description: "Screener draft",
      clientVisible: true,
    }),
  );
  form.set("files0", new Blob(["id,answer\n1,yes\n"], { type: "text/csv" }), "screener.csv");
  const uploaded = await fetch(`${BASE_URL}/api/document/upload`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(uploaded.status).toBe(200);

  await login(page, "client");
  await page.goto(`/clijobs/${job.id}`);
  const before = await lastMailId();
  await page.getByRole("button", { name: "Download screener.csv" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter your download code" });
  await expect(dialog).toBeVisible();
  await audit(page, "client-download-code");
  await dialog.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(dialog.getByRole("alert").or(dialog.locator(".alert"))).toContainText(/sent|mail/i);
  const mail = await waitForMail("client@demo.test", before);
  const code = mail?.text.match(/\b\d{6}\b/)?.[0] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel("Download code").fill(code);
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download", exact: true }).click();
  expect((await download).suggestedFilename()).toBe("screener.csv");
  await expect(dialog).toBeHidden();

  // With private lists allowed, the job's private-list files show too; the code still holds.
  const contact = await client.get<{ clientId: number }>(`/api/client-contact/${contactId(client.token)}`);
  const clientId = contact.body.value?.clientId;
  const record = (await admin.get<Record<string, unknown>>(`/api/client/${clientId}`)).body.value;
  expect(
    (await admin.postJson("/api/client/update", { ...record, allowPrivateList: true })).body.succeeded,
  ).toBe(true);
  const list = new FormData();
  list.set("json", JSON.stringify({ parentType: "Job", parentId: job.id, isPrivateList: true }));
  list.set("files0", new Blob(["email\na@b.test\n"], { type: "text/csv" }), "recruit-list.csv");
  const sent = await fetch(`${BASE_URL}/api/document/upload`, {
    method: "POST",
    body: list,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(sent.status).toBe(200);
  await page.reload();
  const lists = page.getByRole("list", { name: "Private lists" });
  await expect(lists).toContainText("recruit-list.csv");
  const second = page.waitForEvent("download");
  await lists.getByRole("button", { name: "Download recruit-list.csv" }).click();
  expect((await second).suggestedFilename()).toBe("recruit-list.csv");
  await expect(dialog).toBeHidden();
});

/** The demo contact's id (the token's primarysid). */
function contactId(token: string) {
  const [, payload = ""] = token.split(".");
  return (JSON.parse(Buffer.from(payload, "base64url").toString()) as { primarysid: string | number })
    .primarysid;
}
