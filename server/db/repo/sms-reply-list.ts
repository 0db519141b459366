import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import { smsReplies } from "../schema/messaging";
import { respondents } from "../schema/respondents";

/** A page of inbound SMS replies, newest first, with the respondent's name when linked. */
export async function pageReplies(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const rows = await db
    .select({
      reply: smsReplies,
      firstName: respondents.firstName,
      lastName: respondents.lastName,
    })
    .from(smsReplies)
    .leftJoin(respondents, eq(respondents.id, smsReplies.respondentId))
    .where(where)
    .orderBy(desc(smsReplies.receivedAt), desc(smsReplies.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(smsReplies).where(where);
  return { rows, total: total?.n ?? 0 };
}

export const handledFilter = (handled: boolean) => eq(smsReplies.handled, handled);

export async function setRepliesHandled(db: Db, ids: number[], handled: boolean) {
  const rows = await db
    .update(smsReplies)
    .set({ handled })
    .where(inArray(smsReplies.id, ids))
    .returning({ id: smsReplies.id });
  return rows.length;
}

export async function deleteReplies(db: Db, ids: number[]) {
  const rows = await db
    .delete(smsReplies)
    .where(inArray(smsReplies.id, ids))
    .returning({ id: smsReplies.id });
  return rows.length;
}
