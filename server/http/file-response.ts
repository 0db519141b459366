import { Readable } from "node:stream";
import { EXPORT_TOTAL_HEADER } from "../contracts/query-constants";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A streamed .xlsx download: the row count goes first in the X-Total-Rows header, so the
 * browser's progress bar knows the size before the file arrives (decision 046).
 */
export function xlsxStream(file: { out: NodeJS.ReadableStream; total: number; fileName: string }) {
  return new Response(Readable.toWeb(file.out as Readable) as ReadableStream, {
    headers: {
      "Content-Type": XLSX,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      [EXPORT_TOTAL_HEADER]: String(file.total),
      "Access-Control-Expose-Headers": EXPORT_TOTAL_HEADER,
    },
  });
}

/** A small .xlsx built in memory (the sample and template files). */
export function xlsxFile(file: { bytes: Uint8Array; fileName: string }) {
  return new Response(file.bytes as BodyInit, {
    headers: {
      "Content-Type": XLSX,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Content-Length": String(file.bytes.byteLength),
    },
  });
}

/** A streamed .csv download (the payroll file), with its row count in X-Total-Rows. */
export function csvStream(file: { out: NodeJS.ReadableStream; total: number; fileName: string }) {
  return new Response(Readable.toWeb(file.out as Readable) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      [EXPORT_TOTAL_HEADER]: String(file.total),
      "Access-Control-Expose-Headers": EXPORT_TOTAL_HEADER,
    },
  });
}
