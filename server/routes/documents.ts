import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { requireActor, requireRight } from "../auth/guard";
import type { Actor } from "../auth/tokens";
import type { AppEnv } from "../context";
import {
  documentUpdateSchema,
  documentUploadSchema,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
} from "../contracts/documents";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS, type RightCode } from "../contracts/rights";
import { clientIdOfContact } from "../db/repo/clients";
import type { DocumentRecord } from "../db/repo/documents";
import { documentsTable } from "../db/repo/documents";
import { ok } from "../http/envelope";
import { ApiError, forbidden, notFound } from "../http/errors";
import { jsonBody, params, readBody } from "../http/input";
import { assertClientVisible, assertSelfOrStaff, ownClientId, visibleJob } from "../services/access";
import { downloadGranted } from "../services/client-otps";
import * as docs from "../services/documents";
import { requireAnyRight, staffRightOrClient } from "./rights-any";

type Ctx = Context<AppEnv>;
const { ClientAdmin: CLI, JobAdmin: JOB, Quoting: QTE } = RIGHTS;

/** The right a staff member needs for documents of each parent kind. */
const RIGHT_OF: Record<string, RightCode[]> = { Client: [CLI], ClientQuotes: [QTE], Job: [JOB] };

/** Refuses bodies far beyond the limit before they are buffered (the per-file check follows). */
function guardSize(c: Ctx) {
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > UPLOAD_RULES.maxBytes * UPLOAD_RULES.maxFiles + 1024 * 1024) {
    throw new ApiError(413, [UPLOAD_MESSAGES.tooBig("upload")]);
  }
}

async function uploadedFiles(c: Ctx) {
  guardSize(c);
  return (await readBody(c)).files
    .filter((f) => /^files\d+$/.test(f.field) || f.field === "files")
    .map((f) => f.file);
}

/** May this actor read this document? Staff by right; a contact only its client's shared files. */
async function assertReadable(c: Ctx, actor: Actor, doc: DocumentRecord) {
  if (actor.role === "Staff") {
    const rights = RIGHT_OF[doc.parentType];
    if (rights) await requireAnyRight(c, ...rights);
    return;
  }
  const deps = c.get("deps");
  if (doc.clientId === null || !(doc.clientVisible || doc.isPrivateList)) throw forbidden();
  await assertClientVisible(deps.db, actor, doc.clientId);
  if (!(await downloadGranted(deps, actor.id))) {
    throw forbidden("Enter the code we e-mail you to download files (CreateClientFileDownloadOTP).");
  }
}

/** Documents and files (staff-calls §7.4, decision 042). */
export const documentsRoutes = new Hono<AppEnv>()
  .get("/document/quote-document/:id", async (c) => {
    await requireRight(c, QTE);
    return ok(
      c,
      await docs.listDocuments(c.get("deps").db, "ClientQuotes", params(c, idParamSchema).id, false),
    );
  })
  .get("/document/get/Client/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI);
    const { id } = params(c, idParamSchema);
    await assertClientVisible(c.get("deps").db, actor, id);
    return ok(c, await docs.listDocuments(c.get("deps").db, "Client", id, actor.role === "Client"));
  })
  .get("/document/get/Job/:id", async (c) => {
    const actor = await staffRightOrClient(c, JOB);
    const { id } = params(c, idParamSchema);
    await visibleJob(c.get("deps").db, actor, id);
    return ok(c, await docs.listDocuments(c.get("deps").db, "Job", id, actor.role === "Client"));
  })
  .post("/document/upload", async (c) => {
    const actor = requireActor(c, "Staff");
    const input = await jsonBody(c, documentUploadSchema);
    await requireAnyRight(c, ...(RIGHT_OF[input.parentType] ?? [CLI]));
    const files = await uploadedFiles(c);
    return ok(c, await docs.uploadDocuments(c.get("deps"), actor, input, files), {
      successMsg: "Successfully Saved!",
    });
  })
  .post("/document/update", async (c) => {
    requireActor(c, "Staff");
    const input = await jsonBody(c, documentUpdateSchema);
    const row = await documentsTable.get(c.get("deps").db, input.id);
    if (!row) throw notFound("Document not found.");
    await requireAnyRight(c, ...(RIGHT_OF[row.parentType] ?? [CLI, JOB]));
    return ok(c, await docs.updateDocument(c.get("deps").db, input), { successMsg: "Successfully Saved!" });
  })
  .post("/document/delete", async (c) => {
    requireActor(c, "Staff");
    const ids = await jsonBody(c, deleteRequestSchema);
    const rows = await docs.documentRows(c.get("deps").db, ids);
    for (const row of rows) await requireAnyRight(c, ...(RIGHT_OF[row.parentType] ?? [CLI, JOB]));
    return ok(c, await docs.deleteDocuments(c.get("deps"), ids), { successMsg: "Successfully Deleted!" });
  })
  .get("/document/client-private-list/:id", async (c) => {
    await requireAnyRight(c, CLI, RIGHTS.PrivateListAdmin);
    return ok(
      c,
      await docs.listDocuments(c.get("deps").db, "Client", params(c, idParamSchema).id, false, true),
    );
  })
  .get("/document/client-Job-private-list/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI, RIGHTS.PrivateListAdmin);
    const { id } = params(c, idParamSchema);
    assertSelfOrStaff(actor, id);
    const db = c.get("deps").db;
    const clientId = actor.role === "Client" ? await ownClientId(db, actor) : await contactClient(c, id);
    return ok(c, await docs.privateListsOfClient(db, clientId));
  })
  .get("/document/job-private-list/:id", async (c) => {
    await requireAnyRight(c, JOB, RIGHTS.PrivateListAdmin);
    const { id } = params(c, idParamSchema);
    await visibleJob(c.get("deps").db, requireActor(c), id);
    return ok(c, await docs.listDocuments(c.get("deps").db, "Job", id, false, true));
  })
  .post("/client-private-list/delete", async (c) => {
    await requireAnyRight(c, CLI, RIGHTS.PrivateListAdmin);
    const ids = await jsonBody(c, deleteRequestSchema);
    const rows = await docs.documentRows(c.get("deps").db, ids);
    if (rows.some((r) => !r.isPrivateList)) throw forbidden("Only private lists can be deleted here.");
    return ok(c, await docs.deleteDocuments(c.get("deps"), ids), { successMsg: "Successfully Deleted!" });
  })
  .post("/files/upload", async (c) => {
    const actor = requireActor(c, "Staff");
    const files = await uploadedFiles(c);
    return ok(c, await docs.storeFiles(c.get("deps"), actor, files, { parentType: "File" }));
  })
  .post("/files/survey-files-upload", async (c) => {
    const actor = requireActor(c, "Staff");
    const files = await uploadedFiles(c);
    return ok(c, await docs.storeFiles(c.get("deps"), actor, files, { parentType: "Survey" }));
  })
  .get("/download-document/:id", async (c) => {
    const actor = requireActor(c, "Staff", "Client");
    const deps = c.get("deps");
    const row = await documentsTable.get(deps.db, params(c, idParamSchema).id);
    if (!row) throw notFound(UPLOAD_MESSAGES.downloadFailed);
    await assertReadable(c, actor, row);
    const path = join(docs.filesDir(deps), row.storedName);
    try {
      const info = await stat(path);
      const body = Readable.toWeb(createReadStream(path)) as ReadableStream;
      return new Response(body, {
        headers: {
          "Content-Type": row.contentType,
          "Content-Length": String(info.size),
          "Content-Disposition": `attachment; filename="${row.fileName.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
          "Cache-Control": "no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    } catch (error) {
      deps.log.error(UPLOAD_MESSAGES.downloadFailed, { id: row.id, error: String(error) });
      throw notFound(UPLOAD_MESSAGES.downloadFailed);
    }
  });

async function contactClient(c: Ctx, contactId: number) {
  const clientId = await clientIdOfContact(c.get("deps").db, contactId);
  if (!clientId) throw notFound("Contact not found.");
  return clientId;
}
