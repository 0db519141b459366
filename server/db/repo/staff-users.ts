import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { accounts, roles, staffUserRoles, staffUsers } from "../schema/accounts";

/** What names a staff user: id, sign-in name, first and last name. */
export const staffNameColumns = {
  id: staffUsers.id,
  username: staffUsers.username,
  firstName: staffUsers.firstName,
  lastName: staffUsers.lastName,
};

/** A staff user as the people lists show them (StaffPersonRow). */
export const staffPersonColumns = {
  ...staffNameColumns,
  email: staffUsers.email,
  position: staffUsers.position,
  isActive: staffUsers.isActive,
};

export type StaffPersonRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  position: string | null;
  isActive: boolean;
};

/** Staff users by name (first, last), optionally only the active ones. */
export async function listStaffPeople(db: Db, activeOnly: boolean): Promise<StaffPersonRow[]> {
  return db
    .select(staffPersonColumns)
    .from(staffUsers)
    .where(activeOnly ? eq(staffUsers.isActive, true) : undefined)
    .orderBy(asc(staffUsers.firstName), asc(staffUsers.lastName), asc(staffUsers.username));
}

/** One staff user by user name (case-insensitive: user names are e-mail addresses). */
export async function findStaffPerson(db: Db, username: string): Promise<StaffPersonRow | undefined> {
  const rows = await db
    .select(staffPersonColumns)
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function staffRoleNames(db: Db, staffUserId: number): Promise<string[]> {
  const rows = await db
    .select({ name: roles.name })
    .from(staffUserRoles)
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .where(eq(staffUserRoles.staffUserId, staffUserId))
    .orderBy(asc(roles.name));
  return rows.map((r) => r.name);
}

export async function staffTwoFactorOn(db: Db, staffUserId: number): Promise<boolean> {
  const rows = await db
    .select({ on: accounts.totpEnabled })
    .from(accounts)
    .where(and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, staffUserId)));
  return rows[0]?.on ?? false;
}
