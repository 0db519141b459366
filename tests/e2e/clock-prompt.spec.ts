import { expect, test } from "@playwright/test";
import { wallDay, wallTime } from "../../server/contracts/agency-time";
import type { Roster, Shift } from "../../server/contracts/staff-office/roster";
import { DEMO } from "../helpers/client";
import { apiAs } from "./support/api";
import { clockQuestion, login } from "./support/login";

/**
 * The clock-in question is asked when a rostered shift starts, not at every sign-in (product §4,
 * decision 259): the recruiter signs in without a running shift and is not asked; with a published
 * shift running now they are asked once, and not again for the same shift after answering.
 */

/** The agency's day and HH:MM of an instant (the app's own wall-clock reading). */
const wall = (instant: Date, zone: string) => ({
  day: wallDay(instant, zone),
  time: wallTime(instant, zone),
});

test("the clock-in question comes with the rostered shift, once", async ({ page }) => {
  const admin = await apiAs("admin");
  const now = Date.now();
  const around = (
    await admin.get<Roster>(`/api/staff-roster?from=${dayOf(now - 86_400_000)}&to=${dayOf(now + 86_400_000)}`)
  ).body.value;
  if (!around) throw new Error("The roster did not load");
  const robin = around.people.find(
    (p) => p.username === DEMO.recruiter.username || p.name === "Robin Recruiter",
  );
  if (!robin) throw new Error("The demo recruiter is not on the roster");
  const running = (s: { startsAt: string; endsAt: string }) =>
    Date.parse(s.startsAt) <= now + 20 * 60_000 && Date.parse(s.endsAt) > now - 10 * 60_000;
  const mine = around.shifts.filter((s: Shift) => s.staffUserId === robin.id && running(s));
  if (mine.length > 0)
    await admin.postJson(
      "/api/staff-shift/delete",
      mine.map((s) => s.id),
    );

  // No shift running: signing in asks nothing.
  await login(page, "recruiter");
  expect(await clockQuestion(page)).toBeNull();

  // A published shift from a few minutes ago to half an hour on (a session of his running now is
  // what the shift serves, so it does not clash with it).
  const start = wall(new Date(now - 5 * 60_000), around.zone);
  const end = wall(new Date(now + 30 * 60_000), around.zone);
  const sessionNow = around.busy.find(
    (b) => b.staffUserId === robin.id && b.kind === "session" && b.day === start.day && b.start <= start.time,
  );
  const saved = await admin.postJson<Shift>("/api/staff-shift/update", {
    staffUserId: robin.id,
    day: start.day,
    start: start.time,
    end: end.time,
    kind: "recruit",
    sessionId: sessionNow?.id ?? null,
  });
  test.skip(saved.body.succeeded === false, `Robin's time is held now: ${JSON.stringify(saved.body)}`);
  const shift = saved.body.value;
  if (!shift) throw new Error("The shift was not saved");
  await admin.postJson("/api/staff-roster/publish", { from: shift.day, to: shift.day });

  await login(page, "recruiter");
  const asked = await clockQuestion(page);
  expect(asked).not.toBeNull();
  await expect(asked!).toContainText("Do you want to Clock In?");
  await asked!.getByRole("button", { name: "No" }).press("Enter");
  await expect(page.getByTestId("clock-alert")).toBeHidden();

  // Answered for this shift: a reload does not ask again.
  await page.reload();
  expect(await clockQuestion(page)).toBeNull();
  await admin.postJson("/api/staff-shift/delete", [shift.id]);
});

function dayOf(ms: number) {
  return wall(new Date(ms), "Australia/Sydney").day;
}
