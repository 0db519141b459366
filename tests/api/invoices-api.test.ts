import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ACCOUNTING_NOT_CONFIGURED, invoiceSchema } from "../../server/contracts/invoices";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";

type Row = { id: number; [k: string]: unknown };

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
let recruiter: string;
let client: string;
let jobId: number;

beforeAll(async () => {
  delete process.env.ACCOUNTING_SYSTEM;
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  recruiter = await api.login(DEMO.recruiter.username, DEMO.recruiter.password);
  client = await api.login(DEMO.client.username, DEMO.client.password);
  const jobs = await api.get<Row[]>("/api/jobs", { token: admin });
  jobId = jobs.body.value[0]?.id ?? 0;
});
afterAll(async () => {
  await server?.close();
});

describe("invoices", () => {
  it("creates, numbers, updates, lists and deletes invoices", async () => {
    const form = new FormData();
    form.set(
      "invoices",
      JSON.stringify([{ jobId, amount: "1500.00", issuedDate: "2026-11-01", dueDate: "2026-11-30" }]),
    );
    const created = await api.postMultipart("/api/job/invoice/update", form, {
      token: admin,
      answer: z.array(invoiceSchema),
    });
    expect(created.body.succeeded).toBe(true);
    expect(created.body.successMsg).toBe("Successfully Saved!");
    const invoice = created.body.value[0];
    expect(invoice?.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(invoice?.amount).toBe(1500);

    const updated = await api.postJson(
      "/api/job/invoice/update",
      { ...invoice, status: "Sent", amount: -20.5 },
      { token: admin, answer: z.array(invoiceSchema) },
    );
    expect(updated.body.value[0]).toMatchObject({ id: invoice?.id, status: "Sent", amount: -20.5 });
    const listed = await api.get(`/api/job/invoices/${jobId}`, {
      token: admin,
      answer: z.array(invoiceSchema),
    });
    expect(listed.body.value.map((i) => i.id)).toContain(invoice?.id);

    const dup = await api.postJson(
      "/api/job/invoice/update",
      { jobId, amount: 1, invoiceNumber: invoice?.invoiceNumber },
      { token: admin, answer: z.array(invoiceSchema) },
    );
    expect(dup.body.succeeded).toBe(false);
    expect(dup.body.errors[0]).toMatch(/already used/);
    const dates = await api.postJson(
      "/api/job/invoice/update",
      { jobId, amount: 1, issuedDate: "2026-11-02", dueDate: "2026-11-01" },
      { token: admin, answer: z.array(invoiceSchema) },
    );
    expect(dates.body.errors[0]).toMatch(/due date/);
    expect(
      (
        await api.postJson(
          "/api/job/invoice/update",
          { jobId, amount: "lots" },
          { token: admin, answer: z.array(invoiceSchema) },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.postJson(
          "/api/job/invoice/update",
          { jobId, amount: 1 },
          { token: recruiter, answer: z.array(invoiceSchema) },
        )
      ).status,
    ).toBe(403);
    expect(
      (await api.get(`/api/job/invoices/${jobId}`, { token: recruiter, answer: z.array(invoiceSchema) }))
        .status,
    ).toBe(403);
    expect(
      (await api.get(`/api/job/invoices/${jobId}`, { token: client, answer: z.array(invoiceSchema) })).status,
    ).toBe(403);

    const push = await api.get(`/api/job/invoice/push/${invoice?.id}`, { token: admin });
    expect(push.status).toBe(200);
    expect(push.body.succeeded).toBe(false);
    expect(push.body.errors).toEqual([ACCOUNTING_NOT_CONFIGURED]);
    expect(push.body.errors[0]).toContain("ACCOUNTING_SYSTEM");
    expect((await api.get(`/api/job/invoice/push/${invoice?.id}`, { token: recruiter })).status).toBe(403);

    expect((await api.get(`/api/job/invoice/delete/${invoice?.id}`, { token: recruiter })).status).toBe(403);
    expect((await api.get(`/api/job/invoice/delete/${invoice?.id}`, { token: admin })).body.value).toBe(1);
    expect((await api.get(`/api/job/invoice/delete/${invoice?.id}`, { token: admin })).status).toBe(404);
  });

  it("answers delete-allowed for the area's kinds", async () => {
    expect((await api.get("/api/delete-allowed/invoice", { token: admin })).body.succeeded).toBe(true);
    expect((await api.get("/api/delete-allowed/invoice", { token: recruiter })).body.succeeded).toBe(false);
    expect((await api.get("/api/delete-allowed/quota", { token: recruiter })).body.succeeded).toBe(true);
    expect((await api.get("/api/delete-allowed/quote-document", { token: recruiter })).body.succeeded).toBe(
      false,
    );
    expect((await api.get("/api/delete-allowed/client-venue", { token: admin })).body.succeeded).toBe(true);
  });
});
