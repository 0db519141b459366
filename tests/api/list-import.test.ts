import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, ilike, like, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_COLUMNS } from "../../server/contracts/list-columns";
import {
  importStatusSchema,
  reportAnswerSchema,
  uploadAnswerSchema,
} from "../../server/contracts/list-import";
import { RIGHTS } from "../../server/contracts/rights";
import { setConfigItem } from "../../server/db/repo/config";
import { clientContacts, clients } from "../../server/db/schema/clients";
import { listImportRows, listImports } from "../../server/db/schema/list-imports";
import { respondentListMembers, respondentLists } from "../../server/db/schema/panel-search";
import { respondents } from "../../server/db/schema/respondents";
import { runImport, startListImportWorker } from "../../server/services/list-import/job";
import { apiClient, DEMO } from "../helpers/client";
import {
  generateList,
  insertPanel,
  LIST_HEADER,
  LIST_MAPPING as MAPPING,
  writeCsv,
  writeXlsx,
} from "../helpers/list-file";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

/**
 * List imports (decisions 217–218). The big file's size: LIST_IMPORT_ROWS (at least 5,000 for the
 * stop half way step), default 100,000, the size: about 35 s on PGlite on a quiet 2-core
 * machine, 99 s under load. `npm run bench:import` times the same file per phase.
 */
const N = Number(process.env.LIST_IMPORT_ROWS ?? 100_000);

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let importer: string;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  importer = await staffWithRights(server, [RIGHTS.ImportListAdmin]);
  dir = mkdtempSync(join(tmpdir(), "list-import-test-"));
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function upload(
  path: string,
  file: string,
  name: string,
  token: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("files", new Blob([await readFile(file)]), name);
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return api.postMultipart(path, form, { token, answer: uploadAnswerSchema });
}

const check = (importId: number, token: string, mapping: Record<string, number> = MAPPING) =>
  api.postJson(
    "/api/list-import/check",
    { importId, mapping, dateFormat: "DD/MM/YYYY" },
    { token, answer: reportAnswerSchema },
  );

const tagged = (tag: string) => like(respondents.email, `${tag}.%`);

describe("panel list import", () => {
  it(`reports exactly the bad, repeated, known and opted-out rows of a ${N.toLocaleString()}-row csv, then imports the valid ones once even when stopped half way`, async () => {
    const list = generateList(N, "big");
    await insertPanel(server.deps.db, list.panel);
    const file = join(dir, "big.csv");
    await writeCsv(file, list.rows);

    const up = await upload("/api/files/panellistupload", file, "big.csv", importer);
    expect(up.status).toBe(200);
    expect(up.body.value.rowCount).toBe(N);
    expect(up.body.value.mapping).toMatchObject({
      firstName: 0,
      lastName: 1,
      email: 2,
      mobile: 3,
      dateOfBirth: 4,
    });
    const importId = up.body.value.importId;

    const report = await check(importId, importer);
    expect(report.status).toBe(200);
    const { expected } = list;
    expect(report.body.value.counts).toEqual({
      total: expected.total,
      valid: expected.valid,
      invalid: expected.invalid,
      duplicate: expected.duplicate,
      inPanel: expected.inPanel,
      optedOut: expected.optedOut,
    });
    // Nothing is stored before the import.
    const before = await server.deps.db.$count(respondents, tagged("big"));
    expect(before).toBe(expected.inPanel + expected.optedOut);
    const reasons = report.body.value.rows.map((r) => r.reason ?? "");
    expect(reasons.some((r) => r.includes("is not a valid e-mail address"))).toBe(true);
    expect(reasons.some((r) => r.includes("is not an Australian mobile number"))).toBe(true);
    expect(reasons.some((r) => r.includes("not a date in the format DD/MM/YYYY"))).toBe(true);

    const dups = await api.get(`/api/files/panellistupload?importId=${importId}`, {
      token: importer,
      answer: reportAnswerSchema,
    });
    expect(dups.body.value.rows.length + dups.body.value.moreRows).toBe(
      expected.duplicate + expected.inPanel + expected.optedOut,
    );
    const latest = await api.get("/api/files/panellistupload", {
      token: importer,
      answer: reportAnswerSchema,
    });
    expect(latest.body.value.importId).toBe(importId);

    const started = await api.postJson(
      "/api/list-import/start",
      { importId },
      { token: importer, answer: importStatusSchema },
    );
    expect(started.body.value).toMatchObject({ status: "queued", toImport: expected.valid, imported: 0 });
    // A worker that dies after three batches, then the queue's worker resuming the same job.
    expect(await runImport(server.deps, { importId, by: "test" }, { maxBatches: 3 })).toBe(false);
    const half = await api.get(`/api/list-import/${importId}`, {
      token: importer,
      answer: importStatusSchema,
    });
    expect(half.body.value).toMatchObject({ status: "importing", imported: 3000 });
    const importStarted = Date.now();
    const stopWorker = await startListImportWorker(server.deps);
    try {
      await expect
        .poll(
          async () =>
            (await api.get(`/api/list-import/${importId}`, { token: importer, answer: importStatusSchema }))
              .body.value.status,
          { timeout: 240_000, interval: 500 },
        )
        .toBe("done");
    } finally {
      await stopWorker();
    }
    const db = server.deps.db;
    expect(await db.$count(respondents, tagged("big"))).toBe(before + expected.valid);
    const twice = await db.execute(
      sql`select count(*)::int as n from (select lower(email) from respondents where email like 'big.%' group by 1 having count(*) > 1) x`,
    );
    expect((twice as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const [imp] = await db.select().from(listImports).where(eq(listImports.id, importId));
    expect(imp?.imported).toBe(expected.valid);
    // The planner's statistics know the imported members (PGlite has no autovacuum).
    const stats = (await db.execute(
      sql`select last_analyze from pg_stat_user_tables where relname = 'respondents'`,
    )) as unknown as { rows: { last_analyze: Date | string | null }[] };
    const analyzedAt = stats.rows[0]?.last_analyze;
    expect(analyzedAt).toBeTruthy();
    expect(new Date(analyzedAt ?? 0).getTime()).toBeGreaterThanOrEqual(importStarted - 1000);
    const optedOut = await db.$count(respondents, sql`${tagged("big")} and ${respondents.optedOut}`);
    expect(optedOut).toBe(expected.optedOut);
    // Normalised as the panel keeps them.
    const [one] = await db.select().from(respondents).where(eq(respondents.email, "big.new16@import.test"));
    expect(one).toMatchObject({
      mobile: "0470000016",
      dateOfBirth: "1966-05-17",
      gender: "Female",
      state: "NSW",
    });
    // Running the finished job again stores nothing.
    expect(await runImport(server.deps, { importId, by: "test" })).toBe(true);
    expect(await db.$count(respondents, tagged("big"))).toBe(before + expected.valid);
  }, 300_000);

  it("reads an xlsx with date cells and a semicolon csv with a BOM the same way; remembers the mapping per template", async () => {
    const list = generateList(300, "small", 200_000);
    await insertPanel(server.deps.db, list.panel);
    const xlsx = join(dir, "small.xlsx");
    await writeXlsx(xlsx, list.rows);
    const up = await upload("/api/files/panellistupload", xlsx, "small.xlsx", importer);
    expect(up.status).toBe(200);
    const swapped = { ...MAPPING, suburb: 8, state: 7 };
    const report = await check(up.body.value.importId, importer, swapped);
    expect(report.body.value.counts).toMatchObject({
      invalid: 15,
      duplicate: 9,
      inPanel: 30,
      optedOut: 3,
      valid: 243,
    });

    const csv = join(dir, "small.csv");
    await writeCsv(csv, list.rows, ";");
    const again = await upload("/api/files/panellistupload", csv, "small.csv", importer);
    expect(again.body.value).toMatchObject({ remembered: true, mapping: swapped, rowCount: 300 });
    expect(again.body.value.preview[1]?.[2]).toBe("small.new1@import.test");
    const csvReport = await check(again.body.value.importId, importer);
    expect(csvReport.body.value.counts).toMatchObject({
      invalid: 15,
      duplicate: 9,
      inPanel: 30,
      optedOut: 3,
      valid: 243,
    });

    const res = await fetch(`${server.url}/api/list-import/${again.body.value.importId}/errors`, {
      headers: { authorization: `Bearer ${importer}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    // The problem rows' file: the row number, the list's own columns, then the reason.
    expect(sheet?.getRow(1).values).toEqual([undefined, "Row", ...LIST_HEADER, "Reason"]);
    expect(sheet?.rowCount).toBe(1 + 15 + 9 + 30 + 3);
  });

  it("maps a filled-in import template with no manual mapping", async () => {
    const res = await fetch(`${server.url}/api/config/files/panel-import-template`, {
      headers: { authorization: `Bearer ${importer}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error("no sheet");
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual(LIST_COLUMNS.map((c) => c.header));
    // The template's own header row and two people, as someone filling it in would save it.
    const rows = [
      header,
      [
        "Tess",
        "Template",
        "tess.template@example.com",
        "0491 570 157",
        "01/02/1990",
        "Female",
        "2042",
        "Newtown",
        "NSW",
      ],
      [
        "Theo",
        "Template",
        "theo.template@example.com",
        "0491 570 158",
        "03/04/1985",
        "Male",
        "3000",
        "Melbourne",
        "VIC",
      ],
    ];
    const file = join(dir, "template-filled.csv");
    await import("node:fs/promises").then((fs) =>
      fs.writeFile(file, `${rows.map((r) => r.join(",")).join("\r\n")}\r\n`),
    );
    const up = await upload("/api/files/panellistupload", file, "template-filled.csv", importer);
    expect(up.body.value.remembered).toBe(false);
    expect(up.body.value.mapping).toEqual(Object.fromEntries(LIST_COLUMNS.map((c, i) => [c.key, i])));
    const report = await check(
      up.body.value.importId,
      importer,
      up.body.value.mapping as Record<string, number>,
    );
    expect(report.body.value.counts).toMatchObject({ total: 2, valid: 2 });

    // Tess joins the panel between the report and the import: she is linked, not stored twice.
    const db = server.deps.db;
    const [tess] = await db
      .insert(respondents)
      .values({ firstName: "Tess", lastName: "Joined", email: "Tess.Template@example.com" })
      .returning({ id: respondents.id });
    const importId = up.body.value.importId;
    await api.postJson(
      "/api/list-import/start",
      { importId },
      { token: importer, answer: importStatusSchema },
    );
    expect(await runImport(server.deps, { importId, by: "test" })).toBe(true);
    const people = await db
      .select({ id: respondents.id, email: respondents.email })
      .from(respondents)
      .where(ilike(respondents.email, "%.template@example.com"));
    expect(people.filter((p) => p.email?.toLowerCase() === "tess.template@example.com")).toEqual([
      { id: tess?.id, email: "Tess.Template@example.com" },
    ]);
    expect(people.filter((p) => p.email === "theo.template@example.com")).toHaveLength(1);
    const rowsAfter = await db
      .select({ outcome: listImportRows.outcome, matched: listImportRows.matchedId })
      .from(listImportRows)
      .where(eq(listImportRows.importId, importId));
    expect(rowsAfter).toContainEqual({ outcome: "in-panel", matched: tess?.id });

    // One template: the former csv call is gone.
    expect((await fetch(`${server.url}/api/list-import/template`)).status).not.toBe(200);
  });

  it("refuses without the right, when the flag is off, and bad files with a 400 envelope", async () => {
    const csv = join(dir, "tiny.csv");
    await writeCsv(csv, generateList(100, "tiny", 500_000).rows);
    const lister = await staffWithRights(server, [RIGHTS.PrivateListAdmin]);
    expect((await upload("/api/files/panellistupload", csv, "tiny.csv", lister)).status).toBe(403);
    const clientToken = await api.login(DEMO.client.username, DEMO.client.password);
    expect((await upload("/api/files/panellistupload", csv, "tiny.csv", clientToken)).status).toBe(403);
    expect((await api.get("/api/files/panellistupload", {})).status).toBe(401);

    const up = await upload("/api/files/panellistupload", csv, "tiny.csv", importer);
    await setConfigItem(server.deps.db, "IsimportlistAllowed", "flag", "false");
    try {
      expect((await upload("/api/files/panellistupload", csv, "tiny.csv", importer)).status).toBe(403);
      expect((await check(up.body.value.importId, importer)).status).toBe(403);
      expect((await api.get("/api/files/panellistupload", { token: importer })).status).toBe(403);
    } finally {
      await setConfigItem(server.deps.db, "IsimportlistAllowed", "flag", "true");
    }
    // Another importer's panel import is still a panel import: a private-list admin may not touch it.
    expect((await check(up.body.value.importId, lister)).status).toBe(403);

    const png = join(dir, "picture.xlsx");
    await import("node:fs/promises").then((fs) =>
      fs.writeFile(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])),
    );
    const bad = await upload("/api/files/panellistupload", png, "picture.xlsx", importer);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.join(" ")).toMatch(/not an \.xlsx or \.csv/);
    const fake = join(dir, "fake.xlsx");
    await import("node:fs/promises").then((fs) =>
      fs.writeFile(fake, Buffer.from("PK\u0003\u0004 not a zip at all")),
    );
    expect((await upload("/api/files/panellistupload", fake, "fake.xlsx", importer)).status).toBe(400);
    const header = join(dir, "header.csv");
    await import("node:fs/promises").then((fs) => fs.writeFile(header, "Email,Mobile\r\n"));
    expect((await upload("/api/files/panellistupload", header, "header.csv", importer)).status).toBe(400);
    expect(
      (await api.postMultipart("/api/files/panellistupload", new FormData(), { token: importer })).status,
    ).toBe(400);
    const noName = await check(up.body.value.importId, importer, { email: 2 });
    expect(noName.status).toBe(400);
    expect((await check(up.body.value.importId, importer, { firstName: 0, email: 40 })).status).toBe(400);
  });
});

describe("private list uploads", () => {
  it("staff fill a list with the new and the known people of a file", async () => {
    const list = generateList(100, "staffl", 300_000);
    await insertPanel(server.deps.db, list.panel);
    const csv = join(dir, "staffl.csv");
    await writeCsv(csv, list.rows);
    const lister = await staffWithRights(server, [RIGHTS.PrivateListAdmin]);
    const [target] = await server.deps.db
      .insert(respondentLists)
      .values({ name: "Uploaded", createdBy: "test" })
      .returning();
    const up = await upload("/api/respondentlist/upload", csv, "staffl.csv", lister, {
      listId: String(target?.id),
    });
    expect(up.status).toBe(200);
    const report = await check(up.body.value.importId, lister);
    expect(report.body.value.counts).toMatchObject({ valid: 81, inPanel: 10, optedOut: 1 });
    expect((await check(up.body.value.importId, importer)).status).toBe(403);
    await api.postJson("/api/list-import/start", { importId: up.body.value.importId }, { token: lister });
    expect(await runImport(server.deps, { importId: up.body.value.importId, by: "test" })).toBe(true);
    const members = await server.deps.db.$count(
      respondentListMembers,
      eq(respondentListMembers.listId, target?.id ?? 0),
    );
    expect(members).toBe(92);
  });

  it("a client uploads into its own list only when its record allows private lists, and sees counts and its file's problems only", async () => {
    const db = server.deps.db;
    const clientToken = await api.login(DEMO.client.username, DEMO.client.password);
    const [contact] = await db
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.email, "client@demo.test"));
    const clientId = contact?.clientId ?? 0;
    const [own] = await db
      .insert(respondentLists)
      .values({ name: "Our customers", clientId, createdBy: "test" })
      .returning();
    const [other] = await db.insert(clients).values({ name: "Other Co" }).returning();
    const [theirs] = await db
      .insert(respondentLists)
      .values({ name: "Theirs", clientId: other?.id, createdBy: "test" })
      .returning();
    const list = generateList(100, "cli", 400_000);
    await insertPanel(db, list.panel);
    const csv = join(dir, "cli.csv");
    await writeCsv(csv, list.rows);
    const send = (listId: number) => {
      const form = new FormData();
      form.set("json", JSON.stringify({ listId }));
      return readFile(csv).then((bytes) => {
        form.set("files0", new Blob([bytes]), "cli.csv");
        return api.postMultipart("/api/private-list/upload", form, {
          token: clientToken,
          answer: uploadAnswerSchema,
        });
      });
    };
    await db.update(clients).set({ allowPrivateList: false }).where(eq(clients.id, clientId));
    expect((await send(own?.id ?? 0)).status).toBe(403);
    await db.update(clients).set({ allowPrivateList: true }).where(eq(clients.id, clientId));
    expect((await send(theirs?.id ?? 0)).status).toBe(404);
    expect(
      (await upload("/api/respondentlist/upload", csv, "cli.csv", clientToken, { listId: String(own?.id) }))
        .status,
    ).toBe(403);
    const up = await send(own?.id ?? 0);
    expect(up.status).toBe(200);
    const report = await check(up.body.value.importId, clientToken);
    expect(report.status).toBe(200);
    expect(report.body.value.counts).toEqual({
      total: 100,
      valid: 92,
      invalid: 5,
      duplicate: 3,
      accepted: 92,
    });
    expect(report.body.value.rows.map((r) => r.outcome).sort()).toEqual(
      [...Array(5).fill("duplicate").slice(0, 3), ...Array(5).fill("invalid")].sort(),
    );
    expect(JSON.stringify(report.body.value)).not.toMatch(/panel|matchedId|opted/i);
    expect((await api.get(`/api/list-import/${up.body.value.importId}`, { token: importer })).status).toBe(
      403,
    );
    const started = await api.postJson(
      "/api/list-import/start",
      { importId: up.body.value.importId },
      { token: clientToken },
    );
    expect(started.status).toBe(200);
    expect(await runImport(server.deps, { importId: up.body.value.importId, by: "test" })).toBe(true);
    expect(await db.$count(respondentListMembers, eq(respondentListMembers.listId, own?.id ?? 0))).toBe(92);
    const staged = await db.$count(listImportRows, eq(listImportRows.importId, up.body.value.importId));
    expect(staged).toBe(100);
  });
});
