import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import type { UserRow, UserSave, UsersQuery } from "../../contracts/admin/users";
import type { Db } from "../../db/client";
import { loginExists } from "../../db/repo/accounts";
import {
  clearStaffTwoFactor,
  existingRoleIds,
  insertStaffUser,
  rightsByRole,
  rolesOfUsers,
  setStaffActive,
  setStaffNotes,
  setUserRoles,
  staffUserById,
  staffUserByName,
  updateStaffUser,
  usersPage,
} from "../../db/repo/admin/users";
import { accountIdOfSubject, revokeAccountTokens } from "../../db/repo/issued-tokens";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { sendPasswordLinkMail } from "../sign-in/password-links";
import { keepAdministrators } from "./admin-guard";

/** GET /api/users: a page of staff users with their roles and 2FA state. */
export async function listUsers(ctx: UseCaseContext, q: UsersQuery) {
  const db = ctx.deps.db;
  const page = await usersPage(db, {
    search: q.search,
    status: q.status,
    sort: q.sort,
    dir: q.dir,
    offset: q.start,
    limit: q.length,
  });
  const links = await rolesOfUsers(
    db,
    page.rows.map((r) => r.user.id),
  );
  const rows: UserRow[] = page.rows.map(({ user, twoFactor }) => {
    const own = links.filter((l) => l.staffUserId === user.id);
    return {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      position: user.position,
      isActive: user.isActive,
      notes: user.notes,
      roleIds: own.map((l) => l.roleId),
      roles: own.map((l) => l.name),
      twoFactorEnabled: twoFactor ?? false,
    };
  });
  return { rows, total: page.total };
}

async function userNamed(db: Db, username: string) {
  const user = await staffUserByName(db, username);
  if (!user) throw notFound("No staff user has that user name.");
  return user;
}

/** Ends every session of the user at once: their tokens are revoked (decision 270). */
async function endSessions(ctx: UseCaseContext, staffUserId: number) {
  const accountId = await accountIdOfSubject(ctx.deps.db, "Staff", staffUserId);
  if (accountId === undefined) return;
  const revoked = await revokeAccountTokens(ctx.deps.db, accountId, ctx.deps.now());
  for (const row of revoked) ctx.deps.revocations.add(row.jti, Math.floor(row.expiresAt.getTime() / 1000));
}

/**
 * POST /api/users/update. A new user gets a sign-in account without a password and an invitation
 * mail with a set-password link (decision 270). The user name is the e-mail address and never
 * changes afterwards.
 */
export async function saveUser(ctx: UseCaseContext, input: UserSave): Promise<Outcome<{ id: number }>> {
  const db = ctx.deps.db;
  const roleIds = [...new Set(input.roleIds)];
  if ((await existingRoleIds(db, roleIds)).length !== roleIds.length)
    return refusal("A chosen role no longer exists.");
  const values = {
    firstName: input.firstName,
    lastName: input.lastName,
    position: input.position,
    isActive: input.isActive,
  };
  if (input.id === undefined) {
    if (await loginExists(db, input.email))
      return refusal("Someone already signs in with this e-mail address.");
    const created = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const made = await insertStaffUser(tx, { ...values, username: input.email });
      await setUserRoles(tx, made.user.id, roleIds);
      return made;
    });
    if (created.user.isActive) await sendPasswordLinkMail(ctx.deps, created.account, "invite");
    return success({ id: created.user.id });
  }
  const id = input.id;
  const user = await staffUserById(db, id);
  if (!user) throw notFound("No staff user has that id.");
  if (user.username.toLowerCase() !== input.email)
    return refusal("A user name cannot change: jobs and sessions refer to it. Add a new user instead.");
  const outcome = await keepAdministrators(ctx, async (tx) => {
    await updateStaffUser(tx, id, values);
    await setUserRoles(tx, id, roleIds);
  });
  if (!outcome.ok) return outcome;
  if (!input.isActive) await endSessions(ctx, id);
  return success({ id });
}

/** POST /api/users/delete: deactivates; the person's sessions end at once. */
export async function deactivateUser(ctx: UseCaseContext, input: { username: string }) {
  const user = await userNamed(ctx.deps.db, input.username);
  if (user.id === callerOf(ctx).id) return refusal("You cannot deactivate yourself.");
  const outcome = await keepAdministrators(ctx, (tx) => setStaffActive(tx, user.id, false));
  if (!outcome.ok) return outcome;
  await endSessions(ctx, user.id);
  return success({ username: user.username });
}

/** POST /api/users/UpdateNotes. */
export async function updateNotes(ctx: UseCaseContext, input: { username: string; notes: string | null }) {
  const user = await userNamed(ctx.deps.db, input.username);
  await setStaffNotes(ctx.deps.db, user.id, input.notes);
  return { username: user.username };
}

/** POST /api/users/reset-2fa: two-factor sign-in off; the person sets it up at their next sign-in. */
export async function resetTwoFactor(ctx: UseCaseContext, input: { username: string }) {
  const user = await userNamed(ctx.deps.db, input.username);
  if ((await clearStaffTwoFactor(ctx.deps.db, user.id)) === undefined)
    return refusal("This user has no sign-in account.");
  return success({ username: user.username });
}

/** GET /api/user-rights/{username}: the union of the user's roles, with the roles granting each. */
export async function effectiveRights(ctx: UseCaseContext, input: { username: string }) {
  const user = await userNamed(ctx.deps.db, input.username);
  const rows = await rightsByRole(ctx.deps.db, user.id);
  const byCode = new Map<string, string[]>();
  for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r.role]);
  return {
    username: user.username,
    isActive: user.isActive,
    rights: [...byCode].map(([code, roles]) => ({ code, roles })),
  };
}
