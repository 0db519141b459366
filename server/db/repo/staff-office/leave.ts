import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { staffLeave, staffLeaveAllowances } from "../../schema/staff-office";

export type LeaveRecord = typeof staffLeave.$inferSelect;
type LeaveStatus = LeaveRecord["status"];

export interface LeaveFilter {
  staffUserId?: number | undefined;
  status?: LeaveStatus | undefined;
  /** Leave overlapping [start, end). */
  start?: Date | undefined;
  end?: Date | undefined;
  sort: "startsAt" | "staff" | "status" | "createdAt";
  dir: "asc" | "desc";
  offset: number;
  limit: number;
}

const staffName = sql<string>`trim(${staffUsers.firstName} || ' ' || ${staffUsers.lastName})`;

/** A page of leave rows with the person's name, and how many match. */
export async function leavePage(db: Db, f: LeaveFilter) {
  const conditions: SQL[] = [];
  if (f.staffUserId) conditions.push(eq(staffLeave.staffUserId, f.staffUserId));
  if (f.status) conditions.push(eq(staffLeave.status, f.status));
  if (f.start) conditions.push(gt(staffLeave.endsAt, f.start));
  if (f.end) conditions.push(lt(staffLeave.startsAt, f.end));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = f.dir === "asc" ? asc : desc;
  const sortColumn = {
    startsAt: staffLeave.startsAt,
    staff: staffName,
    status: staffLeave.status,
    createdAt: staffLeave.createdAt,
  }[f.sort];
  const [rows, total] = await Promise.all([
    db
      .select({ leave: staffLeave, staff: staffName })
      .from(staffLeave)
      .innerJoin(staffUsers, eq(staffUsers.id, staffLeave.staffUserId))
      .where(where)
      .orderBy(order(sortColumn), order(staffLeave.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(staffLeave).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function leaveById(db: Db, id: number): Promise<LeaveRecord | undefined> {
  const rows = await db.select().from(staffLeave).where(eq(staffLeave.id, id)).limit(1);
  return rows[0];
}

export async function insertLeave(db: Db, values: typeof staffLeave.$inferInsert): Promise<number> {
  const [row] = await db.insert(staffLeave).values(values).returning({ id: staffLeave.id });
  if (!row) throw new Error("leave not saved");
  return row.id;
}

/**
 * Changes a row only while it still has status `from` (a conditional update: two managers
 * deciding at once cannot both win); answers the row as it now is, or undefined.
 */
export async function updateLeaveIf(
  db: Db,
  id: number,
  from: readonly LeaveStatus[],
  patch: Partial<typeof staffLeave.$inferInsert>,
): Promise<LeaveRecord | undefined> {
  const [row] = await db
    .update(staffLeave)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(staffLeave.id, id), inArray(staffLeave.status, [...from])))
    .returning();
  return row;
}

/**
 * A person's requested and approved leave of one type starting in [start, end), other than
 * `except`: the hours already held against the year's balance.
 */
export async function leaveHeld(db: Db, staffUserId: number, start: Date, end: Date, except = 0) {
  return db
    .select({
      leaveType: staffLeave.leaveType,
      status: staffLeave.status,
      hours: sql<number>`sum(${staffLeave.hours})`.mapWith(Number),
    })
    .from(staffLeave)
    .where(
      and(
        eq(staffLeave.staffUserId, staffUserId),
        inArray(staffLeave.status, ["requested", "approved"]),
        gte(staffLeave.startsAt, start),
        lt(staffLeave.startsAt, end),
        sql`${staffLeave.id} <> ${except}`,
      ),
    )
    .groupBy(staffLeave.leaveType, staffLeave.status);
}

/** The person's own allowances for the year, per leave type. */
export async function leaveAllowances(db: Db, staffUserId: number, year: number) {
  const rows = await db
    .select({ leaveType: staffLeaveAllowances.leaveType, hours: staffLeaveAllowances.hours })
    .from(staffLeaveAllowances)
    .where(and(eq(staffLeaveAllowances.staffUserId, staffUserId), eq(staffLeaveAllowances.year, year)));
  return new Map(rows.map((r) => [r.leaveType, Number(r.hours)]));
}

/** A requested or approved leave of the person overlapping [start, end), other than `except`. */
export async function overlappingLeave(db: Db, staffUserId: number, start: Date, end: Date, except = 0) {
  return db
    .select()
    .from(staffLeave)
    .where(
      and(
        eq(staffLeave.staffUserId, staffUserId),
        inArray(staffLeave.status, ["requested", "approved"]),
        lt(staffLeave.startsAt, end),
        gt(staffLeave.endsAt, start),
        sql`${staffLeave.id} <> ${except}`,
      ),
    )
    .orderBy(asc(staffLeave.startsAt));
}

/** Who a decision mail goes to. */
export async function staffContact(db: Db, id: number) {
  const rows = await db
    .select({ email: staffUsers.email, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .limit(1);
  return rows[0];
}
