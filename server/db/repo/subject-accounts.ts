import { and, eq } from "drizzle-orm";
import type { Db } from "../client";
import { accounts } from "../schema/accounts";

type AccountKind = (typeof accounts.$inferInsert)["kind"];

/** The sign-in account of a person of one kind (one account per kind and subject). */
export async function subjectAccount(db: Db, kind: AccountKind, subjectId: number) {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.kind, kind), eq(accounts.subjectId, subjectId)))
    .limit(1);
  return rows[0];
}

/** A sign-in account without password: the link mailed to the person sets the first one. */
export async function insertAccountWithoutPassword(
  db: Db,
  values: {
    kind: AccountKind;
    subjectId: number;
    email: string | null;
    mobile?: string | null;
    displayName: string;
  },
) {
  const rows = await db
    .insert(accounts)
    .values({ ...values, passwordHash: null })
    .returning();
  const row = rows[0];
  if (!row) throw new Error("insert account returned no row");
  return row;
}
