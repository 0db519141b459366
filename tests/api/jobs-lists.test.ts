import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import type { z } from "zod";
import { jobSchema } from "../../server/contracts/jobs";
import {
  clientListRowSchema,
  jobDtParamsSchema,
  jobListRowSchema,
  queryResultSchema,
} from "../../server/contracts/query";
import { RIGHTS } from "../../server/contracts/rights";
import { jobExportBatches } from "../../server/db/repo/export-rows";
import { clients as clientsTable } from "../../server/db/schema/clients";
import { jobs as jobsTable } from "../../server/db/schema/jobs";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

type JobRow = {
  id: number;
  jobNumber: string;
  status: string;
  startDate: string | null;
  name: string;
  clientId: number;
};
type Page<R> = { rows: R[]; total: number; filtered: number };

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
let noExport: string;
let client: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  client = await api.login(DEMO.client.username, DEMO.client.password);
  noExport = await staffWithRights(server, [RIGHTS.JobAdmin, RIGHTS.ClientAdmin]);
});
afterAll(async () => {
  await server?.close();
});

/** The list contracts the browser parses query/result with, per entity. */
const PAGE_CONTRACTS: Record<string, z.ZodType> = {
  jobs: queryResultSchema(jobListRowSchema),
  clients: queryResultSchema(clientListRowSchema),
};

async function page(token: string, dtparams: unknown, entity = "jobs") {
  const answer = await api.postJson<Page<JobRow>>("/api/query/result", { entity, dtparams }, { token });
  const contract = PAGE_CONTRACTS[entity];
  if (contract && answer.status === 200 && answer.body.succeeded) contract.parse(answer.body.value);
  return answer;
}

describe("query/result", () => {
  it("pages, sorts and filters jobs; deep pages read from the far end agree with a full walk", async () => {
    const all = await page(admin, { start: 0, length: 500, sort: { column: "jobNumber", dir: "asc" } });
    expect(all.body.value.total).toBeGreaterThanOrEqual(200);
    const numbers = all.body.value.rows.map((r) => r.jobNumber);
    expect(numbers).toEqual([...numbers].sort());
    const last = await page(admin, {
      start: all.body.value.total - 7,
      length: 5,
      sort: { column: "jobNumber", dir: "asc" },
    });
    expect(last.body.value.rows.map((r) => r.jobNumber)).toEqual(numbers.slice(-7, -2));

    const open = await page(admin, {
      start: 0,
      length: 50,
      sort: { column: "startDate", dir: "desc" },
      filters: { status: "Open" },
    });
    expect(open.body.value.filtered).toBeLessThan(open.body.value.total);
    expect(open.body.value.rows.every((r) => r.status === "Open")).toBe(true);
    const starts = open.body.value.rows.map((r) => r.startDate ?? "");
    expect(starts).toEqual([...starts].sort().reverse());
    const tail = await page(admin, {
      start: open.body.value.filtered - 3,
      length: 50,
      sort: { column: "startDate", dir: "desc" },
      filters: { status: "Open" },
    });
    expect(tail.body.value.rows).toHaveLength(3);

    const search = await page(admin, { search: numbers[0]?.slice(0, 6), length: 10 });
    expect(search.body.value.rows.every((r) => r.jobNumber.startsWith(numbers[0]?.slice(0, 6) ?? "?"))).toBe(
      true,
    );
    const clients = await page(
      admin,
      { sort: { column: "name", dir: "asc" }, filters: { status: ["Active"] } },
      "clients",
    );
    expect(clients.body.value.rows.length).toBeGreaterThan(0);
    expect(
      clients.body.value.rows.every((r) => (r as unknown as { status: string }).status === "Active"),
    ).toBe(true);
    const beyond = await page(admin, { start: 100000, length: 10 });
    expect(beyond.body.value.rows).toEqual([]);
  });

  it("rejects unknown columns, entities and page sizes; guards the right", async () => {
    expect((await page(admin, { sort: { column: "password", dir: "asc" } })).status).toBe(400);
    expect((await page(admin, { length: 100000 })).status).toBe(400);
    expect((await page(admin, {}, "respondents")).status).toBe(400);
    expect((await page(client, {})).status).toBe(403);
    const form = await api.postForm<Page<JobRow>>(
      "/api/query/result",
      { entity: "jobs", dtparams: JSON.stringify({ length: 2 }) },
      { token: admin },
    );
    expect(form.body.value.rows).toHaveLength(2);
  });
});

describe("query/result free-text search (decision 084)", () => {
  it("matches 3+ character terms anywhere in the name, shorter ones as prefixes; pages agree", async () => {
    const db = server.deps.db;
    const [owner] = await db.insert(clientsTable).values({ name: "Hoopla Widgets Srch" }).returning();
    await db.insert(jobsTable).values(
      Array.from({ length: 12 }, (_, i) => ({
        jobNumber: `SRCH-${String(i).padStart(2, "0")}`,
        name: `Zebra Quokka Tasting ${i}`,
        clientId: owner?.id ?? null,
        status: i % 3 === 0 ? "Closed" : "Open",
      })),
    );
    const numbers = (r: Page<JobRow>) => r.rows.map((j) => j.jobNumber);
    // Mid-word, any case: the trigram path.
    const inside = await page(admin, { search: "uOKKA tas", length: 50 });
    expect(inside.body.value.filtered).toBe(12);
    expect(inside.body.value.total).toBeGreaterThan(200);
    // Sorted and paged: the second page is the full list's 5th–9th rows; past the end is empty.
    const sort = { column: "jobNumber", dir: "desc" };
    const full = await page(admin, { search: "quokka", sort, filters: { status: "Open" }, length: 50 });
    expect(numbers(full.body.value)).toEqual([
      "SRCH-11",
      "SRCH-10",
      "SRCH-08",
      "SRCH-07",
      "SRCH-05",
      "SRCH-04",
      "SRCH-02",
      "SRCH-01",
    ]);
    const second = await page(admin, {
      search: "quokka",
      sort,
      filters: { status: "Open" },
      start: 4,
      length: 3,
    });
    expect(numbers(second.body.value)).toEqual(["SRCH-05", "SRCH-04", "SRCH-02"]);
    expect(second.body.value.filtered).toBe(8);
    const beyond = await page(admin, { search: "quokka", sort, start: 40, length: 10 });
    expect(beyond.body.value).toMatchObject({ rows: [], filtered: 12 });
    // Job-number prefix (any case) still matches with 3+ characters.
    expect((await page(admin, { search: "srch-1", length: 50 })).body.value.filtered).toBe(2);
    // Two characters: prefixes of the number or the name only, never the middle of a name.
    expect((await page(admin, { search: "Ze", length: 50 })).body.value.filtered).toBeGreaterThanOrEqual(12);
    expect((await page(admin, { search: "sR", length: 50 })).body.value.filtered).toBe(12);
    const middle = await page(admin, { search: "uo", length: 500 });
    expect(middle.body.value.rows.some((j) => j.name.startsWith("Zebra"))).toBe(false);
    // LIKE wildcards are literal.
    expect((await page(admin, { search: "%", length: 50 })).body.value.filtered).toBe(0);
    expect((await page(admin, { search: "srch_0", length: 50 })).body.value.filtered).toBe(0);

    const byName = (search: string) =>
      page(admin, { search, sort: { column: "name", dir: "asc" } }, "clients").then((r) =>
        r.body.value.rows.map((c) => c.name),
      );
    expect(await byName("la widg")).toEqual(["Hoopla Widgets Srch"]);
    expect(await byName("Ho")).toContain("Hoopla Widgets Srch");
    expect(await byName("Wi")).not.toContain("Hoopla Widgets Srch");
  });
});

describe("query/export", () => {
  it("streams every matching row to xlsx with DD/MM/YYYY dates and neutralised formulas", async () => {
    const jobs = await page(admin, { length: 1, filters: { status: "Open" } });
    const target = jobs.body.value.rows[0];
    const full = await api.get(`/api/job/${target?.id}`, { token: admin, answer: jobSchema });
    await api.postJson(
      "/api/job/update",
      {
        ...full.body.value,
        id: target?.id,
        name: '=HYPERLINK("http://evil")',
        startDate: "2026-03-04",
        endDate: null,
      },
      { token: admin, answer: jobSchema },
    );
    const res = await fetch(`${server.url}/api/query/export`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({
        entity: "jobs",
        dtparams: { filters: { status: "Open" }, sort: { column: "jobNumber", dir: "asc" } },
      }),
    });
    expect(res.status).toBe(200);
    const total = Number(res.headers.get("x-total-rows"));
    expect(total).toBe(jobs.body.value.filtered);
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: "array", cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ""];
    if (!sheet) throw new Error("no sheet");
    // The summary: the list, its filters, when; a blank row; the header on row 5.
    expect(sheet.A1?.v).toBe("Jobs list");
    expect(sheet.A2?.v).toBe("Filters: Status: Open");
    expect(String(sheet.A3?.v)).toMatch(/^Generated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet, { range: 4, raw: false });
    expect(rows).toHaveLength(total);
    const at = rows.findIndex((r) => r["Job Number"] === target?.jobNumber);
    const evil = rows[at];
    expect(evil?.["Job Name"]).toBe('\'=HYPERLINK("http://evil")');
    expect(evil?.["Start Date"]).toBe("04/03/2026");
    // A real date (a serial day number) with the DD/MM/YYYY format, not text.
    const start = sheet[XLSX.utils.encode_cell({ r: 5 + at, c: 6 })];
    expect(start?.t).toBe("n");
    expect(start?.v).toBe(Date.UTC(2026, 2, 4) / 86_400_000 + 25_569);
    expect(start?.z).toBe("dd/mm/yyyy");
    expect(
      Object.values(sheet).some((cell) => typeof cell === "object" && cell !== null && "f" in cell),
    ).toBe(false);
  });

  it("walks keyset batches in exactly the list's order, NULL start dates and ties included", async () => {
    await server.deps.db.insert(jobsTable).values([
      ...Array.from({ length: 5 }, (_, i) => ({ jobNumber: `KEYN-${i}`, name: `No start ${i}` })),
      ...Array.from({ length: 4 }, (_, i) => ({
        jobNumber: `KEYT-${i}`,
        name: "Same start",
        startDate: "2025-06-01",
      })),
    ]);
    for (const sort of [
      { column: "startDate", dir: "asc" },
      { column: "startDate", dir: "desc" },
      { column: "name", dir: "asc" },
      { column: "createdAt", dir: "desc" },
    ]) {
      const listed = await page(admin, { start: 0, length: 500, sort });
      expect(listed.body.value.filtered).toBeLessThanOrEqual(500);
      const cells: unknown[][] = [];
      for await (const batch of jobExportBatches(
        server.deps.db,
        jobDtParamsSchema.parse({ sort }),
        "Australia/Sydney",
        7,
      )) {
        expect(batch.length).toBeLessThanOrEqual(7);
        cells.push(...batch);
      }
      expect(cells.map((c) => c[0])).toEqual(listed.body.value.rows.map((r) => r.jobNumber));
    }
  });

  it("refuses export without ExportAllResults", async () => {
    const denied = await api.postJson(
      "/api/query/export",
      { entity: "jobs", dtparams: {} },
      { token: noExport },
    );
    expect(denied.status).toBe(403);
    expect(denied.body.errors).toEqual([
      "You don't have permission to export results.<br>Please contact system administrator.",
    ]);
  });
});
