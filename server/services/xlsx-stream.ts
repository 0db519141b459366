import { once } from "node:events";
import { PassThrough, type Writable } from "node:stream";
import { finished } from "node:stream/promises";
import archiver from "archiver";

/**
 * The .xlsx file under every server export (decision 303): a one-sheet workbook whose sheet XML
 * is built as text a batch of rows at a time and deflated into a zip as it goes. It writes only
 * what our sheets use (text, numbers, booleans, dates; a bold header and one number format per
 * column), which is a few string concatenations per cell instead of ExcelJS's row, cell and
 * style objects (decision 234 measured ExcelJS at ~3 s CPU per 100,000 rows, most of the export).
 * The zip around it is archiver's (the streaming zip ExcelJS itself used).
 */

/** One cell's style: 0 plain, 1 bold, 2.. the workbook's number formats in `numFmts` order. */
export type XlsxStyle = number;

export interface XlsxSheet {
  title: string;
  widths: number[];
  /** Number formats the cells may use; style 2 + i is numFmts[i]. */
  numFmts: string[];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const CT = "application/vnd.openxmlformats-officedocument.spreadsheetml";

/**
 * Text as XML character data: the five markup characters as entities; control characters XML
 * cannot carry (all below 0x20 but tab, LF, CR; and DEL) dropped, as ExcelJS did.
 */
export function xmlText(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Fast path: everything from ( to ~ but < and > needs nothing.
    if (c > 39 && c < 127 && c !== 60 && c !== 62) continue;
    let rep: string;
    if (c === 38) rep = "&amp;";
    else if (c === 60) rep = "&lt;";
    else if (c === 62) rep = "&gt;";
    else if (c === 34) rep = "&quot;";
    else if (c === 39) rep = "&apos;";
    else if (c === 127 || (c < 32 && c !== 9 && c !== 10 && c !== 13)) rep = "";
    else continue;
    out += text.slice(from, i) + rep;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** A day as Excel's serial number (1900 system): days since 30/12/1899, UTC. */
export const excelSerial = (d: Date) => 25569 + d.getTime() / 86_400_000;

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * One cell's XML at reference `ref` ("B7"): strings as inline formula-result text (t="str", as
 * ExcelJS wrote them), numbers and booleans as values, dates as serial numbers. null, undefined
 * and "" write nothing. Anything else is written as its text.
 */
export function cellXml(ref: string, value: unknown, style: XlsxStyle): string {
  if (value === null || value === undefined || value === "") return "";
  const s = style === 0 ? "" : ` s="${style}"`;
  if (typeof value === "string") return `<c r="${ref}"${s} t="str"><v>${xmlText(value)}</v></c>`;
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : "";
  if (typeof value === "boolean") return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? "" : `<c r="${ref}"${s}><v>${excelSerial(value)}</v></c>`;
  return `<c r="${ref}"${s} t="str"><v>${xmlText(String(value))}</v></c>`;
}

function stylesXml(numFmts: string[]): string {
  const fmts = numFmts.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlText(f)}"/>`).join("");
  const xfs = numFmts
    .map(
      (_, i) =>
        `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join("");
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    (numFmts.length > 0 ? `<numFmts count="${numFmts.length}">${fmts}</numFmts>` : "") +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${2 + numFmts.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
    `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
  );
}

function packageParts(sheet: XlsxSheet): [string, string][] {
  return [
    [
      "[Content_Types].xml",
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
        `<sheet name="${xmlText(sheet.title)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ["xl/styles.xml", stylesXml(sheet.numFmts)],
  ];
}

/**
 * A workbook of one sheet streamed to `out`: `rows(xml)` appends ready row XML (see `rowXml`),
 * `end()` closes the sheet and the file. Deflate level 1: the sheet's XML is very repetitive, so
 * the fastest level still shrinks it about tenfold, at a third of the default level's CPU.
 */
export function xlsxWriter(out: Writable, sheet: XlsxSheet, now = new Date()) {
  const zip = archiver("zip", { zlib: { level: 1 } });
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    part.destroy();
  };
  zip.on("error", fail);
  zip.on("warning", fail);
  // A download closed early (or failing) stops the writer instead of leaving it waiting.
  out.on("close", () => {
    if (!out.writableFinished) fail(new Error("The download was closed"));
  });
  out.on("error", fail);
  zip.pipe(out);
  for (const [name, text] of packageParts(sheet)) zip.append(text, { name, date: now });
  const part = new PassThrough();
  zip.append(part, { name: "xl/worksheets/sheet1.xml", date: now });
  /** Waits until the sheet part can take more; rejects once the file has failed. */
  const drained = async () => {
    const stop = new AbortController();
    try {
      await Promise.race([
        once(part, "drain", { signal: stop.signal }),
        once(part, "close", { signal: stop.signal }).then(() => {
          throw failure ?? new Error("The download was closed");
        }),
      ]);
    } finally {
      stop.abort();
    }
  };
  const write = async (text: string) => {
    if (failure) throw failure;
    if (!part.write(text)) await drained();
  };
  const cols = sheet.widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join("");
  let head: string | null =
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `${cols ? `<cols>${cols}</cols>` : ""}<sheetData>`;
  return {
    rows: (xml: string) => {
      const text = head === null ? xml : head + xml;
      head = null;
      return write(text);
    },
    end: async () => {
      await write(`${head ?? ""}</sheetData></worksheet>`);
      part.end();
      await zip.finalize();
      if (failure) throw failure;
      await finished(out, { readable: false });
      if (failure) throw failure;
    },
  };
}
