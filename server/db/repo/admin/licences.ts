import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";
import { licenceHolders, softwareLicences } from "../../schema/licences";

type LicenceValues = Omit<typeof softwareLicences.$inferInsert, "id" | "createdAt">;
export type LicenceRecord = typeof softwareLicences.$inferSelect;

/** Every licence, by name. */
export function allLicences(db: Db): Promise<LicenceRecord[]> {
  return db.select().from(softwareLicences).orderBy(asc(softwareLicences.name), asc(softwareLicences.id));
}

export async function licenceById(db: Db, id: number): Promise<LicenceRecord | undefined> {
  const rows = await db.select().from(softwareLicences).where(eq(softwareLicences.id, id)).limit(1);
  return rows[0];
}

/** A licence of this name (case-insensitively) other than `exceptId`. */
export async function licenceNamed(db: Db, name: string, exceptId = 0): Promise<number | undefined> {
  const rows = await db
    .select({ id: softwareLicences.id })
    .from(softwareLicences)
    .where(
      and(
        sql`lower(${softwareLicences.name}) = ${name.toLowerCase()}`,
        sql`${softwareLicences.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows[0]?.id;
}

/** The holders of some licences (all when `licenceIds` is absent), with their names and state. */
export function holdersOf(db: Db, licenceIds?: number[]) {
  return db
    .select({
      licenceId: licenceHolders.licenceId,
      staffUserId: staffUsers.id,
      username: staffUsers.username,
      fullName: sql<string>`trim(${staffUsers.firstName} || ' ' || ${staffUsers.lastName})`,
      active: staffUsers.isActive,
      assignedAt: licenceHolders.assignedAt,
    })
    .from(licenceHolders)
    .innerJoin(staffUsers, eq(staffUsers.id, licenceHolders.staffUserId))
    .where(licenceIds ? inArray(licenceHolders.licenceId, licenceIds) : undefined)
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id));
}

/** Staff users by user name (case-insensitively): id and whether they are active. */
export function staffByNames(db: Db, usernames: string[]) {
  if (!usernames.length) return Promise.resolve([]);
  return db
    .select({ id: staffUsers.id, username: staffUsers.username, active: staffUsers.isActive })
    .from(staffUsers)
    .where(
      inArray(
        sql`lower(${staffUsers.username})`,
        usernames.map((u) => u.toLowerCase()),
      ),
    );
}

export async function insertLicence(db: Db, values: LicenceValues): Promise<number> {
  const [row] = await db.insert(softwareLicences).values(values).returning({ id: softwareLicences.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateLicence(db: Db, id: number, values: LicenceValues): Promise<boolean> {
  const rows = await db
    .update(softwareLicences)
    .set(values)
    .where(eq(softwareLicences.id, id))
    .returning({ id: softwareLicences.id });
  return rows.length > 0;
}

/** Makes exactly these staff users the holders; a holder who stays keeps the day they got it. */
export async function setHolders(db: Db, licenceId: number, staffUserIds: number[]) {
  await db
    .delete(licenceHolders)
    .where(
      staffUserIds.length
        ? and(eq(licenceHolders.licenceId, licenceId), notInArray(licenceHolders.staffUserId, staffUserIds))
        : eq(licenceHolders.licenceId, licenceId),
    );
  if (staffUserIds.length)
    await db
      .insert(licenceHolders)
      .values(staffUserIds.map((staffUserId) => ({ licenceId, staffUserId })))
      .onConflictDoNothing();
}

/** Locks a licence row for the rest of the transaction (two saves never both pass the seat check). */
export async function lockLicence(db: Db, id: number) {
  await db.execute(sql`select id from software_licences where id = ${id} for update`);
}
