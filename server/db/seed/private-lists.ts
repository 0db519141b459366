import { asc, eq, ne } from "drizzle-orm";
import { LIST_COLUMNS } from "../../contracts/list-columns";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { listImports } from "../schema/list-imports";
import { respondentListMembers, respondentLists } from "../schema/panel-search";
import { respondents } from "../schema/respondents";

/**
 * Private lists on first start (decision 220): the demo client (Acme Research Co, allowed private
 * lists) has two lists with members (the first with the match report of the file it came from),
 * another client one, and one list belongs to no client.
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
  // The loyalty list came from a file: its match report is the client's "last match report".
  const loyalty = lists[0];
  if (loyalty)
    await db.insert(listImports).values({
      kind: "private-list",
      listId: loyalty.id,
      clientId: acme.id,
      owner: "Staff:0",
      fileName: "acme-loyalty-customers.xlsx",
      status: "done",
      columns: LIST_COLUMNS.map((c) => c.header),
      rowCount: 26,
      counts: { total: 26, valid: 18, invalid: 1, duplicate: 1, inPanel: 6, optedOut: 0 },
      imported: 24,
      toImport: 24,
    });
}
