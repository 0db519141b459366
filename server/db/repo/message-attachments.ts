import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { messageAttachments } from "../schema/messaging";

export type NewAttachment = Omit<typeof messageAttachments.$inferInsert, "id" | "campaignId">;

/** Stores a campaign's files (inside the transaction that queues it). */
export async function insertAttachments(tx: Pick<Db, "insert">, campaignId: number, files: NewAttachment[]) {
  if (files.length === 0) return;
  await tx.insert(messageAttachments).values(files.map((f) => ({ ...f, campaignId })));
}

/** A campaign's files in the order they were attached. */
export async function campaignAttachments(db: Db, campaignId: number) {
  const rows = await db
    .select({
      fileName: messageAttachments.fileName,
      contentType: messageAttachments.contentType,
      content: messageAttachments.content,
    })
    .from(messageAttachments)
    .where(eq(messageAttachments.campaignId, campaignId))
    .orderBy(asc(messageAttachments.id));
  return rows.map((r) => ({ ...r, content: Buffer.from(r.content) }));
}

/** Just the names, for the dev mailbox. */
export async function attachmentNames(db: Db, campaignId: number): Promise<string[]> {
  const rows = await db
    .select({ fileName: messageAttachments.fileName })
    .from(messageAttachments)
    .where(eq(messageAttachments.campaignId, campaignId))
    .orderBy(asc(messageAttachments.id));
  return rows.map((r) => r.fileName);
}
