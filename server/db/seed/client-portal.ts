import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../client";
import { clientContacts } from "../schema/clients";
import { quotas } from "../schema/job-details";
import { jobGroups, jobs } from "../schema/jobs";

/**
 * The demo client's recruit board (decision 210): the demo contact's company's jobs that have
 * sessions run on, with quota cells the board can count (gender criteria), so /clihome shows a
 * live board on first start.
 */
export async function seedClientPortal(db: Db): Promise<void> {
  const [casey] = await db
    .select({ clientId: clientContacts.clientId })
    .from(clientContacts)
    .where(eq(clientContacts.email, "client@demo.test"));
  if (!casey) return;
  const withSessions = await db
    .selectDistinct({ id: jobs.id })
    .from(jobs)
    .innerJoin(jobGroups, eq(jobGroups.jobId, jobs.id))
    .where(eq(jobs.clientId, casey.clientId));
  const ids = withSessions.map((j) => j.id);
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ status: "In Field" })
    .where(and(inArray(jobs.id, ids), notInArray(jobs.status, ["Open", "In Field"])));
  for (const [name, criteria] of [
    ["Female 18-34", "gender=Female"],
    ["Male 18-34", "gender=Male"],
  ] as const)
    await db
      .update(quotas)
      .set({ criteria, name: name.replace(" 18-34", "") })
      .where(and(inArray(quotas.jobId, ids), eq(quotas.name, name)));
}
