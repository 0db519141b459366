import { addDays, instantOf, wallDay } from "../../contracts/agency-time";

export type Cadence = "weekly" | "monthly";

/** The hour a scheduled report goes out, on the agency's clock: before the working day starts. */
const SEND_AT = "07:00";

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const firstOfNextMonth = (day: string) => {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

/** The first send after `now`: the next Monday (weekly) or 1st of the month (monthly), 07:00. */
export function nextRun(cadence: Cadence, now: Date, zone: string): Date {
  const today = wallDay(now, zone);
  let day = cadence === "weekly" ? addDays(today, (8 - weekday(today)) % 7) : `${today.slice(0, 8)}01`;
  for (let i = 0; i < 3; i++) {
    const at = new Date(instantOf(day, SEND_AT, zone) ?? `${day}T07:00:00Z`);
    if (at > now) return at;
    day = cadence === "weekly" ? addDays(day, 7) : firstOfNextMonth(day);
  }
  return new Date(instantOf(day, SEND_AT, zone) ?? `${day}T07:00:00Z`);
}

/** The period a send covers: the Monday–Sunday or the calendar month that ended before it. */
export function periodBefore(cadence: Cadence, sendAt: Date, zone: string): { from: string; to: string } {
  const day = wallDay(sendAt, zone);
  if (cadence === "weekly") {
    const monday = addDays(day, -((weekday(day) + 6) % 7));
    return { from: addDays(monday, -7), to: addDays(monday, -1) };
  }
  const to = addDays(`${day.slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}
