import type { CommandContext } from "../types";

/** HH:MM (24 h), or null when cancelled or not a time (the user is told). */
export async function askInterviewTime(ctx: CommandContext): Promise<string | null> {
  const typed = await ctx.prompt("Interview time (HH:MM, 24-hour)", "");
  if (typed === null) return null;
  const m = /^([01]?\d|2[0-3])[:.]?([0-5]\d)$/.exec(typed.trim());
  if (!m) {
    ctx.toast.error("Error!", "Enter the interview time as HH:MM, e.g. 14:30.");
    return null;
  }
  return `${m[1]?.padStart(2, "0")}:${m[2]}`;
}

/** A dollar amount with at most two decimals ("$75", "1,234.50"), or null. */
export async function askIncentive(ctx: CommandContext): Promise<number | null> {
  const typed = await ctx.prompt("Incentive amount ($)", "");
  if (typed === null) return null;
  const clean = typed.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) {
    ctx.toast.error("Error!", "Enter the incentive as an amount in dollars, e.g. 75 or 75.50.");
    return null;
  }
  return Number(clean);
}

/** Free text (an empty answer clears it); null when cancelled. */
export const askText =
  (question: string) =>
  async (ctx: CommandContext): Promise<string | null> => {
    const typed = await ctx.prompt(question, "");
    return typed === null ? null : typed.trim();
  };
