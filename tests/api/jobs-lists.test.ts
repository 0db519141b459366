import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { RIGHTS } from "../../server/contracts/rights";
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

const page = (token: string, dtparams: unknown, entity = "jobs") =>
  api.postJson<Page<JobRow>>("/api/query/result", { entity, dtparams }, { token });

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

describe("query/export", () => {
  it("streams every matching row to xlsx with DD/MM/YYYY dates and neutralised formulas", async () => {
    const jobs = await page(admin, { length: 1, filters: { status: "Open" } });
    const target = jobs.body.value.rows[0];
    const full = await api.get<{ clientId: number }>(`/api/job/${target?.id}`, { token: admin });
    await api.postJson(
      "/api/job/update",
      {
        ...full.body.value,
        id: target?.id,
        name: '=HYPERLINK("http://evil")',
        startDate: "2026-03-04",
        endDate: null,
      },
      { token: admin },
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
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: "array" });
    const sheet = book.Sheets[book.SheetNames[0] ?? ""];
    if (!sheet) throw new Error("no sheet");
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(sheet);
    expect(rows).toHaveLength(total);
    const evil = rows.find((r) => r["Job Number"] === target?.jobNumber);
    expect(evil?.["Job Name"]).toBe('\'=HYPERLINK("http://evil")');
    expect(evil?.["Start Date"]).toBe("04/03/2026");
    expect(
      Object.values(sheet).some((cell) => typeof cell === "object" && cell !== null && "f" in cell),
    ).toBe(false);
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
