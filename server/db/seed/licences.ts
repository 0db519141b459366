import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { licenceHolders, softwareLicences } from "../schema/licences";

/** A day `days` from now as YYYY-MM-DD (UTC is close enough for a demo end date). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The licensee's demo licences (decision 277), so software-licence shows real seat figures on
 * first start: the workspace held by every active demo staff user, the survey studio by two, the
 * SMS gateway by one and the accounting connector by nobody.
 */
export async function seedLicences(db: Db): Promise<void> {
  const staff = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.isActive, true))
    .orderBy(asc(staffUsers.id));
  const rows = await db
    .insert(softwareLicences)
    .values([
      {
        name: "ResearchMe Workspace",
        reference: "RM-WS-2026-0042",
        seats: Math.max(staff.length + 3, 10),
        expiresOn: dayFromNow(300),
        notes: "Named-user seats for the staff workspace.",
      },
      {
        name: "ResearchMe Survey Studio",
        reference: "RM-SS-2026-0017",
        seats: 5,
        expiresOn: dayFromNow(120),
        notes: "Survey and screener editor.",
      },
      { name: "SMS Gateway", reference: "SMSGW-88120", seats: 2, expiresOn: dayFromNow(45), notes: null },
      {
        name: "Accounting Connector",
        reference: null,
        seats: 1,
        expiresOn: null,
        notes: "MYOB invoice push.",
      },
    ])
    .returning({ id: softwareLicences.id, name: softwareLicences.name });
  const idOf = (name: string) => rows.find((r) => r.name === name)?.id ?? 0;
  const hold = (name: string, people: { id: number }[]) =>
    people.map((p) => ({ licenceId: idOf(name), staffUserId: p.id }));
  const holders = [
    ...hold("ResearchMe Workspace", staff),
    ...hold("ResearchMe Survey Studio", staff.slice(0, 2)),
    ...hold("SMS Gateway", staff.slice(0, 1)),
  ];
  if (holders.length) await db.insert(licenceHolders).values(holders);
}
