import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { bookedSession, ownJob } from "./support/arrange";
import { clockQuestion, login } from "./support/login";
import { signInToCleanWorkspace } from "./support/workspace";

// Walkthrough S7 (decision 181): a phone shows one pane and a compact attendee list.
const panes = (page: Page) => page.getByTestId("ws-pane");

async function arrange() {
  const stamp = Date.now().toString(36).toUpperCase();
  const api = await apiAs("recruiter");
  const jobId = await ownJob(api, `Phone Check-in ${stamp}`);
  // Check-in at the venue: the session has begun (attendance is recorded from its start).
  const start = new Date(Date.now() - 10 * 60_000);
  const end = new Date(start.getTime() + 3_600_000);
  const sessionId = await bookedSession(api, {
    jobId,
    name: `Venue ${stamp}`,
    start,
    end,
    places: 4,
    respondentIds: [21, 22],
  });
  return { jobId, sessionId };
}

test("375 px: a saved desktop split shows one pane; the attendee list is compact with a one-tap Attended", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { jobId, sessionId } = await arrange();

  // On the desktop: split the workspace (the layout is saved per user).
  const desk = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signInToCleanWorkspace(desk, "recruiter");
  await desk.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  await expect(desk.getByRole("grid")).toHaveAttribute("data-total", "2");
  await desk.keyboard.press("Alt+\\");
  await expect(panes(desk)).toHaveCount(2);
  // Wait for the layout save before the phone loads it.
  await desk.waitForTimeout(1500);
  await desk.close();

  // On the phone: one pane, the focused one.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await login(phone, "recruiter");
  const clock = await clockQuestion(phone);
  if (clock) await clock.getByRole("button", { name: "No" }).click();
  await phone.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  // The other pane is kept (hidden), the focused one has the whole width.
  await expect(panes(phone).filter({ visible: true })).toHaveCount(1);
  const width = await panes(phone)
    .filter({ visible: true })
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(300);

  // The compact list: name, slot and status per row, and the Attended button.
  const list = phone.getByRole("list", { name: "Attendees" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(phone.getByRole("grid")).toHaveCount(0);
  const first = list.getByRole("listitem").first();
  await expect(first).toContainText("Booked");
  const attended = first.getByRole("button", { name: /^Attended: / });
  await expect(attended).toBeInViewport();
  await attended.click();
  await expect(first).toContainText("Attended");
  await expect(list.getByRole("listitem").nth(1)).toContainText("Booked");
  // No sideways scrolling on the phone.
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The split is still there for the desktop.
  const back = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await login(back, "recruiter");
  const clock2 = await clockQuestion(back);
  if (clock2) await clock2.getByRole("button", { name: "No" }).click();
  await expect(panes(back)).toHaveCount(2);
});
