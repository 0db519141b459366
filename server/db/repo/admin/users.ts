import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { accounts, roleRights, roles, staffUserRoles, staffUsers } from "../../schema/accounts";

/** Users and roles (decisions 270, 271): the SQL of the system-users page. */

export type StaffUserRecord = typeof staffUsers.$inferSelect;

export interface UsersFilter {
  search?: string | undefined;
  status: "active" | "inactive" | "all";
  sort: "name" | "username" | "position" | "status";
  dir: "asc" | "desc";
  offset: number;
  limit: number;
}

const fullName = sql<string>`trim(${staffUsers.firstName} || ' ' || ${staffUsers.lastName})`;

/** A page of staff users with their account's 2FA state, and how many match. */
export async function usersPage(db: Db, f: UsersFilter) {
  const conditions: SQL[] = [];
  if (f.status !== "all") conditions.push(eq(staffUsers.isActive, f.status === "active"));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const match = or(
      ilike(fullName, like),
      ilike(staffUsers.username, like),
      ilike(staffUsers.position, like),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = f.dir === "asc" ? asc : desc;
  const column = {
    name: fullName,
    username: staffUsers.username,
    position: staffUsers.position,
    status: staffUsers.isActive,
  }[f.sort];
  const [rows, total] = await Promise.all([
    db
      .select({ user: staffUsers, twoFactor: accounts.totpEnabled })
      .from(staffUsers)
      .leftJoin(accounts, and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, staffUsers.id)))
      .where(where)
      .orderBy(order(column), asc(staffUsers.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(staffUsers).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The roles of these users (id and name), for a page. */
export async function rolesOfUsers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ staffUserId: staffUserRoles.staffUserId, roleId: roles.id, name: roles.name })
    .from(staffUserRoles)
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .where(inArray(staffUserRoles.staffUserId, userIds))
    .orderBy(asc(roles.name));
}

export async function staffUserById(db: Db, id: number): Promise<StaffUserRecord | undefined> {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return rows[0];
}

/** One staff user by user name, case-insensitively (user names are e-mail addresses). */
export async function staffUserByName(db: Db, username: string): Promise<StaffUserRecord | undefined> {
  const rows = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

/** Adds a staff user and their sign-in account (no password: the invitation sets one). */
export async function insertStaffUser(
  db: Db,
  values: {
    username: string;
    firstName: string;
    lastName: string;
    position: string | null;
    isActive: boolean;
  },
) {
  const [user] = await db
    .insert(staffUsers)
    .values({ ...values, email: values.username })
    .returning();
  if (!user) throw new Error("staff user not saved");
  const [account] = await db
    .insert(accounts)
    .values({
      kind: "Staff",
      subjectId: user.id,
      email: values.username,
      displayName: `${values.firstName} ${values.lastName}`,
      isActive: values.isActive,
    })
    .returning();
  if (!account) throw new Error("account not saved");
  return { user, account };
}

/** Changes the person and keeps the account's display name and active flag in step. */
export async function updateStaffUser(
  db: Db,
  id: number,
  patch: { firstName: string; lastName: string; position: string | null; isActive: boolean },
) {
  await db.update(staffUsers).set(patch).where(eq(staffUsers.id, id));
  await db
    .update(accounts)
    .set({ displayName: `${patch.firstName} ${patch.lastName}`, isActive: patch.isActive })
    .where(and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, id)));
}

export async function setStaffActive(db: Db, id: number, isActive: boolean) {
  await db.update(staffUsers).set({ isActive }).where(eq(staffUsers.id, id));
  await db
    .update(accounts)
    .set({ isActive })
    .where(and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, id)));
}

export async function setStaffNotes(db: Db, id: number, notes: string | null) {
  await db.update(staffUsers).set({ notes }).where(eq(staffUsers.id, id));
}

/** Replaces a user's roles. */
export async function setUserRoles(db: Db, staffUserId: number, roleIds: number[]) {
  await db.delete(staffUserRoles).where(eq(staffUserRoles.staffUserId, staffUserId));
  if (roleIds.length > 0)
    await db.insert(staffUserRoles).values(roleIds.map((roleId) => ({ staffUserId, roleId })));
}

/** Turns two-factor sign-in off for the staff user's account; answers whether it was on. */
export async function clearStaffTwoFactor(db: Db, staffUserId: number) {
  const rows = await db
    .update(accounts)
    .set({ totpEnabled: false, totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, staffUserId)))
    .returning({ id: accounts.id });
  return rows[0]?.id;
}

/** Every role with its rights and how many active users hold it. */
export async function allRoles(db: Db) {
  const [list, rights, holders] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.name)),
    db.select().from(roleRights).orderBy(asc(roleRights.rightCode)),
    db
      .select({ roleId: staffUserRoles.roleId, n: count() })
      .from(staffUserRoles)
      .innerJoin(staffUsers, eq(staffUsers.id, staffUserRoles.staffUserId))
      .where(eq(staffUsers.isActive, true))
      .groupBy(staffUserRoles.roleId),
  ]);
  return list.map((r) => ({
    id: r.id,
    name: r.name,
    rights: rights.filter((x) => x.roleId === r.id).map((x) => x.rightCode),
    users: holders.find((h) => h.roleId === r.id)?.n ?? 0,
  }));
}

export async function existingRoleIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  return rows.map((r) => r.id);
}

export async function roleByName(db: Db, name: string) {
  const rows = await db
    .select()
    .from(roles)
    .where(sql`lower(${roles.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function roleById(db: Db, id: number) {
  const rows = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return rows[0];
}

/** Adds a role or renames one, and replaces its rights; answers the id. */
export async function saveRoleRows(db: Db, id: number | undefined, name: string, rights: string[]) {
  let roleId = id;
  if (roleId === undefined) {
    const [row] = await db.insert(roles).values({ name }).returning({ id: roles.id });
    if (!row) throw new Error("role not saved");
    roleId = row.id;
  } else {
    await db.update(roles).set({ name }).where(eq(roles.id, roleId));
    await db.delete(roleRights).where(eq(roleRights.roleId, roleId));
  }
  if (rights.length > 0)
    await db.insert(roleRights).values(rights.map((rightCode) => ({ roleId, rightCode })));
  return roleId;
}

/** Active staff users holding this right through a role (the administrators, for USR). */
export async function activeHoldersOf(db: Db, rightCode: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: staffUsers.id })
    .from(staffUsers)
    .innerJoin(staffUserRoles, eq(staffUserRoles.staffUserId, staffUsers.id))
    .innerJoin(roleRights, eq(roleRights.roleId, staffUserRoles.roleId))
    .where(and(eq(staffUsers.isActive, true), eq(roleRights.rightCode, rightCode)));
  return rows.map((r) => r.id);
}

/** Which role grants each right of a user. */
export async function rightsByRole(db: Db, staffUserId: number) {
  return db
    .select({ code: roleRights.rightCode, role: roles.name })
    .from(staffUserRoles)
    .innerJoin(roles, eq(roles.id, staffUserRoles.roleId))
    .innerJoin(roleRights, eq(roleRights.roleId, roles.id))
    .where(eq(staffUserRoles.staffUserId, staffUserId))
    .orderBy(asc(roleRights.rightCode), asc(roles.name));
}
