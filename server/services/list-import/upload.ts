import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isStaff } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { LIST_COLUMNS } from "../../contracts/list-columns";
import type { UploadAnswer } from "../../contracts/list-import";
import { DATE_FORMATS, LIST_IMPORT_FIELDS, LIST_IMPORT_LIMITS } from "../../contracts/list-import-fields";
import {
  findMapping,
  insertImport,
  type ListImportRow,
  stageRows,
  updateImport,
} from "../../db/repo/list-imports";
import { ApiError, badRequest } from "../../http/errors";
import { assertImportListAllowed, listForUpload, ownerOf } from "./access";
import { headerKey, type Mapping } from "./normalise";
import { fileKindOf, readRows } from "./read-file";

/**
 * Step one of an import (decision 217): the uploaded file is read as a stream and its rows staged
 * in the database (batches of 1,000), so nothing holds the whole list in memory. Answers the
 * columns, a preview and the mapping to propose (the one saved for this template, else guessed
 * from the header names).
 */

const BATCH = 1000;
const PREVIEW_ROWS = 5;

const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Each field's header names: its aliases and the list files' own header (decision 221). */
const FIELD_NAMES = LIST_IMPORT_FIELDS.map((field) => {
  const own = LIST_COLUMNS.find((c) => c.key === field.key);
  return { key: field.key, names: [...field.aliases, ...(own ? [letters(own.header)] : [])] as string[] };
});

/**
 * The mapping a header row suggests: each field takes the first column named like it, so the
 * template and the list export (LIST_COLUMNS) map with no choice to make.
 */
export function guessMapping(columns: string[]): Mapping {
  const mapping: Mapping = {};
  const taken = new Set<number>();
  for (const field of FIELD_NAMES) {
    const aliases = field.names;
    const i = columns.findIndex((c, at) => !taken.has(at) && aliases.includes(letters(c)));
    if (i >= 0) {
      mapping[field.key] = i;
      taken.add(i);
    }
  }
  return mapping;
}

/** The one file of an upload, checked for size; 400 when none, several or too big. */
function oneFile(files: File[]): File {
  const [file, ...more] = files;
  if (!file) throw badRequest("Choose an .xlsx or .csv file to upload.");
  if (more.length > 0) throw badRequest("Upload one file at a time.");
  if (file.size === 0) throw badRequest(`The file ${file.name} is empty.`);
  if (file.size > LIST_IMPORT_LIMITS.maxBytes)
    throw badRequest(`The file ${file.name} is larger than ${LIST_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`);
  return file;
}

/** Reads and stages the file; the import row exists once the header row is read. */
export async function stageFile(
  ctx: UseCaseContext,
  file: File,
  meta: Pick<ListImportRow, "kind" | "listId" | "clientId" | "owner">,
): Promise<UploadAnswer> {
  const { db } = ctx.deps;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = fileKindOf(file.name, bytes.subarray(0, 4));
  const dir = await mkdtemp(join(tmpdir(), "list-import-"));
  const path = join(dir, kind === "xlsx" ? "upload.xlsx" : "upload.csv");
  let row: ListImportRow | undefined;
  try {
    await writeFile(path, bytes, { mode: 0o600 });
    const preview: string[][] = [];
    let batch: { rowNumber: number; cells: string[] }[] = [];
    let rowNumber = 1;
    try {
      for await (const cells of readRows(path, kind)) {
        if (!row) {
          if (cells.length > 200) throw badRequest("The file has more than 200 columns.");
          row = await insertImport(db, { ...meta, fileName: file.name.slice(0, 200), columns: cells });
          continue;
        }
        rowNumber += 1;
        if (rowNumber - 1 > LIST_IMPORT_LIMITS.maxRows)
          throw badRequest(
            `The file has more than ${LIST_IMPORT_LIMITS.maxRows.toLocaleString("en-AU")} rows.`,
          );
        if (preview.length < PREVIEW_ROWS) preview.push(cells);
        batch.push({ rowNumber, cells });
        if (batch.length === BATCH) {
          await stageRows(db, row.id, batch);
          batch = [];
        }
      }
    } catch (error) {
      if (!(error instanceof ApiError))
        throw badRequest(`The file ${file.name} could not be read as ${kind === "xlsx" ? ".xlsx" : ".csv"}.`);
      throw error;
    }
    if (!row) throw badRequest(`The file ${file.name} has no header row.`);
    await stageRows(db, row.id, batch);
    const rowCount = rowNumber - 1;
    if (rowCount === 0) throw badRequest(`The file ${file.name} has a header row but no data rows.`);
    await updateImport(db, row.id, { rowCount });
    const saved = await findMapping(db, headerKey(row.columns));
    const dateFormat = DATE_FORMATS.find((f) => f === saved?.dateFormat) ?? "DD/MM/YYYY";
    return {
      importId: row.id,
      fileName: row.fileName,
      columns: row.columns,
      rowCount,
      preview,
      mapping: saved ? (saved.mapping as Mapping) : guessMapping(row.columns),
      dateFormat,
      remembered: Boolean(saved),
    };
  } catch (error) {
    if (row) await updateImport(db, row.id, { status: "failed", error: "The file could not be read." });
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** POST /api/files/panellistupload: a list for the panel (ImportListAdmin, IsimportlistAllowed). */
export async function uploadPanelList(ctx: UseCaseContext, files: File[]): Promise<UploadAnswer> {
  await assertImportListAllowed(ctx);
  const meta = { kind: "panel" as const, listId: null, clientId: null, owner: ownerOf(ctx) };
  return stageFile(ctx, oneFile(files), meta);
}

/**
 * POST /api/respondentlist/upload (staff, PrivateListAdmin) and /api/private-list/upload (a client
 * contact, its own company's list, allowPrivateList): a file whose people fill a private list.
 */
export async function uploadToList(
  ctx: UseCaseContext,
  listId: number,
  files: File[],
): Promise<UploadAnswer> {
  const { list, clientId } = await listForUpload(ctx, listId);
  const kind = isStaff(ctx) ? ("private-list" as const) : ("client-list" as const);
  return stageFile(ctx, oneFile(files), { kind, listId: list.id, clientId, owner: ownerOf(ctx) });
}
