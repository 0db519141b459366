import type { UseCaseContext } from "../context";
import type { StaffDetail, StaffPerson } from "../contracts/staff-users";
import {
  findStaffPerson,
  listStaffPeople,
  type StaffPersonRow,
  staffRoleNames,
  staffTwoFactorOn,
} from "../db/repo/staff-users";
import { notFound } from "../http/errors";

const NO_SUCH_USER = "There is no staff user with that user name.";

const toPerson = ({ id: _id, ...p }: StaffPersonRow): StaffPerson => ({
  ...p,
  fullName: `${p.firstName} ${p.lastName}`.trim(),
});

/** users/staffs (every staff user) and ActiveUsers (the ones who can still be picked). */
export async function staffPeople(ctx: UseCaseContext, { activeOnly }: { activeOnly: boolean }) {
  return (await listStaffPeople(ctx.deps.db, activeOnly)).map(toPerson);
}

async function person(ctx: UseCaseContext, username: string) {
  const row = await findStaffPerson(ctx.deps.db, username);
  if (!row) throw notFound(NO_SUCH_USER);
  return row;
}

/** user-fullname/{username}: "First Last". */
export async function staffFullName(ctx: UseCaseContext, username: string): Promise<string> {
  return toPerson(await person(ctx, username)).fullName;
}

/** user-detail/{username}: the person, their roles and whether 2FA is on (never the secret). */
export async function staffDetail(ctx: UseCaseContext, username: string): Promise<StaffDetail> {
  const row = await person(ctx, username);
  const [roles, twoFactorEnabled] = await Promise.all([
    staffRoleNames(ctx.deps.db, row.id),
    staffTwoFactorOn(ctx.deps.db, row.id),
  ]);
  return { ...toPerson(row), roles, twoFactorEnabled };
}
