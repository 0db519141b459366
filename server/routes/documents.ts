import { type Context, Hono, type Next } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv, UseCaseContext } from "../context";
import { UPLOAD_MESSAGES, UPLOAD_RULES } from "../contracts/documents";
import * as calls from "../contracts/documents-calls";
import { idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { ApiError } from "../http/errors";
import { params } from "../http/input";
import * as docs from "../services/documents";
import { type CallRequest, handle } from "./handle";

type Ctx = Context<AppEnv>;
const { ClientAdmin: CLI, JobAdmin: JOB, Quoting: QTE, PrivateListAdmin: LST } = RIGHTS;
/** Any staff member; the service checks the right of each document's parent kind. */
const ANY_STAFF = { staff: [] } as const;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };

/** Refuses bodies far beyond the limit before they are buffered (the per-file check follows). */
async function guardSize(c: Ctx, next: Next) {
  const length = Number(c.req.header("content-length") ?? 0);
  if (length > UPLOAD_RULES.maxBytes * UPLOAD_RULES.maxFiles + 1024 * 1024) {
    throw new ApiError(413, [UPLOAD_MESSAGES.tooBig("upload")]);
  }
  await next();
}

/** The uploaded files: fields files0..n (or files). */
const uploaded = (request: CallRequest) =>
  request.files.filter((f) => /^files\d+$/.test(f.field) || f.field === "files").map((f) => f.file);

const parentDocs =
  (parentType: "Client" | "Job" | "ClientQuotes", privateList?: boolean) =>
  (ctx: UseCaseContext, i: { id: number }) =>
    docs.listDocuments(ctx, { parentType, parentId: i.id, ...(privateList ? { privateList } : {}) });

/** Documents and files (staff-calls §7.4, decision 042). */
export const documentsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.quoteDocuments, { staff: [QTE] }, parentDocs("ClientQuotes")))
  .on(...handle(calls.clientDocuments, { staffAny: [CLI], client: true }, parentDocs("Client")))
  .on(...handle(calls.jobDocuments, { staffAny: [JOB], client: true }, parentDocs("Job")))
  .use("/document/upload", guardSize)
  .on(
    ...handle(
      calls.uploadDocuments,
      ANY_STAFF,
      (ctx, i, request) => docs.uploadDocuments(ctx, { ...i, files: uploaded(request) }),
      SAVED,
    ),
  )
  .on(...handle(calls.updateDocument, ANY_STAFF, docs.updateDocument, SAVED))
  .on(...handle(calls.deleteDocuments, ANY_STAFF, (ctx, i) => docs.deleteDocuments(ctx, i.ids), DELETED))
  .on(...handle(calls.clientPrivateLists, { staffAny: [CLI, LST] }, parentDocs("Client", true)))
  .on(
    ...handle(calls.contactPrivateLists, { staffAny: [CLI, LST], client: true }, (ctx, i) =>
      docs.privateListsOfContact(ctx, i.id),
    ),
  )
  .on(...handle(calls.jobPrivateLists, { staffAny: [JOB, LST] }, parentDocs("Job", true)))
  .on(
    ...handle(
      calls.deletePrivateLists,
      { staffAny: [CLI, LST] },
      (ctx, i) => docs.deletePrivateLists(ctx, i.ids),
      DELETED,
    ),
  )
  .use("/files/*", guardSize)
  .on(
    ...handle(calls.uploadFiles, ANY_STAFF, (ctx, _i, request) =>
      docs.storeLooseFiles(ctx, { files: uploaded(request), parentType: "File" }),
    ),
  )
  .on(
    ...handle(calls.uploadSurveyFiles, ANY_STAFF, (ctx, _i, request) =>
      docs.storeLooseFiles(ctx, { files: uploaded(request), parentType: "Survey" }),
    ),
  )
  // A file, not an envelope.
  .get("/download-document/:id{[0-9]+}", async (c) => {
    const ctx = await guard(c, { ...ANY_STAFF, client: true });
    const { row, bytes } = await docs.documentToDownload(ctx, params(c, idParamSchema).id);
    return new Response(bytes.stream(), {
      headers: {
        "Content-Type": row.contentType,
        "Content-Length": String(bytes.sizeBytes),
        "Content-Disposition": `attachment; filename="${row.fileName.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
