import { createWriteStream } from "node:fs";
import { writeFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import type { Db } from "../../server/db/client";
import { respondents } from "../../server/db/schema/respondents";

/**
 * A generated panel list with known outcomes, for the import's API test and bench: per 100 rows,
 * 5 bad (e-mail, mobile, date, missing name), 3 repeating an earlier row of the file, 10 of people
 * already in the panel (matched by e-mail in any case, or by mobile written another way), 1 of an
 * opted-out member and 81 new people. `offset` keeps the mobiles of several lists apart.
 */

export const LIST_HEADER = [
  "First Name",
  "Surname",
  "Email",
  "Mobile",
  "DOB",
  "Gender",
  "Postcode",
  "Suburb",
  "State",
];

/** The mapping of LIST_HEADER's columns to panel fields, as the import's check takes it. */
export const LIST_MAPPING = {
  firstName: 0,
  lastName: 1,
  email: 2,
  mobile: 3,
  dateOfBirth: 4,
  gender: 5,
  postcode: 6,
  suburb: 7,
  state: 8,
};

export interface GeneratedList {
  rows: (string | Date)[][];
  panel: { email: string; mobile: string; optedOut: boolean }[];
  expected: {
    total: number;
    invalid: number;
    duplicate: number;
    inPanel: number;
    optedOut: number;
    valid: number;
  };
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");

export function generateList(n: number, tag: string, offset = 0): GeneratedList {
  if (n % 100 !== 0) throw new Error("n must be a multiple of 100");
  const rows: (string | Date)[][] = [];
  const panel: GeneratedList["panel"] = [];
  const person = (k: number, dob: string | Date) => [
    `Zoë${k}`,
    `Łukasz-${k}`,
    `${tag}.new${k}@import.test`,
    k % 3 === 0 ? `+61 47${pad(offset + k, 7)}` : `047${pad(offset + k, 7)}`,
    dob,
    k % 2 === 0 ? "F" : "Male",
    pad(2000 + (k % 900), 4),
    "Newtown",
    "nsw",
  ];
  const dob = (k: number, asDate: boolean) =>
    asDate
      ? new Date(Date.UTC(1950 + (k % 50), k % 12, 1 + (k % 28)))
      : `${1 + (k % 28)}/${1 + (k % 12)}/${1950 + (k % 50)}`;
  for (let i = 0; i < n; i++) {
    const slot = i % 100;
    const block = i - slot;
    const asDate = i % 2 === 0;
    if (slot < 5) {
      const r = person(i, dob(i, asDate));
      if (slot === 0) r[2] = `bad@@${i}.test`;
      if (slot === 1) r[3] = `12345${i}`;
      if (slot === 2) r[4] = "31/02/1980";
      if (slot === 3) r[0] = "";
      if (slot === 4) r[2] = `not-an-email-${i}`;
      rows.push(r);
    } else if (slot < 16) {
      const j = panel.length;
      const optedOut = slot === 15;
      const email = `${tag}.panel${j}@import.test`;
      const mobile = `048${pad(offset + j, 7)}`;
      panel.push({ email, mobile, optedOut });
      const byMobile = j % 3 === 1;
      rows.push([
        `Pat${j}`,
        "Member",
        byMobile ? "" : ` ${email.toUpperCase()} `,
        byMobile ? `+61 48${pad(offset + j, 7)}` : "",
        dob(j, asDate),
        "",
        "",
        "",
        "",
      ]);
    } else if (slot >= 95 && slot <= 97) {
      const r = person(block + slot - 45, dob(i, asDate));
      r[0] = `Again${i}`;
      rows.push(r);
    } else rows.push(person(i, dob(i, asDate)));
  }
  const per = n / 100;
  return {
    rows,
    panel,
    expected: {
      total: n,
      invalid: 5 * per,
      duplicate: 3 * per,
      inPanel: 10 * per,
      optedOut: per,
      valid: 81 * per,
    },
  };
}

const csvCell = (v: string | Date) => {
  const s = v instanceof Date ? `${v.getUTCDate()}/${v.getUTCMonth() + 1}/${v.getUTCFullYear()}` : v;
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** A UTF-8 csv with a BOM (as Excel writes it), semicolon-separated when asked. */
export async function writeCsv(path: string, rows: (string | Date)[][], delimiter = ",") {
  const lines = [LIST_HEADER, ...rows].map((r) => r.map(csvCell).join(delimiter));
  await writeFile(path, `\uFEFF${lines.join("\r\n")}\r\n`);
}

/** An xlsx with real date cells (written by ExcelJS's streaming writer, shared strings like Excel). */
export async function writeXlsx(path: string, rows: (string | Date)[][]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(path),
    useStyles: true,
    useSharedStrings: true,
  });
  const sheet = workbook.addWorksheet("List");
  sheet.addRow(LIST_HEADER).commit();
  for (const r of rows) {
    const row = sheet.addRow(r);
    row.getCell(5).numFmt = "dd/mm/yyyy";
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Puts the list's panel members into the panel (batches of 1,000). */
export async function insertPanel(db: Db, panel: GeneratedList["panel"]) {
  for (let i = 0; i < panel.length; i += 1000) {
    await db.insert(respondents).values(
      panel.slice(i, i + 1000).map((p, k) => ({
        firstName: "Pat",
        lastName: `Member${i + k}`,
        email: p.email,
        mobile: p.mobile,
        optedOut: p.optedOut,
        country: "AU",
      })),
    );
  }
}
