import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { documents } from "../schema/documents";
import { jobs } from "../schema/jobs";
import { crud } from "./crud";

export const documentsTable = crud(documents);
export type DocumentRecord = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;

/** Inserts the rows of one upload in one statement: all of them or none. */
export const insertDocuments = (db: Db, rows: NewDocument[]) => db.insert(documents).values(rows).returning();

/** The content type a document recorded for its stored bytes (the migrate command's lookup). */
export async function contentTypeOfStoredName(db: Db, storedName: string): Promise<string | undefined> {
  const rows = await db
    .select({ contentType: documents.contentType })
    .from(documents)
    .where(eq(documents.storedName, storedName))
    .limit(1);
  return rows[0]?.contentType;
}

export const documentsOf = (db: Db, parentType: string, parentId: number, privateList?: boolean) =>
  db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.parentType, parentType),
        eq(documents.parentId, parentId),
        privateList === undefined ? undefined : eq(documents.isPrivateList, privateList),
      ),
    )
    .orderBy(desc(documents.id));

export const privateListsOfClientJobs = (db: Db, clientId: number) =>
  db
    .select({ doc: documents, jobNumber: jobs.jobNumber })
    .from(documents)
    .innerJoin(jobs, eq(jobs.id, documents.jobId))
    .where(and(eq(jobs.clientId, clientId), eq(documents.isPrivateList, true)))
    .orderBy(desc(documents.id));

export async function deleteDocumentRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .delete(documents)
    .where(inArray(documents.id, ids))
    .returning({ storedName: documents.storedName });
}
