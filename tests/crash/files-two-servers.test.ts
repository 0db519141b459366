import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "../helpers/child-server";
import { apiClient, DEMO } from "../helpers/client";
import { type FakeS3, startFakeS3 } from "../helpers/fake-s3";
import { ADMIN_URL, freshStore } from "./messaging-fixture";

/**
 * Two server processes on one PostgreSQL, each with its own DATA_DIR (as on two hosts): a file
 * uploaded through one downloads through the other, byte-identical, and a delete through the
 * second is seen by the first, with the files in the database (decision 291) and in an S3 bucket
 * (a fake S3 of our own, decision 298). PostgreSQL only (PGlite is one process by design).
 */
const dirs: string[] = [];
let fake: FakeS3 | undefined;
beforeAll(async () => {
  if (ADMIN_URL) fake = await startFakeS3();
});
afterAll(async () => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await fake?.close();
});

const storeEnv = (kind: "db" | "s3"): Record<string, string> =>
  kind === "db" || !fake
    ? { FILE_STORE: "db" }
    : {
        FILE_STORE: "s3",
        S3_BUCKET: "uploads",
        S3_ENDPOINT: fake.url,
        S3_REGION: fake.region,
        S3_ACCESS_KEY_ID: fake.accessKeyId,
        S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      };
const bucketSize = () => fake?.buckets.get("uploads")?.size ?? 0;

const filesIn = (dir: string) => {
  try {
    return readdirSync(join(dir, "files"));
  } catch {
    return [];
  }
};

describe.skipIf(!ADMIN_URL).each(["db", "s3"] as const)(
  "files in the %s store on two servers on one PostgreSQL",
  (kind) => {
    it("a file uploaded through one process downloads through the other", async () => {
      const store = await freshStore("postgres");
      const children: ChildServer[] = [];
      try {
        const env = (dir: string) => ({
          ...store.env,
          ...storeEnv(kind),
          DATA_DIR: dir,
          JWT_SECRET: "two-servers-share-this-secret-0123456789",
        });
        const [dirA, dirB] = [
          mkdtempSync(join(tmpdir(), "files-a-")),
          mkdtempSync(join(tmpdir(), "files-b-")),
        ];
        dirs.push(dirA, dirB);
        // One after the other: the first migrates and seeds, the second finds it done.
        children.push(await startChildServer(env(dirA)));
        children.push(await startChildServer(env(dirB)));
        const [a, b] = children.map((c) => apiClient(c));
        if (!a || !b) throw new Error("two servers expected");
        const token = await a.login(DEMO.admin.username, DEMO.admin.password);
        const clients = await a.get<{ id: number; name: string }[]>("/api/clients-list", { token });
        const clientId = clients.body.value[0]?.id ?? 0;

        // 3.5 MB of random bytes after a PDF header: four chunks, the last one partial.
        const bytes = new Uint8Array(3.5 * 1024 * 1024);
        bytes.set(randomBytes(bytes.length));
        bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
        const form = new FormData();
        form.set("json", JSON.stringify({ parentType: "Client", parentId: clientId, description: "Shared" }));
        form.set("files0", new Blob([bytes]), "shared.pdf");
        const up = await a.postMultipart<{ id: number }[]>("/api/document/upload", form, { token });
        expect(up.status).toBe(200);
        const id = up.body.value[0]?.id ?? 0;
        expect(bucketSize()).toBe(kind === "s3" ? 1 : 0);

        const tokenB = await b.login(DEMO.admin.username, DEMO.admin.password);
        const res = await fetch(`${children[1]?.url}/api/download-document/${id}`, {
          headers: { authorization: `Bearer ${tokenB}` },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-length")).toBe(String(bytes.length));
        expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
        expect([...filesIn(dirA), ...filesIn(dirB)]).toEqual([]);

        expect((await b.postJson("/api/document/delete", [id], { token: tokenB })).body.value).toBe(1);
        const gone = await fetch(`${children[0]?.url}/api/download-document/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(gone.status).toBe(404);
        expect(bucketSize()).toBe(0);
      } finally {
        for (const child of children) child.proc.kill("SIGKILL");
        await Promise.all(children.map((c) => c.exited));
        await store.drop();
      }
    }, 300_000);
  },
);
