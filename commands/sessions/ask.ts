import type { CommandContext } from "../core/types";
import type { AttendeeRow } from "./session-context";
import { plural } from "./session-context";

/** Who a dialog applies to: "for Harry Lee" or "for 3 attendees" (M11). */
const forWhom = (rows: readonly AttendeeRow[]) =>
  rows.length === 1 ? `for ${rows[0]?.fullName}` : `for ${plural(rows.length, "attendee")}`;

const TIME = /^([01]?\d|2[0-3])[:.]?([0-5]\d)$/;
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const cleanMoney = (typed: string) => typed.trim().replace(/^\$/, "").replace(/,/g, "");

/**
 * HH:MM (24 h), or null when cancelled. A wrong time keeps the dialog open with the error
 * (M11); the dialog names whom it applies to.
 */
export async function askInterviewTime(
  ctx: CommandContext,
  rows: readonly AttendeeRow[] = [],
): Promise<string | null> {
  const typed = await ctx.prompt(`Interview time (HH:MM, 24-hour) ${forWhom(rows)}`, "", {
    validate: (v) => (TIME.test(v.trim()) ? null : "Enter the interview time as HH:MM, e.g. 14:30."),
  });
  if (typed === null) return null;
  const m = TIME.exec(typed.trim());
  if (!m) return null;
  return `${m[1]?.padStart(2, "0")}:${m[2]}`;
}

/** A dollar amount with at most two decimals ("$75", "1,234.50"), or null when cancelled. */
export async function askIncentive(
  ctx: CommandContext,
  rows: readonly AttendeeRow[] = [],
): Promise<number | null> {
  const typed = await ctx.prompt(`Incentive amount ($) ${forWhom(rows)}`, "", {
    validate: (v) =>
      MONEY.test(cleanMoney(v)) ? null : "Enter the incentive as an amount in dollars, e.g. 75 or 75.50.",
  });
  if (typed === null) return null;
  const clean = cleanMoney(typed);
  return MONEY.test(clean) ? Number(clean) : null;
}

/** Free text (an empty answer clears it); null when cancelled. */
export const askText =
  (question: string) =>
  async (ctx: CommandContext, rows: readonly AttendeeRow[] = []): Promise<string | null> => {
    const typed = await ctx.prompt(`${question} ${forWhom(rows)}`, "");
    return typed === null ? null : typed.trim();
  };
