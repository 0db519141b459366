import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  archiveAnswerSchema,
  queryIdsAnswerSchema,
  queryResultsAnswerSchema,
} from "../../server/contracts/panel-search";
import { listMemberPageSchema, respondentListPageSchema } from "../../server/contracts/private-lists";
import { RIGHTS } from "../../server/contracts/rights";
import { eventCreateAnswerSchema } from "../../server/contracts/sessions/events";
import { eligibilityOverrides } from "../../server/db/schema/panel-search";
import { respondentEvents, respondents } from "../../server/db/schema/respondents";
import { staffWithRights } from "../helpers/staff-with-rights";
import { el, expectStaffOnly, type SearchWorld, searchWorld, value } from "./panel-search-helpers";
import { makeSession } from "./sessions-helpers";

let w: SearchWorld;
beforeAll(async () => {
  w = await searchWorld();
});
afterAll(() => w?.server.close());

async function download(path: string, body: unknown, token: string) {
  const form = new FormData();
  form.set("json", JSON.stringify(body));
  const res = await fetch(`${w.server.url}${path}`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("exports", () => {
  it("writes the visible columns with labels, instants as DD/MM/YYYY HH:MM on the agency's clock", async () => {
    const body = {
      dtparams: { columns: ["firstName", "lastName", "createdAt"] },
      filters: [el("firstName", "notEmpty")],
    };
    const file = await download("/api/respondent/GetQueryResultsExport", body, w.recruiter);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    // The summary (name, filters, when), a blank row, then the header.
    expect(sheet?.getRow(1).getCell(1).value).toBe("Panel search results");
    expect(sheet?.getRow(2).getCell(1).value).toBe("Filters: 1 condition");
    expect(String(sheet?.getRow(3).getCell(1).value)).toMatch(/^Generated \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(sheet?.getRow(4).cellCount).toBe(0);
    expect(sheet?.getRow(5).values).toEqual([undefined, "First name", "Last name", "Joined", "Eligibility"]);
    expect(sheet?.getRow(5).getCell(1).font?.bold).toBe(true);
    expect(String(sheet?.getRow(6).getCell(3).value)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(sheet?.rowCount).toBe(Number(file.headers.get("X-Total-Rows")) + 5);
  });

  it("writes an event's incentive as dollars with the currency format, under the saved query's name", async () => {
    const [member] = await w.server.deps.db
      .insert(respondents)
      .values({ firstName: "Ina", lastName: "Centive", email: "ina.centive@example.com" })
      .returning();
    const [event] = await w.server.deps.db
      .insert(respondentEvents)
      .values({ respondentId: member?.id ?? 0, kind: "Session", status: "Attended", incentive: "75.00" })
      .returning();
    const body = {
      dtparams: { columns: ["id", "incentive"] },
      filters: [el("id", "equals", String(event?.id))],
      moduleName: "Search Events",
      queryName: "Attendees of session 101",
    };
    const file = await download("/api/event/GetQueryResultsExport", body, w.recruiter);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Attendees of session 101");
    expect(sheet?.getRow(5).values).toEqual([undefined, "Event ID", "Incentive"]);
    const incentive = sheet?.getRow(6).getCell(2);
    expect(incentive?.value).toBe(75);
    expect(incentive?.numFmt).toBe('"$"#,##0.00');
    expect(sheet?.rowCount).toBe(6);
  });

  it("writes every field (raw) and only the page unless allresults", async () => {
    const raw = await download(
      "/api/respondent/GetQueryResultsRawDataExport",
      { dtparams: { length: 2 } },
      w.recruiter,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw.bytes as unknown as ArrayBuffer);
    expect(((book.worksheets[0]?.getRow(5).values ?? []) as unknown[]).length).toBeGreaterThan(40);
    const page = await download(
      "/api/respondent/GetQueryResultsDataExport",
      { dtparams: { length: 3 } },
      w.recruiter,
    );
    const pageBook = new ExcelJS.Workbook();
    await pageBook.xlsx.load(page.bytes as unknown as ArrayBuffer);
    // Three summary lines and a blank row above the header, then the page's three rows.
    expect(pageBook.worksheets[0]?.rowCount).toBe(8);
    const all = await download(
      "/api/respondent/GetQueryResultsDataExport",
      { dtparams: { length: 3 }, allresults: true },
      w.recruiter,
    );
    const allBook = new ExcelJS.Workbook();
    await allBook.xlsx.load(all.bytes as unknown as ArrayBuffer);
    expect(allBook.worksheets[0]?.rowCount).toBeGreaterThan(8);
  });

  it("needs ExportAllResults and, for members, ExportRespondents", async () => {
    const noExr = await staffWithRights(w.server, [RIGHTS.ExportAllResults, RIGHTS.SearchEvents]);
    expect((await download("/api/respondent/GetQueryResultsExport", {}, noExr)).status).toBe(403);
    expect((await download("/api/respondent/GetQueryResultsExport", {}, w.bare)).status).toBe(403);
    expect(
      (
        await download(
          "/api/respondent/GetQueryResultsExport",
          { filters: [el("nope", "equals", "1")] },
          w.recruiter,
        )
      ).status,
    ).toBe(400);
    const docs = await staffWithRights(w.server, [RIGHTS.ExportAllResults, RIGHTS.ClientAdmin]);
    expect((await download("/api/document/GetQueryResultsExport", {}, docs)).status).toBe(200);
  });
});

describe("private lists", () => {
  it("creates a list, adds a selection, reads, removes and deletes it", async () => {
    const ids = value(
      await w.api.postJson("/api/respondent/GetQueryResultsIds", { maxrecords: 5 }, { token: w.recruiter }),
      queryIdsAnswerSchema,
    ).ids;
    const saved = await w.api.postJson(
      "/api/respondentlist/update",
      { name: "Focus group pool" },
      { token: w.recruiter },
    );
    const listId = (saved.body.value as { id: number }).id;
    const added = await w.api.postJson(
      "/api/respondentlist/addmembers",
      { listId, ids: [...ids, ids[0]] },
      { token: w.recruiter },
    );
    expect(added.body.value).toEqual({ added: 5 });
    expect(
      (await w.api.postJson("/api/respondentlist/addmembers", { listId, ids }, { token: w.recruiter })).body
        .value,
    ).toEqual({ added: 0 });
    const lists = value(
      await w.api.get("/api/respondentlists?search=Focus%20group%20pool", { token: w.recruiter }),
      respondentListPageSchema,
    );
    expect(lists.rows.find((l) => l.id === listId)?.memberCount).toBe(5);
    const detail = value(
      await w.api.get(`/api/respondentlist-members/${listId}`, { token: w.recruiter }),
      listMemberPageSchema,
    );
    expect(detail.rows.map((m) => m.id).sort()).toEqual([...ids].sort());
    await w.api.postJson(
      "/api/respondentlist/removemembers",
      { listId, ids: ids.slice(0, 2) },
      { token: w.recruiter },
    );
    expect(
      value(
        await w.api.get(`/api/respondentlist-members/${listId}`, { token: w.recruiter }),
        listMemberPageSchema,
      ).total,
    ).toBe(3);
    expect(
      (
        await w.api.postJson(
          "/api/respondentlist/addmembers",
          { listId, ids: [999999] },
          { token: w.recruiter },
        )
      ).status,
    ).toBe(404);
    expect(
      (await w.api.postJson("/api/respondentlist/delete", [listId], { token: w.recruiter })).status,
    ).toBe(200);
    expect((await w.api.get(`/api/respondentlist/${listId}`, { token: w.recruiter })).status).toBe(404);
  });

  it("refuses bad input, visitors and staff without PrivateListAdmin", async () => {
    expect(
      (await w.api.postJson("/api/respondentlist/update", { name: "" }, { token: w.recruiter })).status,
    ).toBe(400);
    expect(
      (
        await w.api.postJson(
          "/api/respondentlist/addmembers",
          { listId: "x", ids: [] },
          { token: w.recruiter },
        )
      ).status,
    ).toBe(400);
    await expectStaffOnly(w, (token) => w.api.get("/api/respondentlists", { token }), true);
  });
});

describe("event archive", () => {
  it("moves events older than the age to the archive, which event-archive searches", async () => {
    const db = w.server.handle.db;
    const [person] = await db.select({ id: respondents.id }).from(respondents).limit(1);
    const old = new Date(Date.now() - 1000 * 86_400_000);
    const [event] = await db
      .insert(respondentEvents)
      .values({ respondentId: person?.id ?? 0, kind: "Survey", status: "Completed", at: old })
      .returning({ id: respondentEvents.id });
    const moved = value(
      await w.api.postJson("/api/event/archive", { olderThanDays: 900 }, { token: w.recruiter }),
      archiveAnswerSchema,
    );
    expect(moved.moved).toBeGreaterThanOrEqual(1);
    const find = (entity: string) =>
      w.api.postJson(
        `/api/${entity}/GetQueryResults`,
        { filters: [el("id", "equals", String(event?.id))] },
        { token: w.recruiter },
      );
    expect(value(await find("event-archive"), queryResultsAnswerSchema).rows.map((r) => r.id)).toEqual([
      event?.id,
    ]);
    expect(value(await find("event"), queryResultsAnswerSchema).total).toBe(0);
    expect((await w.api.postJson("/api/event/archive", {}, { token: w.bare })).status).toBe(403);
    expect(
      (await w.api.postJson("/api/event/archive", { olderThanDays: 0 }, { token: w.recruiter })).status,
    ).toBe(400);
  });
});

/** Opts out the first panel member who is not opted out yet; answers their id. */
async function optOutAMember() {
  const db = w.server.handle.db;
  const [member] = await db
    .select({ id: respondents.id })
    .from(respondents)
    .where(eq(respondents.optedOut, false))
    .limit(1);
  const id = member?.id ?? 0;
  await db.update(respondents).set({ optedOut: true }).where(eq(respondents.id, id));
  return id;
}

/** The eligibility overrides recorded for a member. */
const overridesOf = (id: number) =>
  w.server.handle.db.select().from(eligibilityOverrides).where(eq(eligibilityOverrides.respondentId, id));

describe("eligibility in bookings", () => {
  it("labels opted-out members, leaves them out of a booking, and records an override", async () => {
    const jobId = w.jobIds[2] ?? 0;
    const id = await optOutAMember();
    const found = value(
      await w.api.postJson(
        "/api/respondent/GetQueryResults",
        { filters: [el("id", "equals", String(id))] },
        { token: w.recruiter },
      ),
      queryResultsAnswerSchema,
    );
    expect(found.rows[0]?.labels.map((l) => [l.code, l.blocked])).toContainEqual(["optedOut", true]);
    const excluded = value(
      await w.api.postJson(
        "/api/respondent/GetQueryResults",
        { filters: [el("id", "equals", String(id))], excludeLabels: ["optedOut"] },
        { token: w.recruiter },
      ),
      queryResultsAnswerSchema,
    );
    expect(excluded.total).toBe(0);
    const session = await makeSession(w.api, w.recruiter, jobId);
    const book = (token: string, extra: Record<string, unknown> = {}) =>
      w.api.postJson(
        "/api/event/create",
        { jobId, jobGroupId: session.id, respondentIds: [id], ...extra },
        { token },
      );
    const refused = await book(w.recruiter);
    expect(refused.body.succeeded).toBe(false);
    expect(refused.body.errors.join(" ")).toContain("not eligible (opted out");
    const jobOnly = await staffWithRights(w.server, [RIGHTS.JobAdmin]);
    expect((await book(jobOnly, { overrideEligibility: true })).status).toBe(403);
    const booked = value(
      await book(w.recruiter, { overrideEligibility: true, reason: "Client asked for them" }),
      eventCreateAnswerSchema,
    );
    expect(booked.created.map((c) => c.respondentId)).toEqual([id]);
    expect(await overridesOf(id)).toEqual([
      expect.objectContaining({
        labels: ["optedOut"],
        jobGroupId: session.id,
        reason: "Client asked for them",
      }),
    ]);
  });

  it("records a screener result for a blocked member but refuses moving them into a place", async () => {
    const jobId = w.jobIds[3] ?? 0;
    const id = await optOutAMember();
    const session = await makeSession(w.api, w.recruiter, jobId);
    const qualified = value(
      await w.api.postJson(
        "/api/event/create",
        { jobId, jobGroupId: session.id, respondentIds: [id], status: "Qualified" },
        { token: w.recruiter },
      ),
      eventCreateAnswerSchema,
    );
    const eventId = qualified.created[0]?.eventId ?? 0;
    expect(eventId).toBeGreaterThan(0);
    const move = (token: string, extra: Record<string, unknown> = {}) =>
      w.api.postJson("/api/event/update", { id: eventId, status: "Booked", ...extra }, { token });
    const refused = await move(w.recruiter);
    expect(refused.body.succeeded).toBe(false);
    expect(refused.body.errors.join(" ")).toContain("not eligible (opted out");
    const jobOnly = await staffWithRights(w.server, [RIGHTS.JobAdmin]);
    expect((await move(jobOnly, { overrideEligibility: true })).status).toBe(403);
    expect(
      (await move(w.recruiter, { overrideEligibility: true, reason: "Re-screened" })).body.succeeded,
    ).toBe(true);
    expect(await overridesOf(id)).toEqual([
      expect.objectContaining({ labels: ["optedOut"], reason: "Re-screened" }),
    ]);
  });
});
