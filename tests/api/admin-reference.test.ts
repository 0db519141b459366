import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { referenceAdminItemSchema } from "../../server/contracts/admin/reference-admin-calls";
import { clientContacts, clients } from "../../server/db/schema/clients";
import { jobs } from "../../server/db/schema/jobs";
import { respondentReferenceItems, respondents } from "../../server/db/schema/respondents";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { expectBadRequest } from "./auth-helpers";

/**
 * Reference data (decision 274): usage counts, a value in use is never deleted, merge re-points
 * every column that stores the list's codes in one go, the seeded ticket lists, and the right.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const ref = await staffWithRights(server, ["REF"]);
  const cfg = await staffWithRights(server, ["CFG"]);
  return { server, api, db: server.handle.db, ref, cfg };
});

const itemsOf = async (type: string) =>
  (
    await w.api.get(`/api/reference-items/${type}`, {
      token: w.ref,
      answer: z.array(referenceAdminItemSchema),
    })
  ).body.value;
const add = async (type: string, label: string) => {
  const answer = await w.api.postForm<{ id: number; code: string }>(
    "/api/update-reference-item",
    { type, json: JSON.stringify({ id: 0, label }) },
    { token: w.ref },
  );
  expect(answer.body.succeeded).toBe(true);
  return answer.body.value;
};
const remove = (type: string, ids: number[]) =>
  w.api.postForm("/api/delete-reference-items", { type, json: JSON.stringify(ids) }, { token: w.ref });

describe("reference lists", () => {
  it("lists every list of the catalogue, the ticket lists and survey providers seeded", async () => {
    const lists = await w.api.get<{ list: string; items: number }[]>("/api/reference-lists", {
      token: w.ref,
    });
    const count = (list: string) => lists.body.value.find((l) => l.list === list)?.items ?? -1;
    for (const list of ["TicketPriority", "TicketStatus", "TicketType", "TicketModule", "SurveyProvider"])
      expect(count(list)).toBeGreaterThan(2);
    expect(count("JobStatus")).toBeGreaterThan(0);
    const priorities = await w.api.get<{ label: string }[]>("/api/data-provider/GetTicketPriorityList", {
      token: w.ref,
    });
    expect(priorities.body.value.map((p) => p.label)).toEqual(["Low", "Normal", "High", "Urgent"]);
  });
});

describe("a value in use", () => {
  it("shows how many records use it and cannot be deleted; an unused value can", async () => {
    const used = await add("ClientCategory", "Retail chains");
    const [one, two] = await w.db.select({ id: clients.id }).from(clients).limit(2);
    await w.db
      .update(clients)
      .set({ category: used.code })
      .where(eq(clients.id, one?.id ?? 0));
    await w.db
      .update(clients)
      .set({ category: used.code })
      .where(eq(clients.id, two?.id ?? 0));
    const item = (await itemsOf("ClientCategory")).find((i) => i.id === used.id);
    expect(item?.inUse).toBe(2);

    const refused = await remove("ClientCategory", [used.id]);
    expect(refused.body.succeeded).toBe(false);
    expect(refused.body.errors[0]).toBe(
      "'Retail chains' (Client categories) is used by 2 records: deactivate it or merge it into another value instead.",
    );
    expect((await itemsOf("ClientCategory")).some((i) => i.id === used.id)).toBe(true);

    const unused = await add("ClientCategory", "Never used");
    const gone = await remove("ClientCategory", [unused.id]);
    expect(gone.body.value).toBe(1);
  });

  it("is deactivated: it stays on its records and leaves the lists people pick from", async () => {
    const code = (await w.db.select({ s: jobs.status }).from(jobs).limit(1))[0]?.s ?? "";
    const item = (await itemsOf("JobStatus")).find((i) => i.code === code);
    expect(item?.inUse).toBeGreaterThan(0);
    const saved = await w.api.postForm(
      "/api/update-reference-item",
      {
        type: "JobStatus",
        json: JSON.stringify({ id: item?.id, label: `${item?.label} (old)`, isActive: false }),
      },
      { token: w.ref },
    );
    expect(saved.body.succeeded).toBe(true);
    const after = (await itemsOf("JobStatus")).find((i) => i.id === item?.id);
    expect(after).toMatchObject({ code, isActive: false, inUse: item?.inUse });
    const picked = await w.api.get<{ code: string }[]>("/api/data-provider/GetJobStatusList", {
      token: w.ref,
    });
    expect(picked.body.value.some((i) => i.code === code)).toBe(false);
    // Its code cannot change under its records.
    expectBadRequest(
      await w.api.postForm(
        "/api/update-reference-item",
        { type: "JobStatus", json: JSON.stringify({ id: item?.id, code: "Renamed", label: "Renamed" }) },
        { token: w.ref },
      ),
      "in use",
    );
  });

  it("is merged into another: every column and selection re-pointed, in one call", async () => {
    const from = await add("ContactType", "Billing");
    const into = (await itemsOf("ContactType")).find((i) => i.code === "Accounts");
    const [a, b] = await w.db.select({ id: clientContacts.id }).from(clientContacts).limit(2);
    await w.db
      .update(clientContacts)
      .set({ contactTypes: ["Billing", "Accounts"] })
      .where(eq(clientContacts.id, a?.id ?? 0));
    await w.db
      .update(clientContacts)
      .set({ contactTypes: ["Primary", "Billing"] })
      .where(eq(clientContacts.id, b?.id ?? 0));
    expect((await itemsOf("ContactType")).find((i) => i.id === from.id)?.inUse).toBe(2);

    const merged = await w.api.postJson(
      "/api/reference-item/merge",
      { type: "ContactType", fromId: from.id, intoId: into?.id },
      { token: w.ref },
    );
    expect(merged.body).toMatchObject({ succeeded: true, value: { moved: 2 } });
    const rows = await w.db.select().from(clientContacts);
    expect(rows.find((r) => r.id === a?.id)?.contactTypes).toEqual(["Accounts"]);
    expect(rows.find((r) => r.id === b?.id)?.contactTypes).toEqual(["Primary", "Accounts"]);
    expect((await itemsOf("ContactType")).some((i) => i.id === from.id)).toBe(false);
  });

  it("merges jsonb lists and a respondent's selections too", async () => {
    const from = await add("Language", "Cantonese (HK)");
    const into = (await itemsOf("Language"))[0];
    const [r] = await w.db.select({ id: respondents.id }).from(respondents).limit(1);
    const id = r?.id ?? 0;
    await w.db
      .update(respondents)
      .set({ languages: [from.code, "English"] })
      .where(eq(respondents.id, id));
    await w.db
      .insert(respondentReferenceItems)
      .values({ respondentId: id, list: "Language", code: from.code });
    expect((await itemsOf("Language")).find((i) => i.id === from.id)?.inUse).toBe(2);
    const merged = await w.api.postJson(
      "/api/reference-item/merge",
      { type: "Language", fromId: from.id, intoId: into?.id },
      { token: w.ref },
    );
    expect(merged.body.succeeded).toBe(true);
    const [after] = await w.db.select().from(respondents).where(eq(respondents.id, id));
    expect(after?.languages).toContain(into?.code);
    expect(after?.languages).not.toContain(from.code);
    const selections = await w.db
      .select()
      .from(respondentReferenceItems)
      .where(eq(respondentReferenceItems.respondentId, id));
    expect(selections.some((s) => s.code === from.code)).toBe(false);
  });

  it("refuses a merge into itself (400) or across lists", async () => {
    const [first] = await itemsOf("NotesType");
    expectBadRequest(
      await w.api.postJson(
        "/api/reference-item/merge",
        { type: "NotesType", fromId: first?.id, intoId: first?.id },
        { token: w.ref },
      ),
      "another value",
    );
    const [other] = await itemsOf("FeedbackType");
    const across = await w.api.postJson(
      "/api/reference-item/merge",
      { type: "NotesType", fromId: first?.id, intoId: other?.id },
      { token: w.ref },
    );
    expect(across.body.succeeded).toBe(false);
  });
});

describe("access", () => {
  it("refuses the reference calls without ReferenceDataAdmin", async () => {
    const token = w.cfg;
    expect((await w.api.get("/api/reference-lists", { token })).status).toBe(403);
    expect((await w.api.get("/api/reference-items/JobStatus", { token })).status).toBe(403);
    expect(
      (
        await w.api.postJson(
          "/api/reference-item/merge",
          { type: "JobStatus", fromId: 1, intoId: 2 },
          { token },
        )
      ).status,
    ).toBe(403);
    expect(
      (await w.api.postForm("/api/delete-reference-items", { type: "JobStatus", json: "[1]" }, { token }))
        .status,
    ).toBe(403);
    expectBadRequest(await w.api.get("/api/reference-items/bad-name!", { token: w.ref }));
  });
});
