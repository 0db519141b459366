import { PassThrough } from "node:stream";
import type ExcelJS from "exceljs";
import type { UseCaseContext } from "../../context";
import { wallDay } from "../../contracts/agency-time";
import { LIST_COLUMNS, LIST_DATE_FORMAT } from "../../contracts/list-columns";
import type { SheetColumn } from "../../contracts/sheet";
import { memberBatches } from "../../db/repo/respondent-lists";
import { agencyTimeZone } from "../config";
import { assertMayExportRespondents, writeSheet } from "../export";
import { respondentList } from "./lists";

/**
 * The files of private lists (staff-calls §7.19; decisions 220, 221): a list's export, the sample
 * list file and the panel import template, all with the columns of LIST_COLUMNS, so what one
 * downloads can be uploaded again.
 */

/**
 * The export's columns: the member's id, the list columns, the day they joined the list. Days are
 * real dates (the import reads them back); no summary rows, so the file stays importable.
 */
const EXPORT_COLUMNS: SheetColumn[] = [
  { header: "Respondent ID", width: 14, format: "int" },
  ...LIST_COLUMNS.map(
    (c): SheetColumn =>
      c.key === "dateOfBirth"
        ? { header: c.header, width: c.width, format: "date" }
        : { header: c.header, width: c.width },
  ),
  { header: "Added to list", width: 14, format: "date" },
];

const safeName = (name: string) =>
  name
    .replace(/[^A-Za-z0-9 _-]+/g, "")
    .trim()
    .replace(/\s+/g, "-") || "list";

/**
 * GET /api/respondentlist-export/{id}: every member of the list with contact fields, streamed.
 * PrivateListAdmin (route) plus the export rights of panel data (decision 141).
 */
export async function startListExport(ctx: UseCaseContext, id: number, requestId: string) {
  assertMayExportRespondents(ctx);
  const list = await respondentList(ctx, id);
  const { db, log } = ctx.deps;
  const zone = await agencyTimeZone(ctx);
  async function* rows(): AsyncGenerator<unknown[][]> {
    for await (const batch of memberBatches(db, id)) {
      yield batch.map((m) => [m.id, ...LIST_COLUMNS.map((c) => m[c.key] ?? ""), wallDay(m.addedAt, zone)]);
    }
  }
  const out = new PassThrough();
  writeSheet(out, { title: "Members", columns: EXPORT_COLUMNS }, rows()).catch((error: unknown) => {
    log.error("list export failed", { requestId, error: String(error) });
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const day = wallDay(ctx.deps.now(), zone);
  return { out, total: list.memberCount, fileName: `${safeName(list.name)}-${day}.xlsx` };
}

/** Made-up people (reserved example domains and 04xx 000 numbers) showing each column's format. */
const SAMPLE_ROWS: Record<(typeof LIST_COLUMNS)[number]["key"], string>[] = [
  {
    firstName: "Alex",
    lastName: "Example",
    email: "alex@example.com",
    mobile: "0400 000 001",
    dateOfBirth: "14/02/1988",
    gender: "Female",
    postcode: "2000",
    suburb: "Sydney",
    state: "NSW",
  },
  {
    firstName: "Sam",
    lastName: "Sample",
    email: "sam.sample@example.org",
    mobile: "0400 000 002",
    dateOfBirth: "03/11/1975",
    gender: "Male",
    postcode: "3121",
    suburb: "Richmond",
    state: "VIC",
  },
  {
    firstName: "Jordan",
    lastName: "Demo",
    email: "jordan.demo@example.net",
    mobile: "",
    dateOfBirth: "",
    gender: "",
    postcode: "4000",
    suburb: "Brisbane City",
    state: "QLD",
  },
];

const NOTES = [
  ["Column", "What to enter"],
  ["First name", "Required."],
  ["Surname", "Optional."],
  ["E-mail", "An e-mail or a mobile is required; matched against the panel to find existing members."],
  ["Mobile", "Local (0412 345 678) or international (+61 412 345 678) form."],
  ["Date of birth", `${LIST_DATE_FORMAT}, optional.`],
  ["Gender", "Female, Male, Non-binary or Prefer not to say; optional."],
  ["Postcode", "Optional; keep leading zeros (format the column as text)."],
  ["Suburb", "Optional."],
  ["State", "The state's code (NSW, VIC …) or region, optional."],
];

async function workbookBytes(build: (book: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  // Loaded when a sample or template is asked for: ExcelJS holds ~18 MB a process otherwise.
  const { default: Excel } = await import("exceljs");
  const book = new Excel.Workbook();
  build(book);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const columnsSheet = (book: ExcelJS.Workbook, title: string) => {
  const sheet = book.addWorksheet(title);
  sheet.columns = LIST_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  return sheet;
};

/** GET /api/config/private-list-sample: the list columns with three made-up rows. */
export async function privateListSample() {
  const bytes = await workbookBytes((book) => {
    const sheet = columnsSheet(book, "Private list");
    for (const row of SAMPLE_ROWS) sheet.addRow(row);
  });
  return { bytes, fileName: "private-list-sample.xlsx" };
}

/** GET /api/config/panel-import-template: the list columns, empty, and a sheet of notes. */
export async function panelImportTemplate() {
  const bytes = await workbookBytes((book) => {
    columnsSheet(book, "Panel list");
    const notes = book.addWorksheet("Notes");
    notes.columns = [
      { header: NOTES[0]?.[0], width: 16 },
      { header: NOTES[0]?.[1], width: 90 },
    ];
    for (const row of NOTES.slice(1)) notes.addRow(row);
  });
  return { bytes, fileName: "panel-import-template.xlsx" };
}
