import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ticketPageSchema, ticketSchema } from "../../server/contracts/admin/tickets";
import { supportTickets } from "../../server/db/schema/admin";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

/**
 * Support tickets (staff-calls §7.16, decision 275): the four spec calls need Tickets (TKT);
 * 'Report a problem' is every staff user's and stores the browser's context with the ticket.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const db = server.handle.db;
  const agent = await staffPersonWithRights(server, ["TKT"]);
  const plain = await staffPersonWithRights(server, []);
  return { server, api, db, agent, plain };
});

const TICKET = {
  title: "Export button does nothing",
  description: "Pressing Export on the job list shows no file.",
  priority: "High",
  status: "Open",
  type: "Problem",
  module: "Jobs",
};
const save = (token: string, body: Record<string, unknown>) =>
  w.api.postJson("/api/ticket/update", body, { token });
const idOf = (value: unknown) => (value as { id: number }).id;
const list = async (query = "") => {
  const answer = await w.api.get(`/api/tickets${query}`, { token: w.agent.token, answer: ticketPageSchema });
  expect(answer.status).toBe(200);
  return answer.body.value;
};

describe("support tickets", () => {
  it("raises a ticket, reads it back with its reporter, changes it and keeps the context", async () => {
    const { api, agent, plain } = w;
    const saved = await save(agent.token, {
      ...TICKET,
      assignee: plain.username,
      route: "/job",
      requestId: "req-1",
      appVersion: "9.9.9",
      userAgent: "TestBrowser/1",
    });
    expect(saved.body.succeeded).toBe(true);
    const id = idOf(saved.body.value);
    const read = await api.get(`/api/ticket/${id}`, { token: agent.token, answer: ticketSchema });
    expect(read.body.value).toMatchObject({
      ...TICKET,
      reporterId: agent.id,
      assigneeId: plain.id,
      assignee: plain.username,
      route: "/job",
      requestId: "req-1",
      appVersion: "9.9.9",
      userAgent: "TestBrowser/1",
    });
    expect(read.body.value.reporter).toContain("Test");
    expect(read.body.value.assigneeName).toContain("Test");
    const changed = await save(agent.token, { ...TICKET, id, status: "Resolved", route: "/elsewhere" });
    expect(changed.body.succeeded).toBe(true);
    const again = await api.get(`/api/ticket/${id}`, { token: agent.token, answer: ticketSchema });
    expect(again.body.value).toMatchObject({ status: "Resolved", route: "/job", assigneeId: null });
  });

  it("lists tickets paged on the server, filtered by text and status", async () => {
    const marker = `Zebra-${Date.now()}`;
    for (const status of ["Open", "Closed", "Closed"])
      expect(
        (await save(w.agent.token, { ...TICKET, title: `${marker} ${status}`, status })).body.succeeded,
      ).toBe(true);
    const all = await list(`?search=${marker}`);
    expect(all.total).toBe(3);
    const closed = await list(`?search=${marker}&status=Closed&length=1`);
    expect(closed.total).toBe(2);
    expect(closed.rows).toHaveLength(1);
    expect(closed.rows[0]?.status).toBe("Closed");
  });

  it("refuses codes outside the ticket lists and an unknown assignee", async () => {
    const bad = await save(w.agent.token, {
      ...TICKET,
      priority: "Whenever",
      assignee: "nobody@nowhere.test",
    });
    expect(bad.status).toBe(200);
    expect(bad.body.succeeded).toBe(false);
    expect(bad.body.errors).toEqual([
      "Choose a priority from the list.",
      "Choose an active staff user to assign.",
    ]);
  });

  it("answers 400 for bad input and 404 for a missing ticket", async () => {
    const { api, agent } = w;
    expect((await save(agent.token, { ...TICKET, title: "" })).status).toBe(400);
    expect((await save(agent.token, { ...TICKET, priority: 5 })).status).toBe(400);
    expect((await save(agent.token, { ...TICKET, id: "x" })).status).toBe(400);
    expect((await api.get("/api/tickets?length=9999", { token: agent.token })).status).toBe(400);
    expect((await api.get("/api/tickets?sort=reporterSecret", { token: agent.token })).status).toBe(400);
    expect((await api.postJson("/api/ticket/delete", ["a"], { token: agent.token })).status).toBe(400);
    expect(
      (await api.postJson("/api/ticket/report", { title: "x".repeat(201) }, { token: agent.token })).status,
    ).toBe(400);
    expect((await api.get("/api/ticket/99999999", { token: agent.token })).status).toBe(404);
  });

  it("deletes tickets for good", async () => {
    const { api, agent, db } = w;
    const id = idOf((await save(agent.token, TICKET)).body.value);
    const gone = await api.postJson("/api/ticket/delete", [id], { token: agent.token });
    expect(gone.body.succeeded).toBe(true);
    expect(await db.select().from(supportTickets).where(eq(supportTickets.id, id))).toHaveLength(0);
    expect((await api.postJson("/api/ticket/delete", [id], { token: agent.token })).status).toBe(404);
  });

  it("refuses the four ticket calls without Tickets (403), and without a session (401)", async () => {
    const { api, plain, agent } = w;
    const id = idOf((await save(agent.token, TICKET)).body.value);
    expect((await api.get("/api/tickets", { token: plain.token })).status).toBe(403);
    expect((await api.get(`/api/ticket/${id}`, { token: plain.token })).status).toBe(403);
    expect((await save(plain.token, TICKET)).status).toBe(403);
    expect((await api.postJson("/api/ticket/delete", [id], { token: plain.token })).status).toBe(403);
    expect((await api.get("/api/tickets")).status).toBe(401);
    expect((await api.postJson("/api/ticket/report", { title: "x" })).status).toBe(401);
  });

  it("lets any staff user report a problem with the route, request id, version and browser", async () => {
    const { api, plain, db } = w;
    const answer = await api.postJson(
      "/api/ticket/report",
      {
        title: "The page went blank",
        description: "After pressing save.",
        route: "/client/edit/3",
        requestId: "abc-123",
        appVersion: "1.2.3",
        userAgent: "Mozilla/5.0 Test",
      },
      { token: plain.token },
    );
    expect(answer.body.succeeded).toBe(true);
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, idOf(answer.body.value)));
    expect(row).toMatchObject({
      title: "The page went blank",
      reporterId: plain.id,
      route: "/client/edit/3",
      requestId: "abc-123",
      appVersion: "1.2.3",
      userAgent: "Mozilla/5.0 Test",
      // Normal, New and Problem where the lists hold them (they are seeded).
      priority: "Normal",
      status: "New",
      type: "Problem",
      assigneeId: null,
    });
  });
});
