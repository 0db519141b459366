import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  documentUpdateSchema,
  documentUploadSchema,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
} from "../contracts/documents";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { ApiError, notFound } from "../http/errors";
import { jsonBody, params, readBody } from "../http/input";
import * as docs from "../services/documents";

type Ctx = Context<AppEnv>;
const { ClientAdmin: CLI, JobAdmin: JOB, Quoting: QTE, PrivateListAdmin: LST } = RIGHTS;
/** Any staff member; the service checks the right of each document's parent kind. */
const ANY_STAFF = { staff: [] } as const;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };

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

/** Documents and files (staff-calls §7.4, decision 042). */
export const documentsRoutes = new Hono<AppEnv>()
  .get("/document/quote-document/:id", async (c) => {
    const ctx = await guard(c, { staff: [QTE] });
    const parentId = params(c, idParamSchema).id;
    return ok(c, await docs.listDocuments(ctx, { parentType: "ClientQuotes", parentId }));
  })
  .get("/document/get/Client/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI], client: true });
    return ok(
      c,
      await docs.listDocuments(ctx, { parentType: "Client", parentId: params(c, idParamSchema).id }),
    );
  })
  .get("/document/get/Job/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB], client: true });
    return ok(c, await docs.listDocuments(ctx, { parentType: "Job", parentId: params(c, idParamSchema).id }));
  })
  .post("/document/upload", async (c) => {
    await guard(c, ANY_STAFF);
    const input = await jsonBody(c, documentUploadSchema);
    const ctx = await guard(c, { staffAny: docs.RIGHTS_OF_PARENT[input.parentType] ?? [CLI] });
    const files = await uploadedFiles(c);
    return answer(c, await docs.uploadDocuments(ctx, { ...input, files }), SAVED);
  })
  .post("/document/update", async (c) => {
    const ctx = await guard(c, ANY_STAFF);
    return answer(c, await docs.updateDocument(ctx, await jsonBody(c, documentUpdateSchema)), SAVED);
  })
  .post("/document/delete", async (c) => {
    const ctx = await guard(c, ANY_STAFF);
    return answer(c, await docs.deleteDocuments(ctx, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  .get("/document/client-private-list/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, LST] });
    const parentId = params(c, idParamSchema).id;
    return ok(c, await docs.listDocuments(ctx, { parentType: "Client", parentId, privateList: true }));
  })
  .get("/document/client-Job-private-list/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, LST], client: true });
    return ok(c, await docs.privateListsOfContact(ctx, params(c, idParamSchema).id));
  })
  .get("/document/job-private-list/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, LST] });
    const parentId = params(c, idParamSchema).id;
    return ok(c, await docs.listDocuments(ctx, { parentType: "Job", parentId, privateList: true }));
  })
  .post("/client-private-list/delete", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, LST] });
    return answer(c, await docs.deletePrivateLists(ctx, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  .post("/files/upload", async (c) => {
    const ctx = await guard(c, ANY_STAFF);
    const files = await uploadedFiles(c);
    return ok(c, await docs.storeLooseFiles(ctx, { files, parentType: "File" }));
  })
  .post("/files/survey-files-upload", async (c) => {
    const ctx = await guard(c, ANY_STAFF);
    const files = await uploadedFiles(c);
    return ok(c, await docs.storeLooseFiles(ctx, { files, parentType: "Survey" }));
  })
  .get("/download-document/:id", async (c) => {
    const ctx = await guard(c, { ...ANY_STAFF, client: true });
    const { row, path } = await docs.documentToDownload(ctx, params(c, idParamSchema).id);
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
      ctx.deps.log.error(UPLOAD_MESSAGES.downloadFailed, { id: row.id, error: String(error) });
      throw notFound(UPLOAD_MESSAGES.downloadFailed);
    }
  });
