import { eq, ne } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_COLUMNS } from "../../server/contracts/list-columns";
import {
  clientListsAnswerSchema,
  listMemberPageSchema,
  respondentListPageSchema,
} from "../../server/contracts/private-lists";
import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { clientContacts, clients } from "../../server/db/schema/clients";
import { listImports } from "../../server/db/schema/list-imports";
import { respondentListMembers, respondentLists } from "../../server/db/schema/panel-search";
import { respondents } from "../../server/db/schema/respondents";
import { DEMO } from "../helpers/client";
import { staffWithRights } from "../helpers/staff-with-rights";
import { type SearchWorld, searchWorld, value } from "./panel-search-helpers";

/**
 * The private-list pages' calls (decisions 220, 221): the lists paged, members paged, the export
 * with contact fields under the export rights, the sample and template files, and the client's
 * own lists as counts only.
 */
let w: SearchWorld;
let acmeId = 0;
let otherClientId = 0;
let listId = 0;
let memberIds: number[] = [];
const WHO = {
  firstName: "Listy",
  lastName: "Exportsurname",
  email: "listy@export.test",
  mobile: "0499000111",
};

async function file(path: string, token?: string) {
  const res = await fetch(`${w.server.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function sheetOf(bytes: Buffer, index = 0) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[index];
  if (!sheet) throw new Error("no sheet");
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

beforeAll(async () => {
  w = await searchWorld();
  const db = w.server.handle.db;
  const [contact] = await db
    .select({ clientId: clientContacts.clientId })
    .from(clientContacts)
    .where(eq(clientContacts.email, DEMO.client.username));
  acmeId = contact?.clientId ?? 0;
  const [other] = await db.select({ id: clients.id }).from(clients).where(ne(clients.id, acmeId)).limit(1);
  otherClientId = other?.id ?? 0;
  const saved = await w.api.postJson(
    "/api/respondentlist/update",
    { name: "Zz export check", clientId: acmeId },
    { token: w.recruiter },
  );
  listId = (saved.body.value as { id: number }).id;
  const people = await db.select({ id: respondents.id }).from(respondents).limit(3);
  memberIds = people.map((p) => p.id);
  await db
    .update(respondents)
    .set({
      ...WHO,
      dateOfBirth: "1990-07-05",
      gender: "Female",
      postcode: "2000",
      suburb: "Sydney",
      state: "NSW",
    })
    .where(eq(respondents.id, memberIds[0] ?? 0));
  await w.api.postJson("/api/respondentlist/addmembers", { listId, ids: memberIds }, { token: w.recruiter });
}, 60_000);
afterAll(() => w?.server.close());

describe("staff lists and members, paged", () => {
  it("pages the lists with a total, searches names and sorts by member count", async () => {
    for (let i = 0; i < 4; i++)
      await w.api.postJson(
        "/api/respondentlist/update",
        { name: `Paging list ${i}` },
        { token: w.recruiter },
      );
    const first = value(
      await w.api.get("/api/respondentlists?search=Paging%20list&length=3", { token: w.recruiter }),
      respondentListPageSchema,
    );
    expect(first.total).toBe(4);
    expect(first.rows.map((r) => r.name)).toEqual(["Paging list 0", "Paging list 1", "Paging list 2"]);
    const second = value(
      await w.api.get("/api/respondentlists?search=Paging%20list&length=3&start=3", { token: w.recruiter }),
      respondentListPageSchema,
    );
    expect(second.rows.map((r) => r.name)).toEqual(["Paging list 3"]);
    const byCount = value(
      await w.api.get("/api/respondentlists?sort=memberCount&dir=desc&length=500", { token: w.recruiter }),
      respondentListPageSchema,
    );
    const counts = byCount.rows.map((r) => r.memberCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byCount.rows.find((r) => r.id === listId)?.clientName).toBe("Acme Research Co");
    expect((await w.api.get("/api/respondentlists?length=501", { token: w.recruiter })).status).toBe(400);
    expect((await w.api.get("/api/respondentlists?start=-1", { token: w.recruiter })).status).toBe(400);
  });

  it("pages a list's members and answers 404 for a missing list", async () => {
    const page = value(
      await w.api.get(`/api/respondentlist-members/${listId}?length=2`, { token: w.recruiter }),
      listMemberPageSchema,
    );
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(2);
    const found = value(
      await w.api.get(`/api/respondentlist-members/${listId}?search=exportsurname`, { token: w.recruiter }),
      listMemberPageSchema,
    );
    expect(found.rows.map((m) => m.email)).toEqual([WHO.email]);
    expect((await w.api.get("/api/respondentlist-members/999999", { token: w.recruiter })).status).toBe(404);
    expect((await w.api.get(`/api/respondentlist-members/${listId}`, { token: w.bare })).status).toBe(403);
  });
});

describe("the list export", () => {
  it("is an .xlsx of the members with the decided columns, contact fields included", async () => {
    const res = await file(`/api/respondentlist-export/${listId}`, w.recruiter);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(/Zz-export-check-\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(res.headers.get("X-Total-Rows")).toBe("3");
    const rows = await sheetOf(res.bytes);
    expect(rows[0]).toEqual(["Respondent ID", ...LIST_COLUMNS.map((c) => c.header), "Added to list"]);
    expect(rows).toHaveLength(4);
    const listy = rows.find((r) => r[0] === memberIds[0]);
    // Days are real dates shown DD/MM/YYYY (UTC midnight of the day), so the file sorts and reimports.
    expect(listy?.slice(1, 10)).toEqual([
      WHO.firstName,
      WHO.lastName,
      WHO.email,
      WHO.mobile,
      new Date("1990-07-05T00:00:00.000Z"),
      "Female",
      "2000",
      "Sydney",
      "NSW",
    ]);
    expect(listy?.[10]).toBeInstanceOf(Date);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(2).getCell(6).numFmt).toBe("dd/mm/yyyy");
    expect(book.worksheets[0]?.getRow(2).getCell(11).numFmt).toBe("dd/mm/yyyy");
  });

  it("refuses without PrivateListAdmin, without the export rights (the spec's text) and for a missing list", async () => {
    const noList = await staffWithRights(w.server, ["EXP", "EXR"]);
    expect((await file(`/api/respondentlist-export/${listId}`, noList)).status).toBe(403);
    const noExport = await staffWithRights(w.server, ["LST"]);
    const denied = await file(`/api/respondentlist-export/${listId}`, noExport);
    expect(denied.status).toBe(403);
    expect(JSON.parse(denied.bytes.toString()).errors).toEqual([EXPORT_DENIED]);
    expect((await file(`/api/respondentlist-export/${listId}`)).status).toBe(401);
    expect((await file(`/api/respondentlist-export/${listId}`, w.client)).status).toBe(403);
    expect((await file("/api/respondentlist-export/999999", w.recruiter)).status).toBe(404);
  });
});

describe("the sample list file and the import template", () => {
  it("write the one list of columns; the sample has made-up rows, the template notes", async () => {
    const sample = await file("/api/config/files/private-list-sample", w.recruiter);
    expect(sample.status).toBe(200);
    const rows = await sheetOf(sample.bytes);
    expect(rows[0]).toEqual(LIST_COLUMNS.map((c) => c.header));
    expect(rows.length).toBe(4);
    expect(rows.slice(1).every((r) => String(r[2]).endsWith(".com") || /@example\./.test(String(r[2])))).toBe(
      true,
    );
    const template = await file("/api/config/files/panel-import-template", w.recruiter);
    expect(template.status).toBe(200);
    expect(await sheetOf(template.bytes)).toEqual([LIST_COLUMNS.map((c) => c.header)]);
    expect((await sheetOf(template.bytes, 1)).length).toBe(LIST_COLUMNS.length + 1);
    expect((await file("/api/config/files/panel-import-template", w.bare)).status).toBe(403);
    expect((await file("/api/config/files/panel-import-template", w.client)).status).toBe(403);
    expect((await file("/api/config/files/private-list-sample")).status).toBe(401);
  });
});

describe("the client's own lists", () => {
  it("refuses when the client record does not allow private lists, for the call and the sample", async () => {
    const db = w.server.handle.db;
    await db.update(clients).set({ allowPrivateList: false }).where(eq(clients.id, acmeId));
    const refused = await w.api.get("/api/private-lists/mine", { token: w.client });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(["Private lists are not enabled for your company."]);
    expect((await file("/api/config/files/private-list-sample", w.client)).status).toBe(403);
    await db.update(clients).set({ allowPrivateList: true }).where(eq(clients.id, acmeId));
    expect((await file("/api/config/files/private-list-sample", w.client)).status).toBe(200);
  });

  it("answers names, dates and counts of its company's lists only, never a member", async () => {
    const db = w.server.handle.db;
    await db.update(clients).set({ allowPrivateList: true }).where(eq(clients.id, acmeId));
    const [foreign] = await db
      .insert(respondentLists)
      .values({ name: "Another company's list", clientId: otherClientId, createdBy: "test" })
      .returning({ id: respondentLists.id });
    await db
      .insert(respondentListMembers)
      .values({ listId: foreign?.id ?? 0, respondentId: memberIds[0] ?? 0, addedBy: "test" });
    const res = await w.api.get("/api/private-lists/mine", { token: w.client });
    const mine = value(res, clientListsAnswerSchema);
    const ours = (await db.select().from(respondentLists).where(eq(respondentLists.clientId, acmeId))).map(
      (l) => l.id,
    );
    expect(mine.map((l) => l.id).sort()).toEqual(ours.sort());
    expect(mine.some((l) => l.id === foreign?.id)).toBe(false);
    expect(mine.find((l) => l.id === listId)).toMatchObject({ name: "Zz export check", memberCount: 3 });
    const text = JSON.stringify(res.body);
    for (const secret of [WHO.firstName, WHO.lastName, WHO.email, WHO.mobile])
      expect(text).not.toContain(secret);
    expect(Object.keys(mine[0] ?? {}).sort()).toEqual(
      ["createdAt", "description", "id", "lastMatch", "memberCount", "name"].sort(),
    );
  });

  it("gives each list its newest match report, with the client's counts only", async () => {
    const db = w.server.handle.db;
    await db.update(clients).set({ allowPrivateList: true }).where(eq(clients.id, acmeId));
    const base = { listId, clientId: acmeId, fileName: "people.csv", columns: ["E-mail"] };
    const older = { total: 9, valid: 9, invalid: 0, duplicate: 0, inPanel: 0, optedOut: 0 };
    const newest = { total: 20, valid: 10, invalid: 3, duplicate: 2, inPanel: 4, optedOut: 1 };
    await db.insert(listImports).values({ ...base, kind: "client-list", owner: "Client:1", counts: older });
    await db.insert(listImports).values({ ...base, kind: "private-list", owner: "Staff:1", counts: newest });
    // Uploaded but not yet checked: no report, so it does not replace the last one.
    await db.insert(listImports).values({ ...base, kind: "client-list", owner: "Client:1" });
    const mine = value(
      await w.api.get("/api/private-lists/mine", { token: w.client }),
      clientListsAnswerSchema,
    );
    const last = mine.find((l) => l.id === listId)?.lastMatch;
    expect(last?.counts).toEqual({ total: 20, accepted: 15, invalid: 3, duplicate: 2 });
    expect(Date.parse(last?.at ?? "")).not.toBeNaN();
    for (const l of mine)
      if (l.lastMatch)
        expect(Object.keys(l.lastMatch.counts).sort()).toEqual(["accepted", "duplicate", "invalid", "total"]);
  });

  it("is for client contacts only: staff and respondents are refused, visitors must sign in", async () => {
    expect((await w.api.get("/api/private-lists/mine", { token: w.recruiter })).status).toBe(403);
    expect((await w.api.get("/api/private-lists/mine", { token: w.me })).status).toBe(403);
    expect((await w.api.get("/api/private-lists/mine")).status).toBe(401);
  });
});
