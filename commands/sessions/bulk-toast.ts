import { plural } from "./session-context";

/** A selected attendee as the toast names it. */
interface Named {
  eventId: number;
  fullName: string;
}

/** A skip reason as a phrase after the count: "already confirmed", "not changed (Declined)". */
function phrase(reason: string): { text: string; names: boolean } {
  const bare = reason.trim().replace(/\.$/, "");
  const already = /^Already (.+)$/i.exec(bare);
  if (already) return { text: `already ${already[1]?.toLowerCase()}`, names: false };
  const move = /^Cannot move from (.+) to .+$/.exec(bare);
  return { text: `not changed (${move ? move[1] : bare})`, names: true };
}

/**
 * What a bulk action changed, counted from the server's answer, not the selection (M16):
 * "1 confirmed; 1 already confirmed; 1 not changed (Declined): Ruby Welch".
 */
export function bulkText(
  done: string,
  changed: number,
  skipped: readonly { id: number; reason: string }[],
  rows: readonly Named[],
): string {
  const parts = [`${plural(changed, "attendee")} ${done}`];
  const groups = new Map<string, number[]>();
  for (const s of skipped) groups.set(s.reason, [...(groups.get(s.reason) ?? []), s.id]);
  for (const [reason, ids] of groups) {
    const p = phrase(reason);
    const names = ids.map((id) => rows.find((r) => r.eventId === id)?.fullName).filter(Boolean);
    parts.push(`${ids.length} ${p.text}${p.names && names.length ? `: ${names.join(", ")}` : ""}`);
  }
  return parts.join("; ");
}
