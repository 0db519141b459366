import { type ExportState, fileNameOf } from "../components/ui/export-progress-model";
import { CSRF_COOKIE, cookies } from "./cookies";
import { saveBlob } from "./file-download";
import { atom, store, useAtomValue } from "./store";

const exportAtom = atom<ExportState | null>(null);
const state = () => store.get(exportAtom);
const set = (next: ExportState | null) => store.set(exportAtom, next);

/** The export in progress (or the last one), for the list's progress bar. */
export function useExportState(): ExportState | null {
  return useAtomValue(exportAtom);
}

export type ExportOutcome =
  | { ok: true; rows: number; fileName: string }
  | { ok: false; denied: boolean; message: string };

export interface ExportRequest {
  path: string;
  /** Sent as the multipart field json (a POST); without one the file is a GET. */
  payload?: unknown;
  /** Response header carrying the number of rows to expect. */
  totalHeader: string;
  /** Which list the progress belongs to ("jobs"). */
  tag: string;
  /** Shown when the server answers 403. */
  deniedMessage: string;
}

/**
 * Downloads a streamed file export (POST /api/query/export, GET respondentlist-export) with progress. Not through the http
 * wrapper: the answer is a file read chunk by chunk, and a 403 here is the export-right message
 * to show, not a reason to sign out.
 */
export async function downloadExport(request: ExportRequest): Promise<ExportOutcome> {
  const form = request.payload === undefined ? undefined : new FormData();
  form?.set("json", JSON.stringify(request.payload));
  const headers: Record<string, string> = {};
  const csrf = cookies.get(CSRF_COOKIE);
  if (csrf) headers["X-CSRF-Token"] = csrf;
  let res: Response;
  try {
    res = await fetch(request.path, {
      method: form ? "POST" : "GET",
      ...(form ? { body: form } : {}),
      headers,
      credentials: "same-origin",
    });
  } catch {
    return {
      ok: false,
      denied: false,
      message: "The server could not be reached. Check your connection and try again.",
    };
  }
  if (res.status === 403) return { ok: false, denied: true, message: request.deniedMessage };
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { errors?: string[] } | null;
    return {
      ok: false,
      denied: false,
      message: body?.errors?.join(" ") || `The export failed (${res.status}).`,
    };
  }
  const totalRows = Number(res.headers.get(request.totalHeader) ?? 0);
  const progress: ExportState = { entity: request.tag, phase: "running", totalRows, bytes: 0 };
  set(progress);
  const chunks: Uint8Array[] = [];
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      set({ ...progress, bytes: (state()?.bytes ?? 0) + value.byteLength });
    }
  } catch {
    set({ ...progress, phase: "failed" });
    return { ok: false, denied: false, message: "The export was interrupted. Try again." };
  }
  const fileName = fileNameOf(res.headers.get("Content-Disposition"), `${request.tag}.xlsx`);
  saveBlob(
    new Blob(chunks as BlobPart[], { type: res.headers.get("Content-Type") ?? "application/octet-stream" }),
    fileName,
  );
  set({ ...progress, bytes: state()?.bytes ?? 0, phase: "done" });
  return { ok: true, rows: totalRows, fileName };
}
