import { UPLOAD_MESSAGES, UPLOAD_RULES } from "../../contracts/documents";
import type { NewAttachment } from "../../db/repo/message-attachments";
import { cleanFileName, detectFileType } from "../file-types";
import { type Outcome, refusal, success } from "../outcome";

/** All files of one e-mail together: what mail servers commonly accept (decision 167). */
const ATTACHMENTS_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
const FIELD = /^attachment[1-9][0-9]?$/;

/**
 * The files of an email/send request (fields attachment1..n), checked with the documents' rules:
 * allowed type by extension and first bytes, 10 MB each, 10 files, 10 MB together; names cleaned.
 */
export async function readAttachments(
  files: readonly { field: string; file: File }[],
): Promise<Outcome<NewAttachment[]>> {
  const stray = files.find((f) => !FIELD.test(f.field));
  if (stray) return refusal(`Unexpected file field ${stray.field.slice(0, 40)}: use attachment1..n.`);
  if (files.length > UPLOAD_RULES.maxFiles) return refusal(`Attach at most ${UPLOAD_RULES.maxFiles} files.`);
  const total = files.reduce((sum, f) => sum + f.file.size, 0);
  if (total > ATTACHMENTS_MAX_TOTAL_BYTES) return refusal("The attachments together are larger than 10 MB.");
  const out: NewAttachment[] = [];
  for (const { file } of files) {
    const fileName = cleanFileName(file.name);
    if (file.size > UPLOAD_RULES.maxBytes) return refusal(UPLOAD_MESSAGES.tooBig(fileName));
    if (file.size === 0) return refusal(`The file ${fileName} is empty.`);
    const content = new Uint8Array(await file.arrayBuffer());
    const contentType = detectFileType(fileName, content.subarray(0, 8192));
    if (!contentType) return refusal(UPLOAD_MESSAGES.badType(fileName));
    out.push({ fileName, contentType, size: content.length, content });
  }
  return success(out);
}
