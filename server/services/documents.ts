import { randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  assertClientVisible,
  assertPrivateListsAllowed,
  callerOf,
  isStaff,
  ownClientId,
  visibleJob,
} from "../auth/guard";
import type { Deps, UseCaseContext } from "../context";
import {
  type DocumentParent,
  type DocumentRow,
  type documentUpdateSchema,
  type documentUploadSchema,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
} from "../contracts/documents";
import type { RightCode } from "../contracts/rights";
import type { Db } from "../db/client";
import { clientIdOfContact, clientsTable } from "../db/repo/clients";
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
import { badRequest, forbidden, notFound } from "../http/errors";
import { fileStoreOf } from "./file-store/store";
import { cleanFileName, detectFileType } from "./file-types";
import { iso, success } from "./outcome";
import { downloadGranted } from "./sign-in/client-otps";

type FileDeps = Pick<Deps, "db" | "env" | "log">;

/** The rights of which a staff member needs one, for documents of each parent kind. */
const RIGHTS_OF_PARENT: Record<string, RightCode[]> = {
  Client: ["CLI"],
  ClientQuotes: ["QTE"],
  Job: ["JOB"],
};

/** 403 unless staff holds one of the rights the document's parent kind needs. */
function assertStaffMayTouch(ctx: UseCaseContext, parentType: string, fallback: RightCode[]) {
  const rights = RIGHTS_OF_PARENT[parentType] ?? fallback;
  if (!isStaff(ctx) || !rights.some((code) => ctx.rights.has(code))) throw forbidden();
}

const toDocument = (r: DocumentRecord): DocumentRow => {
  const { storedName: _s, ...rest } = r;
  return { ...rest, createdAt: iso(r.createdAt) ?? "" };
};

/** Checks every file before anything is written: count, size, type by extension and bytes. */
async function checkFiles(
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

type FileMeta = Omit<NewDocument, "fileName" | "storedName" | "contentType" | "sizeBytes" | "uploadedBy">;

/** files/upload and files/survey-files-upload: loose files of a staff member. */
export async function storeLooseFiles(
  ctx: UseCaseContext,
  input: { files: File[]; parentType: "File" | "Survey" },
): Promise<DocumentRow[]> {
  return storeFiles(ctx.deps, callerOf(ctx).name, input.files, { parentType: input.parentType });
}

/**
 * Puts each file's bytes in the file store under a random key, then inserts the rows in one
 * statement. Any failure removes the bytes already put and leaves no row: a row never points at
 * missing bytes; a crash between the two leaves only unreferenced bytes (decisions 042, 291).
 */
async function storeFiles(
  deps: FileDeps,
  uploadedBy: string,
  files: File[],
  meta: FileMeta,
): Promise<DocumentRow[]> {
  const checked = await checkFiles(files);
  const store = fileStoreOf(deps);
  const staged = checked.map((f) => ({ ...f, storedName: randomBytes(16).toString("hex") }));
  const put: string[] = [];
  try {
    for (const f of staged) {
      await store.put(f.storedName, f.bytes, { contentType: f.type });
      put.push(f.storedName);
    }
    const rows = await insertDocuments(
      deps.db,
      staged.map((f) => ({
        ...meta,
        fileName: f.name,
        storedName: f.storedName,
        contentType: f.type,
        sizeBytes: f.bytes.byteLength,
        uploadedBy,
      })),
    );
    return rows.map(toDocument);
  } catch (error) {
    await store
      .remove(put)
      .catch((e: unknown) => deps.log.error("upload cleanup failed", { error: String(e) }));
    throw error;
  }
}

/** Resolves the owning client and job of an upload target (404 when it does not exist). */
async function uploadTarget(db: Db, parentType: DocumentParent, parentId: number) {
  if (parentType === "Job") {
    const job = await jobsTable.get(db, parentId);
    if (!job) throw notFound("Job not found.");
    return { clientId: job.clientId, jobId: job.id };
  }
  if (!(await clientsTable.get(db, parentId))) throw notFound("Client not found.");
  return { clientId: parentId, jobId: null };
}

export async function uploadDocuments(
  ctx: UseCaseContext,
  input: z.infer<typeof documentUploadSchema> & { files: File[] },
) {
  const { files, ...meta } = input;
  assertStaffMayTouch(ctx, meta.parentType, ["CLI"]);
  const target = await uploadTarget(ctx.deps.db, meta.parentType, meta.parentId);
  return success(await storeFiles(ctx.deps, callerOf(ctx).name, files, { ...meta, ...target }));
}

async function listOf(ctx: UseCaseContext, parentType: string, parentId: number, privateList?: boolean) {
  const rows = (await documentsOf(ctx.deps.db, parentType, parentId, privateList)).map(toDocument);
  return isStaff(ctx) ? rows : rows.filter((r) => r.clientVisible || r.isPrivateList);
}

/** Documents of a client, job or client quote; a client contact sees its own client's shared ones. */
export async function listDocuments(
  ctx: UseCaseContext,
  input: { parentType: "Client" | "Job" | "ClientQuotes"; parentId: number; privateList?: boolean },
) {
  if (input.parentType === "Job") await visibleJob(ctx, input.parentId);
  else await assertClientVisible(ctx, input.parentId);
  return listOf(ctx, input.parentType, input.parentId, input.privateList);
}

/** Private lists of every job of a client: a contact asks with its own id, staff with any contact's. */
export async function privateListsOfContact(ctx: UseCaseContext, contactId: number) {
  const { db } = ctx.deps;
  let clientId: number;
  if (isStaff(ctx)) {
    const found = await clientIdOfContact(db, contactId);
    if (!found) throw notFound("Contact not found.");
    clientId = found;
  } else {
    if (callerOf(ctx).id !== contactId) throw forbidden();
    await assertPrivateListsAllowed(ctx);
    clientId = await ownClientId(ctx);
  }
  return (await privateListsOfClientJobs(db, clientId)).map((r) => ({
    ...toDocument(r.doc),
    jobNumber: r.jobNumber,
  }));
}

export async function updateDocument(ctx: UseCaseContext, input: z.infer<typeof documentUpdateSchema>) {
  const { db } = ctx.deps;
  const { id, ...values } = input;
  const before = await documentsTable.get(db, id);
  if (!before) throw notFound("Document not found.");
  assertStaffMayTouch(ctx, before.parentType, ["CLI", "JOB"]);
  const row = await documentsTable.update(db, id, values);
  if (!row) throw notFound("Document not found.");
  return success(toDocument(row));
}

async function documentRows(db: Db, ids: number[]) {
  const rows = await documentsTable.getMany(db, ids);
  if (rows.length !== ids.length) throw notFound("Document not found.");
  return rows;
}

/** Deletes the rows, then the bytes (leftover bytes are harmless; a row without bytes is not). */
async function removeDocuments(deps: FileDeps, ids: number[]) {
  const removed = await deleteDocumentRows(deps.db, ids);
  await fileStoreOf(deps).remove(removed.map((r) => r.storedName));
  return removed.length;
}

/** document/delete: staff holding the right of every document's parent kind. */
export async function deleteDocuments(ctx: UseCaseContext, ids: number[]) {
  const rows = await documentRows(ctx.deps.db, ids);
  for (const row of rows) assertStaffMayTouch(ctx, row.parentType, ["CLI", "JOB"]);
  return success(await removeDocuments(ctx.deps, ids));
}

/** client-private-list/delete: private lists only. */
export async function deletePrivateLists(ctx: UseCaseContext, ids: number[]) {
  const rows = await documentRows(ctx.deps.db, ids);
  if (rows.some((r) => !r.isPrivateList)) throw forbidden("Only private lists can be deleted here.");
  return success(await removeDocuments(ctx.deps, ids));
}

/** May this caller read this document? Staff by right; a contact only its client's shared files. */
async function assertReadable(ctx: UseCaseContext, doc: DocumentRecord) {
  if (isStaff(ctx)) {
    if (RIGHTS_OF_PARENT[doc.parentType]) assertStaffMayTouch(ctx, doc.parentType, []);
    return;
  }
  if (doc.clientId === null || !(doc.clientVisible || doc.isPrivateList)) throw forbidden();
  await assertClientVisible(ctx, doc.clientId);
  if (doc.isPrivateList && !doc.clientVisible) await assertPrivateListsAllowed(ctx);
  if (!(await downloadGranted(ctx, callerOf(ctx).id))) {
    throw forbidden("Enter the code we e-mail you to download files (CreateClientFileDownloadOTP).");
  }
}

/** A readable document and its bytes from the file store (404 when either is missing). */
export async function documentToDownload(ctx: UseCaseContext, id: number) {
  const row = await documentsTable.get(ctx.deps.db, id);
  if (!row) throw notFound(UPLOAD_MESSAGES.downloadFailed);
  await assertReadable(ctx, row);
  const bytes = await fileStoreOf(ctx.deps).get(row.storedName);
  if (!bytes) {
    ctx.deps.log.error(UPLOAD_MESSAGES.downloadFailed, { id: row.id, storedName: row.storedName });
    throw notFound(UPLOAD_MESSAGES.downloadFailed);
  }
  return { row, bytes };
}
