/** Where a booking put someone: a place (Booked, Confirmed) or standby, and why it was full. */
interface Placed {
  fullName: string;
  status: string;
  full?: string | null;
}

const names = (people: readonly Placed[]) => people.map((p) => p.fullName).join(", ");

/**
 * The truth about a booking, never 'Booked!' for someone who went to standby (M15):
 * "Slot full: Max Larson added to standby", "Booked into 04/12/2026 09:00–10:00: Ann Lee".
 */
export function bookingToast(
  where: string,
  placed: readonly Placed[],
  skipped: readonly { reason: string }[] = [],
): { title: string; text: string } {
  const booked = placed.filter((p) => p.status !== "Standby");
  const standby = placed.filter((p) => p.status === "Standby");
  const parts: string[] = [];
  // Names while they fit in a toast; a count beyond that.
  if (booked.length > 3) parts.push(`${booked.length} panel members booked into ${where}.`);
  else if (booked.length) parts.push(`Booked into ${where}: ${names(booked)}.`);
  if (standby.length) {
    const why = standby.some((p) => p.full?.startsWith("session")) ? "Session full" : "Slot full";
    parts.push(`${why}: ${names(standby)} added to standby.`);
  }
  const reasons = [...new Set(skipped.map((s) => s.reason))];
  if (reasons.length) parts.push(`Not changed: ${reasons.join(" ")}`);
  const title = booked.length ? "Booked" : standby.length ? "Added to standby" : "Not booked";
  return { title, text: parts.join(" ") };
}
