import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { login } from "./support/login";

test("the respondent confirms attendance of a booking on My Sessions, by keyboard", async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const api = await apiAs("recruiter");
  const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list")).body.value;
  const job = await api.postJson<{ id: number; jobNumber: string }>("/api/job/update", {
    id: 0,
    name: `Portal Study ${stamp}`,
    clientId: clients?.[0]?.id,
    status: "Open",
  });
  const jobId = job.body.value?.id ?? 0;
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(8, 0, 0, 0);
  const session = await api.postJson<{ id: number }>("/api/jobgroup/update", {
    id: 0,
    jobId,
    name: `Morning ${stamp}`,
    status: "Recruiting",
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    requiredPlaces: 4,
  });
  expect(session.body.succeeded, JSON.stringify(session.body.errors)).toBe(true);
  // The demo respondent (other panel members may be called Riley too).
  const riley =
    (
      await api.get<{ id: number; fullName: string }[]>("/api/search/respondent/Riley Respondent/")
    ).body.value?.find((r) => r.fullName === "Riley Respondent")?.id ?? 0;
  const booked = await api.postJson("/api/event/create", {
    jobId,
    jobGroupId: session.body.value?.id,
    respondentIds: [riley],
  });
  expect(booked.body.succeeded, JSON.stringify(booked.body.errors)).toBe(true);

  await login(page, "respondent");
  // Home names the next session (walkthrough M14).
  await expect(page.getByRole("region", { name: "Your next session" })).toBeVisible();
  await page.goto(`/ressession/${riley}`);
  // Upcoming first, headed by the study's and session's names, not the job code.
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Upcoming");
  const card = page
    .getByRole("list", { name: "Upcoming sessions" })
    .getByRole("listitem")
    .filter({ hasText: `Portal Study ${stamp}` });
  await expect(card.getByRole("heading")).toHaveText(`Portal Study ${stamp} — Morning ${stamp}`);
  await expect(card).not.toContainText(job.body.value?.jobNumber ?? "J");
  await expect(card).toContainText("Booked: please confirm");
  await expect(card.getByRole("link", { name: "Add to calendar" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Can't make it?" })).toHaveAttribute(
    "href",
    /^\/confirm-attendance\//,
  );
  const confirm = card.getByRole("button", { name: "Confirm attendance" });
  for (let i = 0; i < 60 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("alert").or(card.getByRole("status")).first()).toBeVisible();
  await expect(card).toContainText("Confirmed");
  await expect(card).not.toContainText("please confirm");
  await expect(card.getByRole("button", { name: "Confirm attendance" })).toBeHidden();
});
