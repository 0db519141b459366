import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ACCOUNTING_NOT_CONFIGURED, invoiceSchema } from "../../server/contracts/invoices";
import { suite } from "../helpers/suite";
import { signedInWorld } from "../helpers/worlds";

type Row = { id: number; [k: string]: unknown };

let jobId: number;

beforeAll(() => {
  delete process.env.ACCOUNTING_SYSTEM;
});
const w = suite(signedInWorld);
beforeAll(async () => {
  const jobs = await w.api.get<Row[]>("/api/jobs", { token: w.t.admin });
  jobId = jobs.body.value[0]?.id ?? 0;
});

describe("invoices", () => {
  it("creates, numbers, updates, lists and deletes invoices", async () => {
    const form = new FormData();
    form.set(
      "invoices",
      JSON.stringify([{ jobId, amount: "1500.00", issuedDate: "2026-11-01", dueDate: "2026-11-30" }]),
    );
    const created = await w.api.postMultipart("/api/job/invoice/update", form, {
      token: w.t.admin,
      answer: z.array(invoiceSchema),
    });
    expect(created.body.succeeded).toBe(true);
    expect(created.body.successMsg).toBe("Successfully Saved!");
    const invoice = created.body.value[0];
    expect(invoice?.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(invoice?.amount).toBe(1500);

    const updated = await w.api.postJson(
      "/api/job/invoice/update",
      { ...invoice, status: "Sent", amount: -20.5 },
      { token: w.t.admin, answer: z.array(invoiceSchema) },
    );
    expect(updated.body.value[0]).toMatchObject({ id: invoice?.id, status: "Sent", amount: -20.5 });
    const listed = await w.api.get(`/api/job/invoices/${jobId}`, {
      token: w.t.admin,
      answer: z.array(invoiceSchema),
    });
    expect(listed.body.value.map((i) => i.id)).toContain(invoice?.id);

    const dup = await w.api.postJson(
      "/api/job/invoice/update",
      { jobId, amount: 1, invoiceNumber: invoice?.invoiceNumber },
      { token: w.t.admin, answer: z.array(invoiceSchema) },
    );
    expect(dup.body.succeeded).toBe(false);
    expect(dup.body.errors[0]).toMatch(/already used/);
    const dates = await w.api.postJson(
      "/api/job/invoice/update",
      { jobId, amount: 1, issuedDate: "2026-11-02", dueDate: "2026-11-01" },
      { token: w.t.admin, answer: z.array(invoiceSchema) },
    );
    expect(dates.body.errors[0]).toMatch(/due date/);
    expect(
      (
        await w.api.postJson(
          "/api/job/invoice/update",
          { jobId, amount: "lots" },
          { token: w.t.admin, answer: z.array(invoiceSchema) },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await w.api.postJson(
          "/api/job/invoice/update",
          { jobId, amount: 1 },
          { token: w.t.recruiter, answer: z.array(invoiceSchema) },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await w.api.get(`/api/job/invoices/${jobId}`, {
          token: w.t.recruiter,
          answer: z.array(invoiceSchema),
        })
      ).status,
    ).toBe(403);
    expect(
      (await w.api.get(`/api/job/invoices/${jobId}`, { token: w.t.client, answer: z.array(invoiceSchema) }))
        .status,
    ).toBe(403);

    const push = await w.api.get(`/api/job/invoice/push/${invoice?.id}`, { token: w.t.admin });
    expect(push.status).toBe(200);
    expect(push.body.succeeded).toBe(false);
    expect(push.body.errors).toEqual([ACCOUNTING_NOT_CONFIGURED]);
    expect(push.body.errors[0]).toContain("ACCOUNTING_SYSTEM");
    expect((await w.api.get(`/api/job/invoice/push/${invoice?.id}`, { token: w.t.recruiter })).status).toBe(
      403,
    );

    expect((await w.api.get(`/api/job/invoice/delete/${invoice?.id}`, { token: w.t.recruiter })).status).toBe(
      403,
    );
    expect((await w.api.get(`/api/job/invoice/delete/${invoice?.id}`, { token: w.t.admin })).body.value).toBe(
      1,
    );
    expect((await w.api.get(`/api/job/invoice/delete/${invoice?.id}`, { token: w.t.admin })).status).toBe(
      404,
    );
  });

  it("answers delete-allowed for the area's kinds", async () => {
    expect((await w.api.get("/api/delete-allowed/invoice", { token: w.t.admin })).body.succeeded).toBe(true);
    expect((await w.api.get("/api/delete-allowed/invoice", { token: w.t.recruiter })).body.succeeded).toBe(
      false,
    );
    expect((await w.api.get("/api/delete-allowed/quota", { token: w.t.recruiter })).body.succeeded).toBe(
      true,
    );
    expect(
      (await w.api.get("/api/delete-allowed/quote-document", { token: w.t.recruiter })).body.succeeded,
    ).toBe(false);
    expect((await w.api.get("/api/delete-allowed/client-venue", { token: w.t.admin })).body.succeeded).toBe(
      true,
    );
  });
});
