import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessageSchema, outboxPageSchema } from "../../server/contracts/dev-tools";
import { sendAnswerSchema } from "../../server/contracts/messaging/send";
import { messageAttachments } from "../../server/db/schema/messaging";
import { respondents } from "../../server/db/schema/respondents";
import { DEMO } from "../helpers/client";
import { staffWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";
import { campaignSent, messagingWorld } from "./messaging-helpers";

const w = suite(() => messagingWorld({ sms: false }));

/** Two respondents with unique sink addresses. */
async function people() {
  const db = w.server.deps.db;
  const rows = await db
    .select()
    .from(respondents)
    .where(and(isNotNull(respondents.email), eq(respondents.optedOut, false)))
    .orderBy(respondents.id)
    .limit(2);
  for (const r of rows)
    await db
      .update(respondents)
      .set({ email: `att${r.id}@sink.test` })
      .where(eq(respondents.id, r.id));
  return rows.map((r) => r.id);
}

const PDF = Buffer.concat([
  Buffer.from("%PDF-1.4\n"),
  Buffer.from([0, 1, 2, 250, 251, 252]),
  Buffer.from("\n%%EOF"),
]);
const request = (ids: number[]) => ({ ids, subject: "Your brief", html: "<p>Hello {{firstName}}</p>" });

function form(json: unknown, files: Record<string, { bytes: Buffer; name: string; type?: string }>) {
  const f = new FormData();
  f.set("json", JSON.stringify(json));
  for (const [field, { bytes, name, type }] of Object.entries(files))
    f.set(field, new Blob([new Uint8Array(bytes)], { type: type ?? "application/octet-stream" }), name);
  return f;
}

describe("POST /api/email/send", () => {
  it("sends every recipient the attached files, stored once for the campaign", async () => {
    const ids = await people();
    const text = Buffer.from("name,age\nAnn,30\n");
    const answer = await w.api.postMultipart(
      "/api/email/send",
      form(request(ids), {
        attachment1: { bytes: PDF, name: "../../brief.pdf" },
        attachment2: { bytes: text, name: "list.csv" },
      }),
      { token: w.admin, answer: sendAnswerSchema },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ succeeded: true, value: { queued: 2, skipped: [] } });
    const campaignId = answer.body.value?.campaignId ?? 0;
    await campaignSent(w, campaignId);
    for (const id of ids) {
      const mail = w.smtp.messages.find((m) => m.to === `att${id}@sink.test`);
      expect(mail?.subject).toBe("Your brief");
      expect(mail?.attachments.map((a) => a.filename)).toEqual(["brief.pdf", "list.csv"]);
      expect(mail?.attachments[0]?.contentType).toBe("application/pdf");
      expect(Buffer.compare(mail?.attachments[0]?.content ?? Buffer.alloc(0), PDF)).toBe(0);
      expect(mail?.attachments[1]?.content.toString()).toBe(text.toString());
    }
    const stored = await w.server.deps.db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(eq(messageAttachments.campaignId, campaignId));
    expect(stored).toHaveLength(2);
    const page = await w.api.get("/api/dev-tools/outbox?page=1&pageSize=10", {
      token: w.admin,
      answer: outboxPageSchema,
    });
    const first = page.body.value?.items.find((m) => m.to === `att${ids[0]}@sink.test`);
    const message = await w.api.get(`/api/dev-tools/outbox/${first?.id}`, {
      token: w.admin,
      answer: outboxMessageSchema,
    });
    expect(message.body.value?.attachments).toEqual(["brief.pdf", "list.csv"]);
  });

  it("refuses a file whose bytes are not its type, a disallowed extension and an oversized file with 400", async () => {
    const ids = await people();
    const fake = await w.api.postMultipart(
      "/api/email/send",
      form(request(ids), { attachment1: { bytes: Buffer.from("not a pdf"), name: "x.pdf" } }),
      { token: w.admin },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.errors?.join(" ")).toMatch(/x\.pdf is not an allowed type/);
    const exe = await w.api.postMultipart(
      "/api/email/send",
      form(request(ids), { attachment1: { bytes: Buffer.from("MZ"), name: "run.exe" } }),
      { token: w.admin },
    );
    expect(exe.status).toBe(400);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61);
    const tooBig = await w.api.postMultipart(
      "/api/email/send",
      form(request(ids), { attachment1: { bytes: big, name: "big.txt" } }),
      { token: w.admin },
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors?.join(" ")).toMatch(/larger than 10 MB/);
    const stray = await w.api.postMultipart(
      "/api/email/send",
      form(request(ids), { upload: { bytes: Buffer.from("a"), name: "a.txt" } }),
      { token: w.admin },
    );
    expect(stray.status).toBe(400);
  });

  it("is for staff with the right: anonymous 401, a client and staff without rights 403", async () => {
    const ids = await people();
    const body = () => form(request(ids), { attachment1: { bytes: PDF, name: "a.pdf" } });
    expect((await w.api.postMultipart("/api/email/send", body())).status).toBe(401);
    const client = await w.api.login(DEMO.client.username, DEMO.client.password);
    expect((await w.api.postMultipart("/api/email/send", body(), { token: client })).status).toBe(403);
    const noRights = await staffWithRights(w.server, []);
    expect((await w.api.postMultipart("/api/email/send", body(), { token: noRights })).status).toBe(403);
  });
});
