import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { clientContactSchema } from "../../server/contracts/client-contacts";
import {
  clientAddressSchema,
  clientJobSchema,
  clientNoteSchema,
  clientOptionSchema,
  clientPoSchema,
  clientSchema,
  contactTermsSchema,
  feedbackSchema,
  quoteInvoiceNotesSchema,
  venueSchema,
} from "../../server/contracts/clients";
import { lookupListSchema } from "../../server/contracts/lookups";
import { RIGHTS } from "../../server/contracts/rights";
import { clientScheduleBySessionSchema } from "../../server/contracts/sessions/client-schedule";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

type Row = { id: number; [k: string]: unknown };

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
let client: string;
let nobody: string;
let cenOnly: string;
let acmeId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  client = await api.login(DEMO.client.username, DEMO.client.password);
  nobody = await staffWithRights(server, []);
  cenOnly = await staffWithRights(server, [RIGHTS.ClientExternalNotes]);
  const list = await api.get<Row[]>("/api/clients-list", { token: admin });
  acmeId = list.body.value.find((c) => c.name === "Acme Research Co")?.id ?? 0;
  otherId = list.body.value.find((c) => c.name !== "Acme Research Co")?.id ?? 0;
});
afterAll(async () => {
  await server?.close();
});

describe("clients", () => {
  it("creates, reads, updates and lists a client; validates input; guards rights", async () => {
    const created = await api.postJson(
      "/api/client/update",
      { name: "Harbour Insights", phone: "(02) 9876 5432", postcode: "2000", email: "hi@harbour.test" },
      { token: admin, answer: clientSchema },
    );
    expect(created.status).toBe(200);
    expect(created.body.succeeded).toBe(true);
    expect(created.body.successMsg).toBe("Successfully Saved!");
    expect(created.body.value.phone).toBe("0298765432");
    const id = created.body.value.id;

    const updated = await api.postJson(
      "/api/client/update",
      { id, name: "Harbour Insights Pty Ltd", status: "Inactive" },
      { token: admin, answer: clientSchema },
    );
    expect(updated.body.value).toMatchObject({ id, name: "Harbour Insights Pty Ltd", status: "Inactive" });
    const read = await api.get(`/api/client/${id}`, { token: admin, answer: clientSchema });
    expect(read.body.value.name).toBe("Harbour Insights Pty Ltd");

    const all = await api.get<Row[]>("/api/clients-list", { token: admin });
    const active = await api.get("/api/clientsactive-list", {
      token: admin,
      answer: z.array(clientOptionSchema),
    });
    expect(all.body.value.some((c) => c.id === id)).toBe(true);
    expect(active.body.value.some((c) => c.id === id)).toBe(false);

    const bad = await api.postJson(
      "/api/client/update",
      { name: "", postcode: "12", email: "nope" },
      { token: admin, answer: clientSchema },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.succeeded).toBe(false);
    expect(bad.body.errors.join(" ")).toMatch(/name: Required/);
    expect(bad.body.errors.join(" ")).toMatch(/postcode: Invalid postcode/);
    expect(bad.body.errors.join(" ")).toMatch(/email: Invalid/);
    expect(
      (await api.postJson("/api/client/update", "{not json", { token: admin, answer: clientSchema })).status,
    ).toBe(400);

    expect(
      (await api.postJson("/api/client/update", { name: "X" }, { token: nobody, answer: clientSchema }))
        .status,
    ).toBe(403);
    expect((await api.get(`/api/client/${id}`, { token: nobody, answer: clientSchema })).status).toBe(403);
    expect((await api.get(`/api/client/${id}`, { answer: clientSchema })).status).toBe(401);
    expect((await api.get("/api/client/999999", { token: admin })).status).toBe(404);

    const deleted = await api.postJson("/api/client/delete", { id }, { token: admin });
    expect(deleted.body.succeeded).toBe(true);
    expect((await api.get(`/api/client/${id}`, { token: admin, answer: clientSchema })).status).toBe(404);
    const refused = await api.postJson("/api/client/delete", [acmeId], { token: admin });
    expect(refused.status).toBe(200);
    expect(refused.body.succeeded).toBe(false);
    expect(refused.body.errors[0]).toMatch(/has jobs/);
  });

  it("lets a client contact read its own client and nothing else", async () => {
    expect(
      (await api.get(`/api/client/${acmeId}`, { token: client, answer: clientSchema })).body.value.name,
    ).toBe("Acme Research Co");
    expect((await api.get(`/api/client/${otherId}`, { token: client, answer: clientSchema })).status).toBe(
      403,
    );
    expect(
      (await api.get(`/api/client-jobs/${acmeId}`, { token: client, answer: z.array(clientJobSchema) }))
        .status,
    ).toBe(200);
    expect(
      (await api.get(`/api/client-jobs/${otherId}`, { token: client, answer: z.array(clientJobSchema) }))
        .status,
    ).toBe(403);
    expect(
      (
        await api.get(`/api/client-contacts/${otherId}`, {
          token: client,
          answer: z.array(clientContactSchema),
        })
      ).status,
    ).toBe(403);
    // Its company's external notes only (decision 214); another company's are refused.
    const ownNotes = await api.get(`/api/client-notes/${acmeId}`, {
      token: client,
      answer: z.array(clientNoteSchema),
    });
    expect(ownNotes.status).toBe(200);
    expect(ownNotes.body.value.every((n) => n.isExternal)).toBe(true);
    expect((await api.get(`/api/client-notes/${otherId}`, { token: client })).status).toBe(403);
    expect(
      (await api.postJson("/api/client/update", { name: "Mine" }, { token: client, answer: clientSchema }))
        .status,
    ).toBe(403);
    const recent = await api.get<Row[]>(`/api/clientrecentjob/${acmeId}`, { token: admin });
    expect(recent.body.value.length).toBeGreaterThan(0);
    expect(recent.body.value.length).toBeLessThanOrEqual(5);
  });

  it("keeps notes, feedback, venues, addresses, POs, terms and accounts details", async () => {
    const note = await api.postJson<Row>(
      "/api/client-note/update",
      { clientId: otherId, note: "Prefers morning groups", notesType: "Accounts" },
      { token: admin },
    );
    expect(note.body.value).toMatchObject({ clientId: otherId, note: "Prefers morning groups" });
    const notes = await api.get(`/api/client-notes/${otherId}`, {
      token: admin,
      answer: z.array(clientNoteSchema),
    });
    expect(notes.body.value.some((n) => n.id === note.body.value.id)).toBe(true);
    const accountsNotes = await api.get<Row[]>(`/api/client-accounts-notes/${otherId}`, { token: admin });
    expect(accountsNotes.body.value.every((n) => n.notesType === "Accounts")).toBe(true);
    // CEN alone may write external notes but not internal ones.
    const ext = await api.postJson<Row>(
      "/api/client-note/update",
      { clientId: otherId, note: "Shared with client", isExternal: true },
      { token: cenOnly },
    );
    expect(ext.body.succeeded).toBe(true);
    expect(
      (
        await api.postJson(
          "/api/client-note/update",
          { clientId: otherId, note: "internal" },
          { token: cenOnly },
        )
      ).status,
    ).toBe(403);
    expect(
      (await api.postJson("/api/client-note/delete", [note.body.value.id], { token: cenOnly })).status,
    ).toBe(403);
    expect(
      (await api.postJson("/api/client-note/delete", [note.body.value.id], { token: admin })).body.value,
    ).toBe(1);
    expect(
      (await api.postJson("/api/client-note/update", { clientId: otherId }, { token: admin })).status,
    ).toBe(400);

    const fb = await api.postJson<Row>(
      "/api/feedback/update",
      { clientId: otherId, feedbackType: "Compliment", comment: "Great recruits" },
      { token: admin },
    );
    expect(fb.body.succeeded).toBe(true);
    expect(
      (await api.get(`/api/client-feedback/${otherId}`, { token: admin, answer: z.array(feedbackSchema) }))
        .body.value[0]?.id,
    ).toBe(fb.body.value.id);
    expect((await api.get<Row[]>("/api/feedbacks", { token: admin })).body.value.length).toBeGreaterThan(0);
    expect(
      (await api.postJson("/api/feedback/delete", { ids: [fb.body.value.id] }, { token: admin })).body.value,
    ).toBe(1);

    const venue = await api.postJson<Row>(
      "/api/client-venue/update",
      { clientId: otherId, name: "Level 3 boardroom", postcode: "3000" },
      { token: admin },
    );
    expect(venue.body.succeeded).toBe(true);
    const own = await api.get(`/api/client-venues/${otherId}`, {
      token: admin,
      answer: z.array(venueSchema),
    });
    const plus = await api.get(`/api/client-venues-plus-global/${otherId}`, {
      token: admin,
      answer: z.array(venueSchema),
    });
    expect(own.body.value.every((v) => v.clientId === otherId)).toBe(true);
    expect(plus.body.value.some((v) => v.clientId === null)).toBe(true);
    expect(plus.body.value.length).toBeGreaterThan(own.body.value.length);
    expect(
      (await api.postJson("/api/client-venue/delete", venue.body.value.id, { token: admin })).body.value,
    ).toBe(1);

    const address = await api.postJson<Row>(
      "/api/client-address/update",
      { clientId: otherId, addressType: "Billing", line1: "1 George St", postcode: "2000" },
      { token: admin },
    );
    expect(address.body.succeeded).toBe(true);
    expect(
      (
        await api.get(`/api/client-addresses/${otherId}`, {
          token: admin,
          answer: z.array(clientAddressSchema),
        })
      ).body.value.length,
    ).toBeGreaterThan(1);
    expect(
      (await api.postJson("/api/client-address/delete", [address.body.value.id], { token: admin })).body
        .value,
    ).toBe(1);
    const main = await api.postJson<Row>(
      "/api/clientaddress/update",
      { id: otherId, addressLine1: "5 Pitt St", suburb: "Sydney", postcode: "2000" },
      { token: admin },
    );
    expect(main.body.value.addressLine1).toBe("5 Pitt St");

    const po = await api.postJson<Row>(
      "/api/client-po/update",
      { clientId: otherId, poNumber: "PO-7781", amount: "1250.505" },
      { token: admin },
    );
    expect(po.body.value).toMatchObject({ poNumber: "PO-7781", amount: 1250.51 });
    expect(
      (await api.get(`/api/client-pos/${otherId}`, { token: admin, answer: z.array(clientPoSchema) })).body
        .value[0]?.id,
    ).toBe(po.body.value.id);
    expect(
      (await api.postJson("/api/client-po/delete", [po.body.value.id], { token: admin })).body.value,
    ).toBe(1);
    expect(
      (await api.postJson("/api/client-po/update", { clientId: otherId }, { token: admin })).status,
    ).toBe(400);

    const terms = { clientId: otherId, paymentTermsDays: 30, termsText: "Net 30" };
    const t1 = await api.postJson("/api/client-contact-terms/update", terms, {
      token: admin,
      answer: contactTermsSchema,
    });
    const t2 = await api.postJson(
      "/api/client-contact-terms/update",
      { ...terms, paymentTermsDays: 14 },
      { token: admin, answer: contactTermsSchema },
    );
    expect(t2.body.value.id).toBe(t1.body.value.id);
    expect(t2.body.value.paymentTermsDays).toBe(14);

    await api.postJson(
      "/api/client/update",
      { id: otherId, name: "Renamed Co", quoteNotes: "Quote GST-exclusive" },
      { token: admin, answer: clientSchema },
    );
    const qi = await api.get(`/api/quote-invoice-notes/${otherId}`, {
      token: admin,
      answer: quoteInvoiceNotesSchema,
    });
    expect(qi.body.value.quoteNotes).toBe("Quote GST-exclusive");
    expect((await api.get(`/api/client-accounts-contacts/${otherId}`, { token: admin })).status).toBe(200);
    for (const path of [
      `/api/client-feedback/${otherId}`,
      `/api/client-venues/${otherId}`,
      `/api/client-pos/${otherId}`,
    ]) {
      expect((await api.get(path, { token: nobody })).status).toBe(403);
    }
  });
});

describe("client contacts", () => {
  it("saves, reads, filters and deletes contacts with rights and ownership", async () => {
    const saved = await api.postJson<Row>(
      "/api/client-contact/update",
      {
        clientId: otherId,
        firstName: "Pat",
        lastName: "Nguyen",
        email: "pat@renamed.test",
        mobile: "0412 345 678",
        contactTypes: ["Accounts"],
      },
      { token: admin },
    );
    expect(saved.body.value).toMatchObject({
      firstName: "Pat",
      mobile: "0412345678",
      contactTypes: ["Accounts"],
    });
    const id = saved.body.value.id;
    expect((await api.get<Row>(`/api/client-contact/${id}`, { token: admin })).body.value.lastName).toBe(
      "Nguyen",
    );
    expect((await api.get(`/api/client-contact/${id}`, { token: client })).status).toBe(403);
    const byType = await api.postForm<Row[]>(
      "/api/GetClientContactsByTypeId",
      { clientIds: String(otherId), contactTypes: "Accounts" },
      { token: admin },
    );
    expect(byType.body.value.map((c) => c.id)).toContain(id);
    const accounts = await api.get<Row[]>(`/api/client-accounts-contacts/${otherId}`, { token: admin });
    expect(accounts.body.value.map((c) => c.id)).toContain(id);
    expect(
      (
        await api.postJson(
          "/api/client-contact/update",
          { clientId: otherId, firstName: "A", lastName: "B", mobile: "12" },
          { token: admin },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.postJson(
          "/api/client-contact/update",
          { clientId: otherId, firstName: "A", lastName: "B" },
          { token: nobody },
        )
      ).status,
    ).toBe(403);
    expect((await api.get(`/api/client-contact-jobs/${id}`, { token: admin })).status).toBe(200);
    expect((await api.get(`/api/client-contact-jobs/${id}`, { token: client })).status).toBe(403);
    expect((await api.postJson("/api/client-contact/delete", [id], { token: admin })).body.value).toBe(1);
    expect((await api.get(`/api/client-contact/${id}`, { token: admin })).status).toBe(404);
  });

  it("lets the demo contact list its own jobs", async () => {
    const contacts = await api.get(`/api/client-contacts/${acmeId}`, {
      token: client,
      answer: z.array(clientContactSchema),
    });
    const me = contacts.body.value.find((c) => c.email === "client@demo.test");
    expect(me).toBeDefined();
    const jobs = await api.get<Row[]>(`/api/client-contact-jobs/${me?.id}`, { token: client });
    expect(jobs.body.value.length).toBeGreaterThan(0);
    const schedule = await api.postForm(
      "/api/client-contact-jobschedule-by-session",
      { jobid: String(jobs.body.value[0]?.id), sessionNumber: "1", respondentStatus: "" },
      { token: client },
    );
    // The client projection grouped by session (decision 179); the demo job may have bookings.
    expect(clientScheduleBySessionSchema.safeParse(schedule.body.value).success).toBe(true);
  });
});

describe("lookups", () => {
  it("serves the seeded lists and states", async () => {
    for (const name of [
      "GetJobStatusList",
      "GetClientJobContactTypeList",
      "GetClientAddressTypeList",
      "GetIncentiveTypeList",
    ]) {
      const answer = await api.get<Row[]>(`/api/data-provider/${name}`, { token: admin });
      expect(answer.body.value.length, name).toBeGreaterThan(0);
    }
    const states = await api.get<{ code: string; parent: string }[]>("/api/states");
    expect(states.body.value.map((s) => s.code)).toEqual(expect.arrayContaining(["NSW", "AUK"]));
    expect(
      (await api.get("/api/data-provider/GetNoSuchList", { token: admin, answer: lookupListSchema })).body
        .value,
    ).toEqual([]);
    expect((await api.get("/api/data-provider/GetJobStatusList", { answer: lookupListSchema })).status).toBe(
      401,
    );
  });
});
