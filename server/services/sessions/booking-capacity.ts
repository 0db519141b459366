import type { Db } from "../../db/client";
import { placeCounts } from "../../db/repo/bookings";
import type { SessionRow, TimeSlotRow } from "../../db/repo/sessions";

/**
 * Capacity of a session and its slots: a tally that says whether the next booking fits and counts
 * it, so several bookings decided in one request cannot overfill a slot, the session or its
 * standby list. `slot` is the slot a place is taken in unless `takePlace` names another.
 */
export async function capacityTally(
  tx: Db,
  session: SessionRow,
  slot: TimeSlotRow | undefined,
  exceptEventId?: number,
) {
  const counts = await placeCounts(tx, session.id, exceptEventId);
  let held = counts.reduce((n, c) => n + c.held, 0);
  const slotHeld = new Map(counts.map((c) => [c.slotId, c.held]));
  let standby = counts.reduce((n, c) => n + c.standby, 0);
  return {
    /** Why a place cannot be taken, or null (and the place is counted). */
    takePlace(at: TimeSlotRow | undefined = slot): string | null {
      const inSlot = at ? (slotHeld.get(at.id) ?? 0) : 0;
      if (at && at.capacity > 0 && inSlot >= at.capacity)
        return `The time slot is full (${inSlot} of ${at.capacity} booked)`;
      if (session.requiredPlaces > 0 && held >= session.requiredPlaces)
        return `Session ${session.sessionNumber} is full (${held} of ${session.requiredPlaces} booked)`;
      held += 1;
      if (at) slotHeld.set(at.id, inSlot + 1);
      return null;
    },
    takeStandby(full: string): string | null {
      if (standby >= session.standbyPlaces)
        return `${full} and its standby list is full (${standby} of ${session.standbyPlaces}).`;
      standby += 1;
      return null;
    },
  };
}
