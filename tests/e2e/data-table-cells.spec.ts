import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { bookedSession, ownJob } from "./support/arrange";
import { signInToCleanWorkspace } from "./support/workspace";

// A grid clips only the cells whose text is wider than their column (decision 194): the others
// are drawn unclipped, and none of them may reach past its cell; a long text still ends in "…".
const grid = (page: Page) => page.getByRole("grid", { name: "Attendees" });

/** Days ahead of the other specs' sessions (their people may be booked then). */
const DAY = 250 + Math.floor(Math.random() * 60);
const LONG_NOTE = "Needs a ground-floor room, arrives by taxi from the station and asks for a parking spot";

test("an attendee grid clips the long note with an ellipsis and leaves short texts unclipped, inside their cells", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const api = await apiAs("recruiter");
  const jobId = await ownJob(api, `Cell Fit ${stamp}`);
  const start = new Date(Date.now() + DAY * 86_400_000);
  start.setUTCHours(8, 0, 0, 0);
  const sessionId = await bookedSession(api, {
    jobId,
    name: `Cell Fit ${stamp}`,
    start,
    end: new Date(start.getTime() + 2 * 3_600_000),
    places: 4,
    respondentIds: [21, 22],
  });
  const rows = await api.get<{ eventId: number; respondentId: number }[]>(
    `/api/job/qual-respondents/${sessionId}`,
  );
  const first = rows.body.value?.find((r) => r.respondentId === 21);
  expect(first, JSON.stringify(rows.body)).toBeTruthy();
  const notes = await api.postJson("/api/event/PostNotes", { ids: [first?.eventId], notes: LONG_NOTE });
  expect(notes.body.succeeded, JSON.stringify(notes.body.errors)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToCleanWorkspace(page, "recruiter");
  await page.goto(`/session/edit/${sessionId}/${jobId}/attendees`);
  await expect(grid(page)).toHaveAttribute("data-total", "2");
  const note = grid(page).locator("tbody td").filter({ hasText: "ground-floor" });
  await expect(note).toHaveCount(1);

  const cells = await grid(page)
    .locator("tbody tr[data-index] td")
    .evaluateAll((tds) =>
      tds.map((td) => {
        const s = getComputedStyle(td);
        return {
          text: td.textContent ?? "",
          fits: td.classList.contains("dt-fits"),
          overflow: s.overflowX,
          ellipsis: s.textOverflow,
          over: td.scrollWidth - td.clientWidth,
        };
      }),
    );
  const long = cells.find((c) => c.text === LONG_NOTE);
  expect(long).toMatchObject({ fits: false, overflow: "hidden", ellipsis: "ellipsis" });
  expect(long?.over ?? 0).toBeGreaterThan(0);
  // Short texts (statuses, Yes/No, amounts) go unclipped, and every one of them fits its cell.
  const unclipped = cells.filter((c) => c.fits && c.text !== "");
  expect(unclipped.map((c) => c.text)).toEqual(expect.arrayContaining(["Booked"]));
  for (const c of cells.filter((c) => c.fits)) {
    expect(c.overflow, c.text).toBe("visible");
    expect(c.over, `"${c.text}" reaches past its cell`).toBeLessThanOrEqual(0);
  }
});
