import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../client";
import { staffUsers } from "../../schema/accounts";

const COLUMNS = {
  staffUserId: staffUsers.id,
  firstName: staffUsers.firstName,
  lastName: staffUsers.lastName,
  username: staffUsers.username,
  position: staffUsers.position,
  payRate: staffUsers.payRate,
  costRate: staffUsers.costRate,
};

type Row = { firstName: string; lastName: string; payRate: number | null; costRate: number | null };
const shaped = <R extends Row>({ firstName, lastName, payRate, costRate, ...r }: R) => ({
  ...r,
  name: `${firstName} ${lastName}`.trim(),
  payRate: payRate === null ? null : Number(payRate),
  costRate: costRate === null ? null : Number(costRate),
});

/** Active staff with their position and rates, by name. */
export async function staffPayRows(db: Db) {
  const rows = await db
    .select(COLUMNS)
    .from(staffUsers)
    .where(eq(staffUsers.isActive, true))
    .orderBy(asc(staffUsers.firstName), asc(staffUsers.lastName), asc(staffUsers.id));
  return rows.map(shaped);
}

/** Sets one active person's position and rates; undefined when there is no such person. */
export async function setStaffPay(
  db: Db,
  id: number,
  values: { position: string | null; payRate: number | null; costRate: number | null },
) {
  const [row] = await db
    .update(staffUsers)
    .set(values)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.isActive, true)))
    .returning(COLUMNS);
  return row ? shaped(row) : undefined;
}
