import { asc, eq, ne } from "drizzle-orm";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { respondentListMembers, respondentLists } from "../schema/panel-search";
import { respondents } from "../schema/respondents";

/**
 * Private lists on first start (decision 220): the demo client (Acme Research Co, allowed private
 * lists) has two lists with members, another client one, and one list belongs to no client.
 */
export async function seedPrivateLists(db: Db): Promise<void> {
  const [acme] = await db.select().from(clients).where(eq(clients.name, "Acme Research Co")).limit(1);
  if (!acme) return;
  await db.update(clients).set({ allowPrivateList: true }).where(eq(clients.id, acme.id));
  const [other] = await db.select({ id: clients.id }).from(clients).where(ne(clients.id, acme.id)).limit(1);
  const people = (
    await db.select({ id: respondents.id }).from(respondents).orderBy(asc(respondents.id)).limit(60)
  ).map((r) => r.id);
  const lists = await db
    .insert(respondentLists)
    .values([
      {
        name: "Acme loyalty customers",
        description: "Customers from Acme's loyalty programme who agreed to research contact.",
        clientId: acme.id,
        createdBy: "Avery Admin",
      },
      { name: "Acme product trial", description: null, clientId: acme.id, createdBy: "Avery Admin" },
      ...(other
        ? [
            {
              name: "Partner panel – autumn",
              description: null,
              clientId: other.id,
              createdBy: "Avery Admin",
            },
          ]
        : []),
      {
        name: "Focus group shortlist",
        description: "Kept for quick recall.",
        clientId: null,
        createdBy: "Avery Admin",
      },
    ])
    .returning({ id: respondentLists.id });
  const sizes = [24, 9, 15, 12];
  const members = lists.flatMap((l, i) =>
    people.slice(i * 5, i * 5 + (sizes[i] ?? 0)).map((respondentId) => ({
      listId: l.id,
      respondentId,
      addedBy: "Avery Admin",
    })),
  );
  if (members.length) await db.insert(respondentListMembers).values(members).onConflictDoNothing();
}
