import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { documentSchema } from "../../server/contracts/documents";
import { storedFileChunks, storedFiles } from "../../server/db/schema/stored-files";
import { type Env, readEnv } from "../../server/env";
import { moveDiskFilesToDatabase } from "../../server/services/file-store/migrate";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";

/**
 * Documents through the file store (decision 291), on both backends whatever the database: the
 * database store (stored_files, 1 MB chunks) and the disk store (DATA_DIR/files); and the move
 * of disk files into the database (npm run files:migrate).
 */
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function serverWith(fileStore: Env["fileStore"]) {
  const dataDir = mkdtempSync(join(tmpdir(), "file-store-"));
  dirs.push(dataDir);
  const env = readEnv({
    jwtSecret: new TextEncoder().encode("test-secret-test-secret-test-secret-1234"),
    logLevel: "silent",
    dataDir,
    fileStore,
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

describe.each(["db", "disk"] as const)("documents in the %s store", (kind) => {
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
      } else {
        expect(filesIn(s.dataDir)).toHaveLength(1);
        expect(chunks).toEqual([]);
      }
      const res = await download(s, id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-length")).toBe(String(bytes.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

      expect((await s.api.postJson("/api/document/delete", [id], { token: s.token })).body.value).toBe(1);
      expect(filesIn(s.dataDir)).toEqual([]);
      expect(await storedKeys(s.server)).toEqual([]);
      expect(await s.server.deps.db.select().from(storedFileChunks)).toEqual([]);
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
      else rmSync(join(s.dataDir, "files"), { recursive: true, force: true });
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
      const first = await moveDiskFilesToDatabase({ db: s.server.deps.db, env: dbEnv });
      expect(first).toEqual({ moved: 2, alreadyThere: 0, conflicts: [], leftovers: 1, foreign: [] });
      expect(filesIn(s.dataDir)).toEqual([]);
      expect((await storedKeys(s.server)).sort()).toEqual(onDisk);
      const types = await s.server.deps.db.select({ t: storedFiles.contentType }).from(storedFiles);
      expect(types.map((r) => r.t)).toEqual(["application/pdf", "application/pdf"]);

      const second = await moveDiskFilesToDatabase({ db: s.server.deps.db, env: dbEnv });
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
      const third = await moveDiskFilesToDatabase({ db: s.server.deps.db, env: dbEnv });
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

describe("a 10 MB file", () => {
  it("uploads and downloads through the database store", async () => {
    const s = await serverWith("db");
    try {
      const bytes = pdfOf(10 * 1024 * 1024);
      const started = performance.now();
      const id = await upload(s, "ten.pdf", bytes);
      const uploaded = performance.now();
      const res = await download(s, id);
      const back = new Uint8Array(await res.arrayBuffer());
      const done = performance.now();
      expect(Buffer.from(back).equals(Buffer.from(bytes))).toBe(true);
      console.log(
        `10 MB via ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"} db store: upload ${(uploaded - started).toFixed(0)} ms, download ${(done - uploaded).toFixed(0)} ms`,
      );
    } finally {
      await s.server.close();
    }
  }, 120_000);
});
