import { and, asc, count, desc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../client";
import { mailOutbox } from "../schema/mail";

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(
  db: Db,
  mail: { to: string; subject: string; text: string; html?: string | undefined },
): Promise<number> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      // Due "now" by the JS clock the worker compares with. The column default (the database's
      // microsecond now()) can land a fraction of a millisecond after the worker's Date, leaving
      // freshly queued mail un-sent until the next poll.
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? 0;
}

/** A page of the outbox, newest first. */
export async function listMail(db: Db, offset: number, limit: number) {
  const items = await db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(mailOutbox);
  return { items, total: total?.n ?? 0 };
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return rows[0];
}

/**
 * Claims up to `limit` due messages by pushing their next attempt to `leaseUntil`, so another
 * worker process (PostgreSQL deployments) skips them while this one sends.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: number, now: Date, attempts: number) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, attempts, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: retried at `retryAt`, or given up ("failed") when retryAt is null. */
export async function markMailAttemptFailed(
  db: Db,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
) {
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: "failed" as const }),
    })
    .where(eq(mailOutbox.id, id));
}
