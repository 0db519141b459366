import { UPLOAD_RULES } from "../contracts/documents";

/** File kinds we accept, each recognised by extension AND by its first bytes (decision 042). */
const SIGNATURES: Record<string, { type: string; magic?: number[][] }> = {
  pdf: { type: "application/pdf", magic: [[0x25, 0x50, 0x44, 0x46]] },
  png: { type: "image/png", magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  jpg: { type: "image/jpeg", magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { type: "image/jpeg", magic: [[0xff, 0xd8, 0xff]] },
  gif: { type: "image/gif", magic: [[0x47, 0x49, 0x46, 0x38]] },
  docx: {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  xlsx: {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  pptx: {
    type: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    magic: [[0x50, 0x4b, 0x03, 0x04]],
  },
  doc: { type: "application/msword", magic: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  xls: { type: "application/vnd.ms-excel", magic: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  csv: { type: "text/csv" },
  txt: { type: "text/plain" },
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/** Text files have no signature: accept valid UTF-8 without NUL bytes. */
function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.length === 8192 ? head.slice(0, 8188) : head);
    return true;
  } catch {
    return false;
  }
}

/** The content type to store, or null when the name or the bytes are not an allowed type. */
export function detectFileType(name: string, head: Uint8Array): string | null {
  const ext = extensionOf(name);
  if (!(UPLOAD_RULES.extensions as readonly string[]).includes(ext)) return null;
  const sig = SIGNATURES[ext];
  if (!sig) return null;
  if (!sig.magic) return looksLikeText(head) ? sig.type : null;
  const matches = sig.magic.some((m) => m.every((byte, i) => head[i] === byte));
  return matches ? sig.type : null;
}

/** A file name safe for Content-Disposition and display: no paths, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "file";
  const cleaned = base
    .split("")
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join("")
    .trim()
    .slice(0, 200);
  return cleaned || "file";
}
