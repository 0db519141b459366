import { instantOf, wallDay, wallTime } from "../../../../server/contracts/agency-time";
import { agencyZone } from "../../../lib/agency-zone";

/**
 * Session times travel as ISO instants with an offset; screens edit a day and a time of day on
 * the agency's clock (decision 170), whatever the browser's zone.
 */

/** "2026-12-03" + "10:00" → "2026-12-03T10:00:00+11:00" (the agency zone's offset that day). */
export const toInstant = (day: string, time: string): string => instantOf(day, time, agencyZone()) ?? "";

/** The agency-clock day of an instant, "YYYY-MM-DD" ("" when none). */
export const dayOf = (iso: string | null | undefined): string => wallDay(iso, agencyZone());

/** The agency-clock time of an instant, "HH:MM" ("" when none). */
export const timeOf = (iso: string | null | undefined): string => wallTime(iso, agencyZone());
