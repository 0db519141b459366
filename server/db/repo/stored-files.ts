import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { storedFileChunks, storedFiles } from "../schema/stored-files";

export type StoredFileRecord = typeof storedFiles.$inferSelect;

/** The file's row and its chunks together: a reader never sees a file without all its bytes. */
export async function insertStoredFile(
  db: Db,
  row: Omit<typeof storedFiles.$inferInsert, "createdAt">,
  chunks: Uint8Array[],
) {
  await db.transaction(async (tx) => {
    await tx.insert(storedFiles).values(row);
    // One chunk a statement: a 1 MB parameter each, never one statement of the whole file.
    for (const [seq, bytes] of chunks.entries()) {
      await tx.insert(storedFileChunks).values({ key: row.key, seq, bytes });
    }
  });
}

export async function storedFileOf(db: Db, key: string): Promise<StoredFileRecord | undefined> {
  const rows = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return rows[0];
}

/** Chunk `seq` of a file; undefined when the file (or that chunk) is gone. */
export async function storedFileChunk(db: Db, key: string, seq: number): Promise<Uint8Array | undefined> {
  const rows = await db
    .select({ bytes: storedFileChunks.bytes })
    .from(storedFileChunks)
    .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)))
    .limit(1);
  return rows[0]?.bytes;
}

/** Removes the files (their chunks go with them). */
export async function deleteStoredFiles(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
}
