import { fileNameOf } from "../components/ui/export-progress-model";

/** Saves a blob as a file through a transient link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type FileDownload = { ok: true; fileName: string } | { ok: false; status: number; message: string };

/**
 * Downloads a file answer (GET) and saves it. Not through the http wrapper: a 403 here is a
 * reason the page explains (the client's download code, decision 043), not a reason to sign out.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<FileDownload> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: "same-origin" });
  } catch {
    return {
      ok: false,
      status: 0,
      message: "The server could not be reached. Check your connection and try again.",
    };
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errors?: string[] } | null;
    return {
      ok: false,
      status: res.status,
      message: body?.errors?.join(" ") || `The download failed (${res.status}).`,
    };
  }
  const fileName = fileNameOf(res.headers.get("Content-Disposition"), fallbackName);
  saveBlob(await res.blob(), fileName);
  return { ok: true, fileName };
}
