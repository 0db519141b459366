import { z } from "zod";
import { call } from "./call";
import {
  checkRequestSchema,
  duplicatesRequestSchema,
  importIdSchema,
  importStatusSchema,
  listUploadSchema,
  reportAnswerSchema,
  uploadAnswerSchema,
} from "./list-import";
import { idParamSchema } from "./records";

/**
 * List imports' calls (staff-calls §7.19; decisions 217–218). The three uploads answer an import;
 * the check, report, start and progress calls are shared by all three, the service checking the
 * right of the import's kind (decision 101).
 */

/** POST /api/files/panellistupload: multipart, one file (files or files0). */
export const uploadPanelList = call("POST", "/files/panellistupload", {
  input: z.object({}),
  answer: uploadAnswerSchema,
  encoding: "form",
});

/** GET /api/files/panellistupload: the panel list duplicates (of importId, else the latest upload). */
export const panelListDuplicates = call("GET", "/files/panellistupload", {
  input: duplicatesRequestSchema,
  answer: reportAnswerSchema,
});

/** POST /api/respondentlist/upload: files and listId (staff, PrivateListAdmin). */
export const uploadRespondentList = call("POST", "/respondentlist/upload", {
  input: listUploadSchema,
  answer: uploadAnswerSchema,
  encoding: "form",
});

/** POST /api/private-list/upload: json {listId} plus files0..n (a client contact). */
export const uploadPrivateList = call("POST", "/private-list/upload", {
  input: listUploadSchema,
  answer: uploadAnswerSchema,
});

/** POST /api/list-import/check: the mapping step; answers the match report. Nothing is stored yet. */
export const checkListImport = call("POST", "/list-import/check", {
  input: checkRequestSchema,
  answer: reportAnswerSchema,
});

/** POST /api/list-import/start: "Import valid rows", queued; poll the progress. */
export const startListImport = call("POST", "/list-import/start", {
  input: importIdSchema,
  answer: importStatusSchema,
});

/** GET /api/list-import/{id}: the import's state and progress. */
export const listImportStatus = call("GET", "/list-import/:id{[0-9]+}", {
  input: idParamSchema,
  answer: importStatusSchema,
});

/** GET /api/list-import/{id}/report: the match report again. */
export const listImportReport = call("GET", "/list-import/:id{[0-9]+}/report", {
  input: idParamSchema,
  answer: reportAnswerSchema,
});

/** GET /api/list-import/{id}/errors: the rows not imported as .xlsx with a Reason column (a file). */
export const LIST_IMPORT_ERRORS_PATH = "/list-import/:id{[0-9]+}/errors";
