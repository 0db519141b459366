import { z } from "zod";
import { idSchema, optionalText } from "./records";

/** Where a document hangs (staff-calls §7.15: parentTableName Client, ClientQuotes or ClientJob). */
const DOCUMENT_PARENTS = ["Client", "ClientQuotes", "Job"] as const;
export type DocumentParent = (typeof DOCUMENT_PARENTS)[number];

/** Upload limits (decision 042). Checked by extension AND by the file's first bytes. */
export const UPLOAD_RULES = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  extensions: ["pdf", "png", "jpg", "jpeg", "gif", "docx", "xlsx", "pptx", "doc", "xls", "csv", "txt"],
} as const;
export const UPLOAD_MESSAGES = {
  tooBig: (name: string) => `The file ${name} is larger than 10 MB.`,
  badType: (name: string) =>
    `The file ${name} is not an allowed type (PDF, image, Word, Excel, PowerPoint, CSV or text).`,
  noFiles: "Choose at least one file to upload.",
  tooMany: "At most 10 files can be uploaded at once.",
  downloadFailed: "Error downloading the file.",
} as const;

/** POST /api/document/upload: field json with this, files in files0..n. */
export const documentUploadSchema = z.object({
  parentType: z.enum(DOCUMENT_PARENTS),
  parentId: idSchema,
  description: optionalText(500),
  documentAction: optionalText(60),
  isPrivateList: z.boolean().default(false),
  clientVisible: z.boolean().default(false),
});

/** POST /api/document/update (json): metadata only. */
export const documentUpdateSchema = z.object({
  id: idSchema,
  description: optionalText(500),
  documentAction: optionalText(60),
  clientVisible: z.boolean().optional(),
});

export const documentSchema = z.object({
  id: z.number(),
  parentType: z.string(),
  parentId: z.number().nullable(),
  clientId: z.number().nullable(),
  jobId: z.number().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  description: z.string().nullable(),
  documentAction: z.string().nullable(),
  isPrivateList: z.boolean(),
  clientVisible: z.boolean(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type DocumentRow = z.infer<typeof documentSchema>;

/** POST /api/files/upload and files/survey-files-upload answer: the stored files. */
export const storedFilesSchema = z.array(documentSchema);
