import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import type { Actor } from "../auth/tokens";
import type { Deps } from "../context";
import {
  type DocumentParent,
  type DocumentRow,
  type documentUpdateSchema,
  type documentUploadSchema,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
} from "../contracts/documents";
import type { Db } from "../db/client";
import { clientsTable } from "../db/repo/clients";
import {
  type DocumentRecord,
  deleteDocumentRows,
  documentsOf,
  documentsTable,
  insertDocuments,
  type NewDocument,
  privateListsOfClientJobs,
} from "../db/repo/documents";
import { jobsTable } from "../db/repo/jobs";
import { badRequest, notFound } from "../http/errors";
import { cleanFileName, detectFileType } from "./file-types";
import { iso } from "./outcome";

type FileDeps = Pick<Deps, "db" | "env" | "log">;

export const filesDir = (deps: Pick<Deps, "env">) => join(deps.env.dataDir, "files");

export const toDocument = (r: DocumentRecord): DocumentRow => {
  const { storedName: _s, ...rest } = r;
  return { ...rest, createdAt: iso(r.createdAt) ?? "" };
};

/** Checks every file before anything is written: count, size, type by extension and bytes. */
export async function checkFiles(
  files: File[],
): Promise<{ file: File; name: string; type: string; bytes: Uint8Array }[]> {
  if (files.length === 0) throw badRequest(UPLOAD_MESSAGES.noFiles);
  if (files.length > UPLOAD_RULES.maxFiles) throw badRequest(UPLOAD_MESSAGES.tooMany);
  const checked = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (file.size > UPLOAD_RULES.maxBytes) throw badRequest(UPLOAD_MESSAGES.tooBig(name));
    if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.badType(name));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = detectFileType(name, bytes.subarray(0, 8192));
    if (!type) throw badRequest(UPLOAD_MESSAGES.badType(name));
    checked.push({ file, name, type, bytes });
  }
  return checked;
}

/**
 * Writes each file under a random temp name, then inserts the rows and renames the files inside
 * one transaction. Any failure removes the temp files and leaves no row (decision 042).
 */
export async function storeFiles(
  deps: FileDeps,
  actor: Actor,
  files: File[],
  meta: Omit<NewDocument, "fileName" | "storedName" | "contentType" | "sizeBytes" | "uploadedBy">,
): Promise<DocumentRow[]> {
  const checked = await checkFiles(files);
  const dir = filesDir(deps);
  await mkdir(dir, { recursive: true });
  const staged = checked.map((f) => ({ ...f, storedName: randomBytes(16).toString("hex") }));
  const temp = (s: string) => join(dir, `.upload-${s}`);
  const moved: string[] = [];
  try {
    for (const f of staged) await writeFile(temp(f.storedName), f.bytes, { flag: "wx", mode: 0o600 });
    const rows = await insertDocuments(
      deps.db,
      staged.map((f) => ({
        ...meta,
        fileName: f.name,
        storedName: f.storedName,
        contentType: f.type,
        sizeBytes: f.bytes.byteLength,
        uploadedBy: actor.name,
      })),
      async () => {
        for (const f of staged) {
          await rename(temp(f.storedName), join(dir, f.storedName));
          moved.push(f.storedName);
        }
      },
    );
    return rows.map(toDocument);
  } catch (error) {
    await Promise.all(moved.map((s) => rm(join(dir, s), { force: true })));
    throw error;
  } finally {
    await Promise.all(staged.map((f) => rm(temp(f.storedName), { force: true })));
  }
}

/** Resolves the owning client and job of an upload target (404 when it does not exist). */
export async function uploadTarget(db: Db, parentType: DocumentParent, parentId: number) {
  if (parentType === "Job") {
    const job = await jobsTable.get(db, parentId);
    if (!job) throw notFound("Job not found.");
    return { clientId: job.clientId, jobId: job.id };
  }
  if (!(await clientsTable.get(db, parentId))) throw notFound("Client not found.");
  return { clientId: parentId, jobId: null };
}

export async function uploadDocuments(
  deps: FileDeps,
  actor: Actor,
  input: z.infer<typeof documentUploadSchema>,
  files: File[],
) {
  const target = await uploadTarget(deps.db, input.parentType, input.parentId);
  return storeFiles(deps, actor, files, { ...input, ...target });
}

export async function listDocuments(
  db: Db,
  parentType: string,
  parentId: number,
  clientView: boolean,
  privateList?: boolean,
) {
  const rows = (await documentsOf(db, parentType, parentId, privateList)).map(toDocument);
  return clientView ? rows.filter((r) => r.clientVisible || r.isPrivateList) : rows;
}

export async function privateListsOfClient(db: Db, clientId: number) {
  return (await privateListsOfClientJobs(db, clientId)).map((r) => ({
    ...toDocument(r.doc),
    jobNumber: r.jobNumber,
  }));
}

export async function updateDocument(db: Db, input: z.infer<typeof documentUpdateSchema>) {
  const { id, ...values } = input;
  const row = await documentsTable.update(db, id, values);
  if (!row) throw notFound("Document not found.");
  return toDocument(row);
}

export async function documentRows(db: Db, ids: number[]) {
  const rows = await documentsTable.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Document not found.");
  return rows;
}

/** Deletes the rows, then the files (a leftover file is harmless; a row without file is not). */
export async function deleteDocuments(deps: FileDeps, ids: number[]) {
  const removed = await deleteDocumentRows(deps.db, ids);
  const dir = filesDir(deps);
  await Promise.all(removed.map((r) => rm(join(dir, r.storedName), { force: true })));
  return removed.length;
}
