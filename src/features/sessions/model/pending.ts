import type { ConfirmationRow, Session } from "../../../../server/contracts/sessions/sessions";
import { formatDateTime } from "../../../lib/format";

/** A session's start as Pending Sessions shows it: date and time on the agency's clock. */
export const startsText = (iso: string | null): string => formatDateTime(iso);

/**
 * The sessions missing confirmations that the filters above also show: the missing list has no
 * filters of its own (staff-calls §7.6), so it keeps the rows whose session the filtered list
 * holds; until that list has loaded it shows them all.
 */
export function missingWithin(
  missing: readonly ConfirmationRow[] | undefined,
  current: readonly Session[] | undefined,
): ConfirmationRow[] | undefined {
  if (!missing || !current) return missing ? [...missing] : undefined;
  const shown = new Set(current.map((s) => s.id));
  return missing.filter((r) => shown.has(r.sessionId));
}
