import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { createDeflateRaw, deflateRawSync } from "node:zlib";

/**
 * The .xlsx file under every server export (decision 303): a one-sheet workbook whose sheet XML
 * is built as text a batch of rows at a time and deflated into a zip as it goes. It writes only
 * what our sheets use (text, numbers, booleans, dates; a bold header and one number format per
 * column), which is a few string concatenations per cell instead of ExcelJS's row, cell and
 * style objects (decision 234 measured ExcelJS at ~3 s CPU per 100,000 rows, most of the export).
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

/** CRC-32 (zip's), slicing by 4 over a 1 KB table per slice. */
const CRC_TABLES = (() => {
  const t = new Int32Array(4 * 256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    let c = t[n] ?? 0;
    for (let s = 1; s < 4; s++) {
      c = (t[c & 0xff] ?? 0) ^ (c >>> 8);
      t[s * 256 + n] = c;
    }
  }
  return t;
})();

export function crc32(buf: Uint8Array, previous = 0): number {
  const t = CRC_TABLES;
  let c = ~previous;
  let i = 0;
  const n4 = buf.length - (buf.length % 4);
  for (; i < n4; i += 4) {
    c ^=
      (buf[i] as number) |
      ((buf[i + 1] as number) << 8) |
      ((buf[i + 2] as number) << 16) |
      ((buf[i + 3] as number) << 24);
    c =
      (t[768 + (c & 0xff)] as number) ^
      (t[512 + ((c >>> 8) & 0xff)] as number) ^
      (t[256 + ((c >>> 16) & 0xff)] as number) ^
      (t[c >>> 24] as number);
  }
  for (; i < buf.length; i++) c = (t[(c ^ (buf[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

type Entry = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

/** A zip archive written front to back to `out`: stored lengths in data descriptors (flag 8). */
class ZipOut {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly dosTime: number;
  private readonly dosDate: number;

  constructor(
    private readonly out: Writable,
    now: Date,
  ) {
    this.dosTime = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
    this.dosDate = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  private write(chunk: Buffer) {
    this.offset += chunk.length;
    return this.out.write(chunk);
  }

  private localHeader(name: Buffer) {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(0x0008, 6); // sizes and CRC follow the data
    h.writeUInt16LE(8, 8); // deflate
    h.writeUInt16LE(this.dosTime, 10);
    h.writeUInt16LE(this.dosDate, 12);
    h.writeUInt16LE(name.length, 26);
    this.write(h);
    this.write(name);
  }

  private descriptor(e: Entry) {
    if (e.size > 0xffffffff || this.offset > 0xffffffff) throw new Error("The sheet is too large for a file");
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(e.crc, 4);
    d.writeUInt32LE(e.compressed, 8);
    d.writeUInt32LE(e.size, 12);
    this.write(d);
    this.entries.push(e);
  }

  /** A small part at once. */
  file(path: string, text: string) {
    const name = Buffer.from(path);
    const data = Buffer.from(text);
    const entry = { name, crc: crc32(data), size: data.length, offset: this.offset, compressed: 0 };
    this.localHeader(name);
    const packed = deflateRawSync(data);
    entry.compressed = packed.length;
    this.write(packed);
    this.descriptor(entry);
  }

  /**
   * A large part written in pieces: `write` deflates a piece (and answers once both the deflater
   * and `out` can take more, so a slow reader holds back the caller), `end` closes the part.
   */
  stream(path: string, level: number) {
    const name = Buffer.from(path);
    const entry = { name, crc: 0, size: 0, offset: this.offset, compressed: 0 };
    this.localHeader(name);
    const deflate = createDeflateRaw({ level });
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
    };
    deflate.on("data", (chunk: Buffer) => {
      entry.compressed += chunk.length;
      if (!this.write(chunk)) deflate.pause();
    });
    const resume = () => deflate.resume();
    // A download closed early (or failing) stops the deflater, so a writer waiting on either stops.
    const abandon = () => {
      fail(new Error("The download was closed"));
      deflate.destroy();
    };
    this.out.on("drain", resume);
    this.out.on("close", abandon);
    this.out.on("error", fail);
    deflate.on("error", fail);
    /** Waits for `event`; rejects when the stream fails or closes first. */
    const settled = async (stream: Writable | typeof deflate, event: string) => {
      const stop = new AbortController();
      const closed = once(stream, "close", { signal: stop.signal }).then(() => {
        throw failure ?? new Error("The download was closed");
      });
      try {
        await Promise.race([once(stream, event, { signal: stop.signal }), closed]);
      } finally {
        stop.abort();
      }
    };
    return {
      write: async (text: string) => {
        if (failure) throw failure;
        const data = Buffer.from(text);
        entry.crc = crc32(data, entry.crc);
        entry.size += data.length;
        if (!deflate.write(data)) await settled(deflate, "drain");
        if (this.out.writableNeedDrain) await settled(this.out, "drain");
      },
      end: async () => {
        if (failure) throw failure;
        deflate.end();
        await settled(deflate, "end");
        this.out.off("drain", resume);
        this.out.off("close", abandon);
        this.out.off("error", fail);
        this.descriptor(entry);
      },
    };
  }

  /** The central directory and its end record; then `out` ends. */
  async finish() {
    const start = this.offset;
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4);
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(0x0008, 8);
      c.writeUInt16LE(8, 10);
      c.writeUInt16LE(this.dosTime, 12);
      c.writeUInt16LE(this.dosDate, 14);
      c.writeUInt32LE(e.crc, 16);
      c.writeUInt32LE(e.compressed, 20);
      c.writeUInt32LE(e.size, 24);
      c.writeUInt16LE(e.name.length, 28);
      c.writeUInt32LE(e.offset, 42);
      this.write(c);
      this.write(e.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.write(end);
    this.out.end();
    await finished(this.out, { readable: false });
  }
}

/**
 * A workbook of one sheet streamed to `out`: `rows(xml)` appends ready row XML (see `rowXml`),
 * `end()` closes the sheet and the file. Deflate level 1: the sheet's XML is very repetitive, so
 * the fastest level still shrinks it about tenfold, at a third of the default level's CPU.
 */
export function xlsxWriter(out: Writable, sheet: XlsxSheet, now = new Date()) {
  const zip = new ZipOut(out, now);
  for (const [path, text] of packageParts(sheet)) zip.file(path, text);
  const part = zip.stream("xl/worksheets/sheet1.xml", 1);
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
      return part.write(text);
    },
    end: async () => {
      await part.write(`${head ?? ""}</sheetData></worksheet>`);
      await part.end();
      await zip.finish();
    },
  };
}
