import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { apiAs, lastMailId, waitForMail } from "./support/api";

/**
 * Decision 176 (walkthrough B1): the confirmation e-mail's link opens a page of the product that
 * names the session, its time on the agency's clock, the place and the incentive; opening it
 * changes nothing, the Confirm button confirms, 'Can't make it?' cancels with a reason.
 */

interface Attendee {
  eventId: number;
  respondentId: number;
  fullName: string;
  email: string | null;
  status: string;
}

/** Two Booked attendees (with an e-mail) of a session still to come, from the demo data. */
async function bookedPair() {
  const api = await apiAs("admin");
  const sessions =
    (
      await api.get<{ id: number; jobId: number; startsAt: string | null }[]>(
        "/api/report/GetUserCurrentSessions",
      )
    ).body.value ?? [];
  for (const s of sessions) {
    if (!s.startsAt || new Date(s.startsAt).getTime() < Date.now() + 86_400_000) continue;
    const list = (await api.get<Attendee[]>(`/api/job/qual-respondents/${s.id}`)).body.value ?? [];
    const booked = list.filter((a) => a.status === "Booked" && a.email);
    const emails = new Set(booked.map((a) => a.email?.toLowerCase()));
    if (booked.length >= 2 && emails.size === booked.length) return { api, sessionId: s.id, booked };
  }
  throw new Error("no future session with two booked attendees in the demo data");
}

/** Sends the confirmation e-mail to one attendee and answers the page link it carries. */
async function confirmLinkFor(api: Awaited<ReturnType<typeof apiAs>>, sessionId: number, a: Attendee) {
  const after = await lastMailId();
  const sent = await api.postJson(`/api/email/CreateSessionConfirmationResIdsEmail/${sessionId}`, {
    ids: [a.respondentId],
  });
  expect(sent.body.succeeded, JSON.stringify(sent.body.errors)).toBe(true);
  const mail = await waitForMail(a.email ?? "", after, 20_000);
  const link = /https?:\/\/\S*\/confirm-attendance\/[\w-]+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no confirm link in ${mail?.text}`);
  expect(link).not.toContain("/api/");
  return new URL(link).pathname;
}

test("a visitor confirms on the page, downloads the .ics, and another says they can't make it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { api, sessionId, booked } = await bookedPair();
  const [first, second] = booked as [Attendee, Attendee];
  const path = await confirmLinkFor(api, sessionId, first);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(path);
  const firstName = first.fullName.split(" ")[0] ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Please confirm your place, ${firstName}`);
  const facts = page.locator(".confirm-facts");
  await expect(facts.getByText("When", { exact: true })).toBeVisible();
  await expect(facts).toContainText(
    /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d\d\/\d\d\/\d{4}, \d\d:\d\d/,
  );
  await expect(facts).toContainText(/AE[DS]T/);
  await expect(facts.getByText("Session", { exact: true })).toBeVisible();
  // Opening the page confirmed nothing.
  const stillBooked = (await api.get<Attendee[]>(`/api/job/qual-respondents/${sessionId}`)).body.value ?? [];
  expect(stillBooked.find((a) => a.eventId === first.eventId)?.status).toBe("Booked");
  // Nothing overflows a phone's width.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath("confirm-page-375.png"), fullPage: true });

  await page.getByRole("button", { name: "Confirm my attendance" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thanks, ${firstName}: you're confirmed`);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "attendance is confirmed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm my attendance" })).toHaveCount(0);
  const confirmed = (await api.get<Attendee[]>(`/api/job/qual-respondents/${sessionId}`)).body.value ?? [];
  expect(confirmed.find((a) => a.eventId === first.eventId)?.status).toBe("Confirmed");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = readFileSync((await file.path()) ?? "", "utf8");
  expect(ics).toMatch(/BEGIN:VEVENT/);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  expect(ics).toContain(`UID:booking-${first.eventId}@`);

  // Reloading says it is already confirmed, with no button to press again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thanks, ${firstName}: you're confirmed`);

  // The second person can't make it: a reason is needed, then the booking is cancelled.
  const secondPath = await confirmLinkFor(api, sessionId, second);
  await page.goto(secondPath);
  await page.getByRole("button", { name: "Can't make it?" }).click();
  await expect(page.getByRole("radio").first()).toBeFocused();
  await page.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please tell us why you can't make it.");
  await page.getByRole("radio", { name: "Other" }).check();
  await page.getByLabel("Your reason").fill("Flat tyre");
  await page.screenshot({ path: test.info().outputPath("cant-make-it-375.png"), fullPage: true });
  await page.getByRole("button", { name: "Cancel my booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This booking is cancelled");
  await expect(page.getByRole("status").filter({ hasText: "research team has been told" })).toBeVisible();
  const after =
    (await api.get<(Attendee & { notes: string | null })[]>(`/api/job/qual-respondents/${sessionId}`)).body
      .value ?? [];
  const row = after.find((a) => a.eventId === second.eventId);
  expect(row?.status).toBe("Cancelled");
  expect(row?.notes).toContain("Other: Flat tyre");
});

test("an old one-click address shows the page; a broken link says so with a way forward", async ({
  page,
}) => {
  const { api, sessionId, booked } = await bookedPair();
  const a = booked[0] as Attendee;
  const path = await confirmLinkFor(api, sessionId, a);
  await page.goto(`/api${path}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("button", { name: "Confirm my attendance" })).toBeVisible();
  const list = (await api.get<Attendee[]>(`/api/job/qual-respondents/${sessionId}`)).body.value ?? [];
  expect(list.find((x) => x.eventId === a.eventId)?.status).toBe("Booked");

  await page.goto(`${path.slice(0, -4)}abcd`);
  await expect(page.getByRole("alert")).toHaveText("This link is not valid.");
  await expect(page.getByRole("link", { name: "sign in" })).toBeVisible();
});

test("a survey link that does not open offers a way forward (walkthrough minor 7)", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/survey-landing/not-a-real-link");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("link", { name: "sign in to the member portal" })).toBeVisible();
  await page.goto("/survey/survey-start/not-a-real-link");
  await expect(page.getByRole("link", { name: "sign in to the member portal" })).toBeVisible();
});
