import { PassThrough, Readable } from "node:stream";
import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/list-import-calls";
import { idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { params } from "../http/input";
import { checkImport } from "../services/list-import/check";
import { startImport } from "../services/list-import/job";
import { errorRowsFile, importReport, importStatus, panelDuplicates } from "../services/list-import/report";
import { uploadPanelList, uploadToList } from "../services/list-import/upload";
import { type CallRequest, handle } from "./handle";

const { ImportListAdmin: ILST, PrivateListAdmin: LST } = RIGHTS;
/** The shared steps: staff with either right or a client contact; the service checks the import's kind. */
const ANY_IMPORTER = { staffAny: [ILST, LST], client: true } as const;

const uploaded = (request: CallRequest) =>
  request.files.filter((f) => /^files\d*$/.test(f.field) || f.field === "file").map((f) => f.file);

/** List imports (staff-calls §7.19; decisions 217–218). */
export const listImportRoutes = new Hono<AppEnv>()
  .on(...handle(calls.uploadPanelList, { staff: [ILST] }, (ctx, _i, r) => uploadPanelList(ctx, uploaded(r))))
  .on(...handle(calls.panelListDuplicates, { staff: [ILST] }, panelDuplicates))
  .on(
    ...handle(calls.uploadRespondentList, { staff: [LST] }, (ctx, i, r) =>
      uploadToList(ctx, i.listId, uploaded(r)),
    ),
  )
  .on(
    ...handle(calls.uploadPrivateList, { client: true }, (ctx, i, r) =>
      uploadToList(ctx, i.listId, uploaded(r)),
    ),
  )
  .on(...handle(calls.checkListImport, ANY_IMPORTER, checkImport))
  .on(...handle(calls.startListImport, ANY_IMPORTER, (ctx, i) => startImport(ctx, i.importId)))
  .on(...handle(calls.listImportStatus, ANY_IMPORTER, (ctx, i) => importStatus(ctx, i.id)))
  .on(...handle(calls.listImportReport, ANY_IMPORTER, (ctx, i) => importReport(ctx, i.id)))
  // Files, not envelopes.
  .get(calls.LIST_IMPORT_ERRORS_PATH, async (c) => {
    const ctx = await guard(c, ANY_IMPORTER);
    const file = await errorRowsFile(ctx, params(c, idParamSchema).id);
    const out = new PassThrough();
    file.write(out).catch((error: unknown) => {
      ctx.deps.log.error("error rows export failed", { error: String(error) });
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return new Response(Readable.toWeb(out) as ReadableStream, {
      headers: {
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
      },
    });
  });
