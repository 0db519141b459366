import { asc } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { supportTickets } from "../schema/admin";

/**
 * A few tickets of the demo staff (decision 275; the ticket lists are seeded with the other
 * reference lists, clients-jobs-lists.ts) so the support-ticket
 * page shows real rows on first start: one raised with 'Report a problem' and its context.
 */
export async function seedTickets(db: Db): Promise<void> {
  const staff = await db.select({ id: staffUsers.id }).from(staffUsers).orderBy(asc(staffUsers.id)).limit(2);
  const [first, second] = staff;
  if (!first) return;
  await db.insert(supportTickets).values([
    {
      title: "Session calendar shows the wrong week after a save",
      description: "After saving a session the calendar jumps back to the current week.",
      priority: "High",
      status: "Open",
      type: "Problem",
      module: "Sessions",
      reporterId: first.id,
      assigneeId: second?.id ?? null,
      route: "/sessioncalendar",
      requestId: "seed-request-0001",
      appVersion: "0.1.0",
      userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0",
    },
    {
      title: "Add a column for the respondent's suburb to the job list export",
      priority: "Low",
      status: "Waiting on customer",
      type: "Feature request",
      module: "Jobs",
      reporterId: second?.id ?? first.id,
    },
    {
      title: "How do I resend a session confirmation?",
      description: "A respondent lost their confirmation e-mail.",
      priority: "Normal",
      status: "Resolved",
      type: "Question",
      module: "Messaging",
      reporterId: first.id,
      assigneeId: first.id,
    },
  ]);
}
