import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { clientContactSchema, downloadGrantSchema } from "../../server/contracts/client-contacts";
import { clientJobSchema, clientSchema } from "../../server/contracts/clients";
import { documentSchema, storedFilesSchema } from "../../server/contracts/documents";
import { RIGHTS } from "../../server/contracts/rights";
import { clients } from "../../server/db/schema/clients";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { storedFiles } from "../../server/db/schema/stored-files";
import { readEnv } from "../../server/env";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

type Row = { id: number; [k: string]: unknown };

const dataDir = mkdtempSync(join(tmpdir(), "docs-test-"));
const filesDir = join(dataDir, "files");
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
let client: string;
let jobOnly: string;
let acmeId: number;
let otherId: number;
let caseyId: number;

const pdf = (size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};

function uploadForm(json: unknown, files: { name: string; bytes: Uint8Array }[]) {
  const form = new FormData();
  form.set("json", JSON.stringify(json));
  for (const [i, f] of files.entries()) form.set(`files${i}`, new Blob([f.bytes as BlobPart]), f.name);
  return form;
}

const filesOnDisk = () => {
  try {
    return readdirSync(filesDir);
  } catch {
    return [];
  }
};

/** The keys in the file store this run uses: DATA_DIR/files on PGlite, stored_files on PostgreSQL. */
const storedKeys = async () => {
  if (server.deps.env.fileStore === "disk") return filesOnDisk();
  expect(filesOnDisk()).toEqual([]);
  return (await server.deps.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key);
};

async function lastCode(to: string): Promise<string> {
  const rows = await server.deps.db
    .select()
    .from(messageDeliveries)
    .where(eq(messageDeliveries.toAddress, to))
    .orderBy(desc(messageDeliveries.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.textBody ?? "")?.[1];
  if (!code) throw new Error("no code mailed");
  return code;
}

async function download(id: number, token: string) {
  return fetch(`${server.url}/api/download-document/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  const env = readEnv({
    jwtSecret: new TextEncoder().encode("test-secret-test-secret-test-secret-1234"),
    logLevel: "silent",
    dataDir,
  });
  server = await startTestServer({ env });
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  client = await api.login(DEMO.client.username, DEMO.client.password);
  jobOnly = await staffWithRights(server, [RIGHTS.JobAdmin]);
  const list = await api.get<Row[]>("/api/clients-list", { token: admin });
  acmeId = list.body.value.find((c) => c.name === "Acme Research Co")?.id ?? 0;
  otherId = list.body.value.find((c) => c.name !== "Acme Research Co")?.id ?? 0;
  const contacts = await api.get(`/api/client-contacts/${acmeId}`, {
    token: admin,
    answer: z.array(clientContactSchema),
  });
  caseyId = contacts.body.value.find((c) => c.email === DEMO.client.username)?.id ?? 0;
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("documents", () => {
  it("uploads, lists, updates, downloads and deletes client documents", async () => {
    const up = await api.postMultipart(
      "/api/document/upload",
      uploadForm({ parentType: "Client", parentId: acmeId, description: "Brief", clientVisible: true }, [
        { name: "brief.pdf", bytes: pdf() },
        { name: "notes.txt", bytes: new TextEncoder().encode("plain notes\n") },
      ]),
      { token: admin, answer: z.array(documentSchema) },
    );
    expect(up.status).toBe(200);
    expect(up.body.value.map((d) => d.contentType)).toEqual(["application/pdf", "text/plain"]);
    expect(await storedKeys()).toHaveLength(2);
    const [brief, notes] = up.body.value;
    const listed = await api.get(`/api/document/get/Client/${acmeId}`, {
      token: admin,
      answer: z.array(documentSchema),
    });
    expect(listed.body.value.map((d) => d.id).sort()).toEqual([brief?.id, notes?.id].sort());
    expect(listed.body.value.every((d) => !("storedName" in d))).toBe(true);

    const updated = await api.postJson<Row>(
      "/api/document/update",
      { id: notes?.id, description: "Call notes" },
      { token: admin },
    );
    expect(updated.body.value.description).toBe("Call notes");

    const res = await download(brief?.id ?? 0, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="brief.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf());
    const missing = await api.get("/api/download-document/999999", { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual(["Error downloading the file."]);
    expect(
      (
        await api.get(`/api/document/get/Client/${acmeId}`, {
          token: jobOnly,
          answer: z.array(documentSchema),
        })
      ).status,
    ).toBe(403);
    expect((await download(brief?.id ?? 0, jobOnly)).status).toBe(403);

    expect((await api.postJson("/api/document/delete", [notes?.id], { token: admin })).body.value).toBe(1);
    expect(await storedKeys()).toHaveLength(1);
  });

  it("rejects bad uploads and leaves nothing behind", async () => {
    const before = (await storedKeys()).length;
    const countRows = async () =>
      (
        await api.get(`/api/document/get/Client/${otherId}`, {
          token: admin,
          answer: z.array(documentSchema),
        })
      ).body.value.length;
    const rowsBefore = await countRows();
    const target = { parentType: "Client", parentId: otherId };
    const cases: [string, { name: string; bytes: Uint8Array }[], RegExp][] = [
      ["too big", [{ name: "huge.pdf", bytes: pdf(10 * 1024 * 1024 + 1) }], /larger than 10 MB/],
      ["bad extension", [{ name: "run.exe", bytes: pdf() }], /not an allowed type/],
      ["bytes disagree", [{ name: "fake.png", bytes: pdf() }], /not an allowed type/],
      [
        "second file bad",
        [
          { name: "ok.pdf", bytes: pdf() },
          { name: "bin.txt", bytes: new Uint8Array([0, 1, 2]) },
        ],
        /bin\.txt/,
      ],
      ["no files", [], /Choose at least one file/],
    ];
    for (const [label, files, message] of cases) {
      const answer = await api.postMultipart("/api/document/upload", uploadForm(target, files), {
        token: admin,
        answer: z.array(documentSchema),
      });
      expect(answer.status, label).toBe(400);
      expect(answer.body.errors.join(" "), label).toMatch(message);
    }
    expect(await storedKeys()).toHaveLength(before);
    expect(await countRows()).toBe(rowsBefore);
    expect(
      (
        await api.postMultipart(
          "/api/document/upload",
          uploadForm({ parentType: "Nope", parentId: 1 }, [{ name: "a.pdf", bytes: pdf() }]),
          { token: admin, answer: z.array(documentSchema) },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api.postMultipart(
          "/api/document/upload",
          uploadForm(target, [{ name: "a.pdf", bytes: pdf() }]),
          { token: jobOnly, answer: z.array(documentSchema) },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.postMultipart(
          "/api/document/upload",
          uploadForm(target, [{ name: "a.pdf", bytes: pdf() }]),
          { token: client, answer: z.array(documentSchema) },
        )
      ).status,
    ).toBe(403);
  });

  it("serves job, quote, private-list and plain file uploads", async () => {
    const jobs = await api.get(`/api/client-jobs/${acmeId}`, {
      token: admin,
      answer: z.array(clientJobSchema),
    });
    const jobId = jobs.body.value[0]?.id ?? 0;
    const jobDoc = await api.postMultipart(
      "/api/document/upload",
      uploadForm({ parentType: "Job", parentId: jobId, isPrivateList: true }, [
        { name: "list.csv", bytes: new TextEncoder().encode("a,b\n1,2\n") },
      ]),
      { token: jobOnly, answer: z.array(documentSchema) },
    );
    expect(jobDoc.body.value[0]?.jobId).toBe(jobId);
    expect(
      (await api.get(`/api/document/get/Job/${jobId}`, { token: jobOnly, answer: z.array(documentSchema) }))
        .body.value,
    ).toHaveLength(1);
    expect(
      (await api.get<Row[]>(`/api/document/job-private-list/${jobId}`, { token: jobOnly })).body.value,
    ).toHaveLength(1);
    // A client reads private lists only when its record allows them (decision 179).
    await server.handle.db.update(clients).set({ allowPrivateList: true }).where(eq(clients.id, acmeId));
    const privateLists = await api.get<Row[]>(`/api/document/client-Job-private-list/${caseyId}`, {
      token: client,
    });
    expect(privateLists.body.value.map((d) => d.id)).toContain(jobDoc.body.value[0]?.id);
    expect(
      (await api.get(`/api/document/client-Job-private-list/${caseyId + 1}`, { token: client })).status,
    ).toBe(403);
    expect(
      (await api.get(`/api/document/client-private-list/${acmeId}`, { token: admin })).body.value,
    ).toEqual([]);
    expect((await api.get(`/api/document/quote-document/${acmeId}`, { token: admin })).body.value).toEqual(
      [],
    );
    expect((await api.get(`/api/document/quote-document/${acmeId}`, { token: jobOnly })).status).toBe(403);
    const form = new FormData();
    form.set("files0", new Blob([pdf()]), "survey.pdf");
    const files = await api.postMultipart("/api/files/upload", form, {
      token: admin,
      answer: storedFilesSchema,
    });
    expect(files.body.value[0]?.parentType).toBe("File");
    const survey = await api.postMultipart("/api/files/survey-files-upload", form, {
      token: admin,
      answer: storedFilesSchema,
    });
    expect(survey.body.value[0]?.parentType).toBe("Survey");
    expect(
      (await api.postJson("/api/client-private-list/delete", [files.body.value[0]?.id], { token: admin }))
        .status,
    ).toBe(403);
    expect(
      (await api.postJson("/api/client-private-list/delete", [jobDoc.body.value[0]?.id], { token: admin }))
        .body.value,
    ).toBe(1);
  });
});

describe("client one-time passwords", () => {
  it("grants a client contact downloads only after a mailed code", async () => {
    const other = await api.postMultipart(
      "/api/document/upload",
      uploadForm({ parentType: "Client", parentId: otherId, clientVisible: true }, [
        { name: "x.pdf", bytes: pdf() },
      ]),
      { token: admin, answer: z.array(documentSchema) },
    );
    const mine = await api.postMultipart(
      "/api/document/upload",
      uploadForm({ parentType: "Client", parentId: acmeId, clientVisible: true }, [
        { name: "mine.pdf", bytes: pdf() },
      ]),
      { token: admin, answer: z.array(documentSchema) },
    );
    const myDoc = mine.body.value[0]?.id ?? 0;
    expect((await download(myDoc, client)).status).toBe(403);
    expect(
      (
        await api.get(`/api/document/get/Client/${otherId}`, {
          token: client,
          answer: z.array(documentSchema),
        })
      ).status,
    ).toBe(403);

    expect((await api.get(`/api/CreateClientFileDownloadOTP/${caseyId + 1}`, { token: client })).status).toBe(
      403,
    );
    const created = await api.get(`/api/CreateClientFileDownloadOTP/${caseyId}`, { token: client });
    expect(created.body.succeeded).toBe(true);
    const code = await lastCode(DEMO.client.username);
    const wrong = await api.postForm(
      "/api/ValidateClientFileDownloadOTP",
      { clientContactId: String(caseyId), password: code === "000000" ? "111111" : "000000" },
      { token: client },
    );
    expect(wrong.body.succeeded).toBe(false);
    expect(wrong.body.errors).toEqual(["The code is not correct."]);
    expect(
      (
        await api.postForm(
          "/api/ValidateClientFileDownloadOTP",
          { clientContactId: String(caseyId), password: "12ab" },
          { token: client },
        )
      ).status,
    ).toBe(400);
    const right = await api.postForm(
      "/api/ValidateClientFileDownloadOTP",
      { clientContactId: String(caseyId), password: code },
      { token: client, answer: downloadGrantSchema },
    );
    expect(right.body.succeeded).toBe(true);
    expect(Date.parse(right.body.value.grantedUntil)).toBeGreaterThan(Date.now());
    const again = await api.postForm(
      "/api/ValidateClientFileDownloadOTP",
      { clientContactId: String(caseyId), password: code },
      { token: client },
    );
    expect(again.body.errors[0]).toMatch(/expired or was already used/);

    expect((await download(myDoc, client)).status).toBe(200);
    expect((await download(other.body.value[0]?.id ?? 0, client)).status).toBe(403);
  });

  it("signs a contact in with a login code; five wrong codes burn it", async () => {
    const created = await api.postForm("/api/CreateClientLoginOTP", { clientContactId: String(caseyId) });
    expect(created.body.succeeded).toBe(true);
    const code = await lastCode(DEMO.client.username);
    const ok = await api.postForm<{ token: string; role: string }>("/api/ValidateClientLoginOTP", {
      clientContactId: String(caseyId),
      password: code,
    });
    expect(ok.body.value.role).toBe("Client");
    expect(
      (await api.get(`/api/client/${acmeId}`, { token: ok.body.value.token, answer: clientSchema })).status,
    ).toBe(200);

    await api.postForm("/api/CreateClientLoginOTP", { clientContactId: String(caseyId) });
    const fresh = await lastCode(DEMO.client.username);
    const bad = fresh === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      await api.postForm("/api/ValidateClientLoginOTP", { clientContactId: String(caseyId), password: bad });
    const late = await api.postForm("/api/ValidateClientLoginOTP", {
      clientContactId: String(caseyId),
      password: fresh,
    });
    expect(late.body.succeeded).toBe(false);
    expect(late.body.errors).toEqual(["Too many wrong codes. Ask for a new one."]);
    // Unknown contacts answer the same as known ones.
    expect(
      (await api.postForm("/api/CreateClientLoginOTP", { clientContactId: "999999" })).body.succeeded,
    ).toBe(true);
  });
});
