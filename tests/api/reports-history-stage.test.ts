import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../../server/contracts/sessions/booking-states";
import { rowsOf } from "../../server/db/repo/panel-search/fields";
import { HISTORY_STAGE } from "../../server/db/repo/reports/funnel-stages";
import { respondentEvents } from "../../server/db/schema/respondents";
import { bookingHistory } from "../../server/db/schema/sessions";
import { suite } from "../helpers/suite";
import { reportsWorld } from "./reports-helpers";

/**
 * respondent_events.history_stage (decision 238): kept by triggers on booking_history, whoever
 * writes the rows, so the job funnel can count stages without reading the history.
 */
const w = suite(reportsWorld);

describe("a booking's history stage", () => {
  it("gives each move the stage funnel-stages.ts gives it, and 0 to every other status", async () => {
    const r = rowsOf(
      await w.db.execute(sql`select s, booking_funnel_stage(s) as n
        from unnest(${`{${BOOKING_STATUSES.map((s) => `"${s}"`).join(",")}}`}::text[]) s`),
    );
    expect(Object.fromEntries(r.map((x) => [String(x.s), Number(x.n)]))).toEqual(
      Object.fromEntries(BOOKING_STATUSES.map((s) => [s, HISTORY_STAGE[s] ?? 0])),
    );
  });

  it("rises with inserted rows, and follows rows changed or removed", async () => {
    const job = await w.job({});
    const session = await w.session(job.id, new Date());
    const [b] = await w.bookings(job.id, session.id, ["Cancelled"]);
    if (!b) throw new Error("no booking");
    const stage = async () =>
      (await w.db.select().from(respondentEvents).where(eq(respondentEvents.id, b.id)))[0]?.historyStage;
    const move = (to: string) => ({
      eventId: b.id,
      respondentId: b.respondentId,
      jobGroupId: session.id,
      action: "Status",
      toStatus: to,
      by: "test",
    });
    expect(await stage()).toBe(0);
    await w.history([move("Invited"), move("Qualified")]);
    expect(await stage()).toBe(3);
    await w.history([move("Confirmed"), move("Cancelled")]);
    expect(await stage()).toBe(5);
    await w.db
      .update(bookingHistory)
      .set({ toStatus: "Screened" })
      .where(sql`${bookingHistory.eventId} = ${b.id} and ${bookingHistory.toStatus} = 'Confirmed'`);
    expect(await stage()).toBe(3);
    await w.db.delete(bookingHistory).where(eq(bookingHistory.eventId, b.id));
    expect(await stage()).toBe(0);
  });
});
