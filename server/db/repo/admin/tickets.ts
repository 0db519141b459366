import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { supportTickets } from "../../schema/admin";

type TicketValues = Omit<typeof supportTickets.$inferInsert, "id" | "createdAt">;

export interface TicketFilter {
  search: string;
  status?: string | undefined;
  priority?: string | undefined;
  assigneeId?: number | undefined;
  sort: "id" | "title" | "priority" | "status" | "createdAt" | "updatedAt";
  dir: "asc" | "desc";
  offset: number;
  limit: number;
}

const reporter = alias(staffUsers, "reporter");
const assignee = alias(staffUsers, "assignee");
const reporterName = sql<string | null>`trim(${reporter.firstName} || ' ' || ${reporter.lastName})`;
const assigneeName = sql<string | null>`trim(${assignee.firstName} || ' ' || ${assignee.lastName})`;

function ticketsWith(db: Db) {
  return db
    .select({ ticket: supportTickets, reporter: reporterName, assignee: assignee.username, assigneeName })
    .from(supportTickets)
    .leftJoin(reporter, eq(reporter.id, supportTickets.reporterId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId));
}

/** A page of tickets with the reporter's and assignee's names, and how many match. */
export async function ticketPage(db: Db, f: TicketFilter) {
  const conditions: SQL[] = [];
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(ilike(supportTickets.title, like), ilike(supportTickets.description, like));
    if (text) conditions.push(text);
  }
  if (f.status) conditions.push(eq(supportTickets.status, f.status));
  if (f.priority) conditions.push(eq(supportTickets.priority, f.priority));
  if (f.assigneeId) conditions.push(eq(supportTickets.assigneeId, f.assigneeId));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = f.dir === "asc" ? asc : desc;
  const [rows, total] = await Promise.all([
    ticketsWith(db)
      .where(where)
      .orderBy(order(supportTickets[f.sort]), order(supportTickets.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function ticketById(db: Db, id: number) {
  const rows = await ticketsWith(db).where(eq(supportTickets.id, id)).limit(1);
  return rows[0];
}

export async function insertTicket(db: Db, values: TicketValues): Promise<number> {
  const [row] = await db.insert(supportTickets).values(values).returning({ id: supportTickets.id });
  if (!row) throw new Error("ticket not saved");
  return row.id;
}

export async function updateTicket(db: Db, id: number, values: Partial<TicketValues>): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set(values)
    .where(eq(supportTickets.id, id))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}

/** Removes the tickets that exist; answers how many went. */
export async function deleteTickets(db: Db, ids: number[]): Promise<number> {
  const rows = await db
    .delete(supportTickets)
    .where(inArray(supportTickets.id, ids))
    .returning({ id: supportTickets.id });
  return rows.length;
}

/** The id of an active staff user by user name (an assignee), or undefined. */
export async function activeStaffId(db: Db, username: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(sql`lower(${staffUsers.username}) = ${username.toLowerCase()}`, eq(staffUsers.isActive, true)))
    .limit(1);
  return rows[0]?.id;
}
