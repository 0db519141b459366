import { moneyText } from "../../server/contracts/money-text";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { type AttendeeRowWithIncentive, attendeeCommand } from "./attendee-action";
import { canPay } from "./attendee-rules";
import { plural } from "./session-context";

/** "Pay Harry Lee $120.00?" / "Pay 3 attendees $360.00 in all?" (their bookings' incentives). */
function payQuestion(rows: readonly AttendeeRowWithIncentive[]): string {
  const payable = rows.filter(canPay);
  const known = payable.map((r) => r.incentive ?? null);
  const total = known.every((n) => n !== null) ? known.reduce<number>((t, n) => t + (n ?? 0), 0) : null;
  const who = payable.length === 1 ? payable[0]?.fullName : plural(payable.length, "attendee");
  const skipped = rows.length - payable.length;
  const rest = skipped ? ` (${plural(skipped, "other")} not attended or already paid)` : "";
  return total === null || total === 0
    ? `Pay ${who} the session's or job's incentive${rest}?`
    : `Pay ${who} ${moneyText(total)}${payable.length > 1 ? " in all" : ""}${rest}?`;
}

/**
 * Pays the selected attended attendees their booking's incentive (the job's or session's, taken
 * when booked, decision 171): one call, one undo batch.
 */
export const recordPayment = attendeeCommand({
  id: "sessions.recordPayment",
  title: "Pay…",
  key: "Alt+Shift+P",
  keywords: ["pay", "incentive", "paid", "record payment"],
  rights: [RIGHTS.JobAdmin, RIGHTS.Incentives],
  action: "pay",
  done: "paid",
  allows: canPay,
  why: "Pay attended attendees (mark them attended first); paid ones are done.",
  ask: async (ctx, rows) => ((await ctx.confirm(payQuestion(rows), "Pay incentive")) ? undefined : null),
});
