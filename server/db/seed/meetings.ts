import { asc, eq } from "drizzle-orm";
import { addDays, instantOf, wallDay } from "../../contracts/agency-time";
import { agencyTimeZone } from "../../services/config";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { staffMeetingAttendees, staffMeetings } from "../schema/staff-office";

/**
 * Three staff meetings around today on the agency's clock (one past, two coming), organised by
 * the first demo staff users, so Staff Meetings shows both tabs on first start (decision 255).
 * No invitation is queued: seeds send no mail.
 */
export async function seedMeetings(db: Db, now = new Date()): Promise<void> {
  const zone = await agencyTimeZone({ deps: { db } });
  const staff = (
    await db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.isActive, true))
      .orderBy(asc(staffUsers.id))
      .limit(4)
  ).map((s) => s.id);
  const [first, second, third, fourth] = staff;
  if (first === undefined || second === undefined) return;
  const today = wallDay(now, zone);
  const at = (days: number, time: string) => {
    const day = addDays(today, days);
    return new Date(instantOf(day, time, zone) ?? `${day}T${time}:00Z`);
  };
  const others = [third, fourth].filter((id): id is number => id !== undefined);
  const meetings = [
    {
      row: {
        title: "Weekly team catch-up",
        startsAt: at(-2, "09:30"),
        endsAt: at(-2, "10:00"),
        place: "Board room",
        agenda: "1. Jobs in field this week\n2. Sessions short of recruits\n3. Leave and cover",
        organiserId: first,
      },
      attendees: [first, second, ...others],
    },
    {
      row: {
        title: "Roster planning",
        startsAt: at(2, "14:00"),
        endsAt: at(2, "15:00"),
        link: "https://meet.example.com/roster-planning",
        agenda: "Next week's evening sessions and who recruits them.",
        organiserId: first,
      },
      attendees: [first, second],
    },
    {
      row: {
        title: "Recruiter training: the new screener",
        startsAt: at(6, "10:00"),
        endsAt: at(6, "11:30"),
        place: "Training room, Level 2",
        link: "https://meet.example.com/screener-training",
        agenda: "Walk through the screener, quotas and the standby rules.",
        organiserId: second,
      },
      attendees: [second, ...others, first],
    },
  ];
  for (const m of meetings) {
    const [row] = await db.insert(staffMeetings).values(m.row).returning({ id: staffMeetings.id });
    if (!row) continue;
    await db
      .insert(staffMeetingAttendees)
      .values([...new Set(m.attendees)].map((staffUserId) => ({ meetingId: row.id, staffUserId })));
  }
}
