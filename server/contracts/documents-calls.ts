import { z } from "zod";
import { call } from "./call";
import { documentSchema, documentUpdateSchema, documentUploadSchema, storedFilesSchema } from "./documents";
import { deleteCall, idParamSchema } from "./records";

/** Documents and files (staff-calls §7.4, decision 042, decision 190). */

const count = z.number().int();
const documents = z.array(documentSchema);
const byParent = (path: string) => call("GET", path, { input: idParamSchema, answer: documents });

/** GET /api/document/quote-document/{id}: a client quote's documents. */
export const quoteDocuments = byParent("/document/quote-document/:id{[0-9]+}");
/** GET /api/document/get/Client/{id}. */
export const clientDocuments = byParent("/document/get/Client/:id{[0-9]+}");
/** GET /api/document/get/Job/{id}. */
export const jobDocuments = byParent("/document/get/Job/:id{[0-9]+}");
/** POST /api/document/upload: json {parentType, parentId, description, ...}, the files as files0..n. */
export const uploadDocuments = call("POST", "/document/upload", {
  input: documentUploadSchema,
  answer: documents,
});
/** POST /api/document/update: metadata only. */
export const updateDocument = call("POST", "/document/update", {
  input: documentUpdateSchema,
  answer: documentSchema,
});
/** POST /api/document/delete. */
export const deleteDocuments = deleteCall("/document/delete", count);
/** GET /api/document/client-private-list/{id}: a client's private lists. */
export const clientPrivateLists = byParent("/document/client-private-list/:id{[0-9]+}");
/** GET /api/document/client-Job-private-list/{id}: the private lists of every job of a contact's client. */
export const contactPrivateLists = call("GET", "/document/client-Job-private-list/:id{[0-9]+}", {
  input: idParamSchema,
  answer: z.array(documentSchema.extend({ jobNumber: z.string().nullable() })),
});
/** GET /api/document/job-private-list/{id}: a job's private lists. */
export const jobPrivateLists = byParent("/document/job-private-list/:id{[0-9]+}");
/** POST /api/client-private-list/delete: private lists only. */
export const deletePrivateLists = deleteCall("/client-private-list/delete", count);
/** POST /api/files/upload: loose files of the caller (files0..n). */
export const uploadFiles = call("POST", "/files/upload", {
  input: z.object({}),
  encoding: "form",
  answer: storedFilesSchema,
});
/** POST /api/files/survey-files-upload: files a survey shows (files0..n). */
export const uploadSurveyFiles = call("POST", "/files/survey-files-upload", {
  input: z.object({}),
  encoding: "form",
  answer: storedFilesSchema,
});
