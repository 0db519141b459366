import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { documentSchema } from "../../server/contracts/documents";
import { storedFileChunks, storedFiles } from "../../server/db/schema/stored-files";
import { type Env, readEnv } from "../../server/env";
import { databaseFileStore } from "../../server/services/file-store/database";
import { moveDiskFiles } from "../../server/services/file-store/migrate";
import { s3FileStore } from "../../server/services/file-store/s3";
import { apiClient, DEMO } from "../helpers/client";
import { type FakeS3, startFakeS3 } from "../helpers/fake-s3";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * Documents through the file store (decisions 291, 298), on every backend whatever the database:
 * the database store (stored_files, 1 MB chunks), the disk store (DATA_DIR/files) and the S3
 * store (a fake S3 of our own, tests/helpers/fake-s3.ts); and the move of disk files into the
 * database or S3 (npm run files:migrate).
 */
const dirs: string[] = [];
let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await fake.close();
});

const s3Env = () => ({
  bucket: "uploads",
  endpoint: fake.url,
  region: fake.region,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
  forcePathStyle: true,
});
const bucket = () => fake.buckets.get("uploads") ?? new Map();

async function serverWith(fileStore: Env["fileStore"]) {
  const dataDir = mkdtempSync(join(tmpdir(), "file-store-"));
  dirs.push(dataDir);
  bucket().clear();
  fake.operations.length = 0;
  const env = readEnv({
    jwtSecret: new TextEncoder().encode("test-secret-test-secret-test-secret-1234"),
    logLevel: "silent",
    dataDir,
    fileStore,
    s3: fileStore === "s3" ? s3Env() : undefined,
  });
  const server = await startTestServer({ env });
  const api = apiClient(server);
  const token = await api.login(DEMO.admin.username, DEMO.admin.password);
  const clients = await api.get<{ id: number }[]>("/api/clients-list", { token });
  return { server, api, token, dataDir, clientId: clients.body.value[0]?.id ?? 0 };
}

type Setup = Awaited<ReturnType<typeof serverWith>>;

const pdfOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
  return bytes;
};

async function upload(s: Setup, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set("json", JSON.stringify({ parentType: "Client", parentId: s.clientId }));
  form.set("files0", new Blob([bytes as BlobPart]), name);
  const up = await s.api.postMultipart("/api/document/upload", form, {
    token: s.token,
    answer: z.array(documentSchema),
  });
  expect(up.status).toBe(200);
  return up.body.value[0]?.id ?? 0;
}

const download = (s: Setup, id: number) =>
  fetch(`${s.server.url}/api/download-document/${id}`, { headers: { authorization: `Bearer ${s.token}` } });

const filesIn = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, "files"));
  } catch {
    return [];
  }
};

const storedKeys = async (server: TestServer) =>
  (await server.deps.db.select({ key: storedFiles.key }).from(storedFiles)).map((r) => r.key);

describe.each(["db", "disk", "s3"] as const)("documents in the %s store", (kind) => {
  it("uploads, downloads byte-identical (streamed in chunks) and deletes", async () => {
    const s = await serverWith(kind);
    try {
      const bytes = pdfOf(2.5 * 1024 * 1024);
      const id = await upload(s, "big.pdf", bytes);
      const chunks = await s.server.deps.db.select({ seq: storedFileChunks.seq }).from(storedFileChunks);
      if (kind === "db") {
        expect(filesIn(s.dataDir)).toEqual([]);
        const [row] = await s.server.deps.db.select().from(storedFiles);
        expect(row?.sizeBytes).toBe(bytes.length);
        expect(row?.contentType).toBe("application/pdf");
        expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
        expect(chunks.map((c) => c.seq).sort()).toEqual([0, 1, 2]);
      } else if (kind === "disk") {
        expect(filesIn(s.dataDir)).toHaveLength(1);
        expect(chunks).toEqual([]);
      } else {
        expect(filesIn(s.dataDir)).toEqual([]);
        expect(chunks).toEqual([]);
        const [object] = [...bucket().values()];
        expect(object?.body.length).toBe(bytes.length);
        expect(object?.contentType).toBe("application/pdf");
        expect(object?.metadata.sha256).toMatch(/^[0-9a-f]{64}$/);
        // Below one 5 MB part: one PutObject, no multipart.
        expect(fake.operations).toEqual(["PutObject"]);
      }
      const res = await download(s, id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

      expect((await s.api.postJson("/api/document/delete", [id], { token: s.token })).body.value).toBe(1);
      expect(filesIn(s.dataDir)).toEqual([]);
      expect(await storedKeys(s.server)).toEqual([]);
      expect(await s.server.deps.db.select().from(storedFileChunks)).toEqual([]);
      expect(bucket().size).toBe(0);
      expect((await download(s, id)).status).toBe(404);
    } finally {
      await s.server.close();
    }
  }, 120_000);

  it("removes the bytes it put when the rows cannot be inserted", async () => {
    const s = await serverWith(kind);
    try {
      // A database failure after the bytes are put: a constraint refusing this one name.
      await s.server.deps.db.execute(
        sql`alter table documents add constraint test_refuse check (file_name <> 'refused.pdf')`,
      );
      const form = new FormData();
      form.set("json", JSON.stringify({ parentType: "Client", parentId: s.clientId }));
      form.set("files0", new Blob([pdfOf(1.2 * 1024 * 1024) as BlobPart]), "kept.pdf");
      form.set("files1", new Blob([pdfOf(2000) as BlobPart]), "refused.pdf");
      const up = await s.api.postMultipart("/api/document/upload", form, { token: s.token });
      expect(up.status).toBe(500);
      expect(filesIn(s.dataDir)).toEqual([]);
      expect(bucket().size).toBe(0);
      expect(await storedKeys(s.server)).toEqual([]);
      expect(await s.server.deps.db.select().from(storedFileChunks)).toEqual([]);
    } finally {
      await s.server.close();
    }
  }, 120_000);

  it("answers 404, not 500, when a row's bytes are missing", async () => {
    const s = await serverWith(kind);
    try {
      const id = await upload(s, "lost.pdf", pdfOf(1000));
      if (kind === "db") await s.server.deps.db.delete(storedFiles);
      else if (kind === "disk") rmSync(join(s.dataDir, "files"), { recursive: true, force: true });
      else bucket().clear();
      const res = await download(s, id);
      expect(res.status).toBe(404);
      expect((await res.json()).errors).toEqual(["Error downloading the file."]);
    } finally {
      await s.server.close();
    }
  }, 120_000);
});

describe("files:migrate", () => {
  it("moves disk files into the database once; a second run moves nothing", async () => {
    const s = await serverWith("disk");
    try {
      const bytes = [pdfOf(1.5 * 1024 * 1024), pdfOf(5000)];
      const ids = [
        await upload(s, "one.pdf", bytes[0] as Uint8Array),
        await upload(s, "two.pdf", bytes[1] as Uint8Array),
      ];
      const onDisk = filesIn(s.dataDir).sort();
      expect(onDisk).toHaveLength(2);
      writeFileSync(join(s.dataDir, "files", ".upload-0123abcd"), "half an upload");

      const dbEnv = { ...s.server.deps.env, fileStore: "db" as const };
      const first = await moveDiskFiles(
        { db: s.server.deps.db, env: dbEnv },
        databaseFileStore(s.server.deps.db),
      );
      expect(first).toEqual({ moved: 2, alreadyThere: 0, conflicts: [], leftovers: 1, foreign: [] });
      expect(filesIn(s.dataDir)).toEqual([]);
      expect((await storedKeys(s.server)).sort()).toEqual(onDisk);
      const types = await s.server.deps.db.select({ t: storedFiles.contentType }).from(storedFiles);
      expect(types.map((r) => r.t)).toEqual(["application/pdf", "application/pdf"]);

      const second = await moveDiskFiles(
        { db: s.server.deps.db, env: dbEnv },
        databaseFileStore(s.server.deps.db),
      );
      expect(second).toEqual({ moved: 0, alreadyThere: 0, conflicts: [], leftovers: 0, foreign: [] });
      expect(await storedKeys(s.server)).toHaveLength(2);

      // A run stopped between the put and the removal finds the copy already there; other bytes
      // under a stored key are a conflict and stay on disk.
      const [keyOne, keyTwo] = onDisk as [string, string];
      const one = (await s.server.deps.db.select().from(storedFiles).where(eq(storedFiles.key, keyOne)))[0];
      mkdirSync(join(s.dataDir, "files"), { recursive: true });
      const oneBytes = one?.sizeBytes === bytes[0]?.length ? bytes[0] : bytes[1];
      writeFileSync(join(s.dataDir, "files", keyOne), oneBytes as Uint8Array);
      writeFileSync(join(s.dataDir, "files", keyTwo), "other bytes");
      writeFileSync(join(s.dataDir, "files", "not an upload.txt"), "?");
      mkdirSync(join(s.dataDir, "files", "folder"));
      const third = await moveDiskFiles(
        { db: s.server.deps.db, env: dbEnv },
        databaseFileStore(s.server.deps.db),
      );
      expect(third).toEqual({
        moved: 0,
        alreadyThere: 1,
        conflicts: [keyTwo],
        leftovers: 0,
        foreign: ["folder", "not an upload.txt"],
      });
      expect(filesIn(s.dataDir).sort()).toEqual([keyTwo, "folder", "not an upload.txt"].sort());

      // The server, now on the database store (as after a restart with DATABASE_URL), serves them.
      s.server.deps.env.fileStore = "db";
      for (const [i, id] of ids.entries()) {
        const res = await download(s, id);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes[i] as Uint8Array))).toBe(true);
      }
    } finally {
      await s.server.close();
    }
  }, 120_000);
});

describe("files:migrate into S3", () => {
  it("moves disk files into the bucket once; a second run moves nothing", async () => {
    const s = await serverWith("disk");
    try {
      const bytes = [pdfOf(6 * 1024 * 1024), pdfOf(5000)];
      const ids = [
        await upload(s, "one.pdf", bytes[0] as Uint8Array),
        await upload(s, "two.pdf", bytes[1] as Uint8Array),
      ];
      const onDisk = filesIn(s.dataDir).sort();
      writeFileSync(join(s.dataDir, "files", ".upload-0123abcd"), "half an upload");
      const s3 = s3FileStore(s3Env());

      const first = await moveDiskFiles(s.server.deps, s3);
      expect(first).toEqual({ moved: 2, alreadyThere: 0, conflicts: [], leftovers: 1, foreign: [] });
      expect(filesIn(s.dataDir)).toEqual([]);
      expect([...bucket().keys()].sort()).toEqual(onDisk);
      expect([...bucket().values()].map((o) => o.contentType)).toEqual([
        "application/pdf",
        "application/pdf",
      ]);
      expect(fake.operations.filter((o) => o === "UploadPart")).toHaveLength(2); // the 6 MB file

      expect(await moveDiskFiles(s.server.deps, s3)).toEqual({
        moved: 0,
        alreadyThere: 0,
        conflicts: [],
        leftovers: 0,
        foreign: [],
      });

      // The same bytes again (a run stopped before the disk copy went): only removed from disk.
      // Other bytes under a key in the bucket: a conflict, left on disk.
      const [keyOne, keyTwo] = onDisk as [string, string];
      mkdirSync(join(s.dataDir, "files"), { recursive: true });
      writeFileSync(join(s.dataDir, "files", keyOne), bucket().get(keyOne)?.body ?? "");
      writeFileSync(join(s.dataDir, "files", keyTwo), "other bytes");
      expect(await moveDiskFiles(s.server.deps, s3)).toEqual({
        moved: 0,
        alreadyThere: 1,
        conflicts: [keyTwo],
        leftovers: 0,
        foreign: [],
      });
      expect(filesIn(s.dataDir)).toEqual([keyTwo]);

      // The server on the S3 store (as after a restart with FILE_STORE=s3) serves them.
      Object.assign(s.server.deps.env, { fileStore: "s3", s3: s3Env() });
      for (const [i, id] of ids.entries()) {
        const res = await download(s, id);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes[i] as Uint8Array))).toBe(true);
      }
    } finally {
      await s.server.close();
    }
  }, 120_000);
});

describe.each(["db", "s3"] as const)("a 10 MB file", (kind) => {
  it(`uploads and downloads through the ${kind} store`, async () => {
    const s = await serverWith(kind);
    try {
      const bytes = pdfOf(10 * 1024 * 1024);
      const started = performance.now();
      const id = await upload(s, "ten.pdf", bytes);
      const uploaded = performance.now();
      const res = await download(s, id);
      const back = new Uint8Array(await res.arrayBuffer());
      const done = performance.now();
      expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
      if (kind === "s3")
        expect(fake.operations).toEqual([
          "CreateMultipartUpload",
          "UploadPart",
          "UploadPart",
          "CompleteMultipartUpload",
          "GetObject",
        ]);
      console.log(
        `10 MB via ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} ${kind} store: upload ${(uploaded - started).toFixed(0)} ms, download ${(done - uploaded).toFixed(0)} ms`,
      );
    } finally {
      await s.server.close();
    }
  }, 120_000);
});
