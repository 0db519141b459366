import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { staffUsers } from "../../server/db/schema/accounts";
import { type ChildServer, startChildServer } from "../helpers/child-server";
import { apiClient, DEMO } from "../helpers/client";
import { hasNginx, type Nginx, startNginx } from "../helpers/nginx";
import { ADMIN_URL, freshStore, type Store } from "./messaging-fixture";

/**
 * Two processes from one build on one PostgreSQL behind nginx with the repository's config (issue
 * 22): started together on an empty database they both come up and seed once; the smoke (sign-in,
 * saving a job and reading it back) runs through nginx, and with one process killed half way
 * every request still succeeds.
 */
describe.skipIf(!ADMIN_URL || !hasNginx)("two processes behind nginx", () => {
  let store: Store;
  const children: ChildServer[] = [];
  let nginx: Nginx | undefined;
  afterAll(async () => {
    nginx?.stop();
    for (const c of children) c.proc.kill("SIGKILL");
    await store?.drop();
  });

  it("serves the smoke through nginx, and loses nothing when one process dies", async () => {
    store = await freshStore("postgres");
    // One signing secret for both (README: set JWT_SECRET with several processes); no shared disk.
    const env = {
      ...store.env,
      SEED_PANEL_SIZE: "50",
      JWT_SECRET: "nginx-test-secret-nginx-test-secret-0123",
    };
    // Started together on the empty database: they migrate and seed once (decision 290).
    children.push(
      ...(await Promise.all(
        [1, 2].map((n) => startChildServer({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), `proc${n}-`)) })),
      )),
    );
    nginx = await startNginx(children.map((c) => c.port));
    const api = apiClient({ url: nginx.url });
    const token = await api.login(DEMO.admin.username, DEMO.admin.password);
    const auth = { token };

    const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list", auth)).body.value ?? [];
    expect(clients.length).toBeGreaterThan(0);
    const ids: number[] = [];
    const round = async (i: number) => {
      const saved = await api.postJson<{ id: number }>(
        "/api/job/update",
        { id: 0, name: `Behind nginx ${i}`, clientId: clients[0]?.id, status: "Open" },
        auth,
      );
      expect(saved.status).toBe(200);
      expect(saved.body.succeeded).toBe(true);
      const id = saved.body.value?.id ?? 0;
      ids.push(id);
      const read = await api.get<{ id: number; name: string }>(`/api/job/${id}`, auth);
      expect(read.body.value?.name).toBe(`Behind nginx ${i}`);
    };
    for (let i = 0; i < 10; i++) await round(i);
    // Half way: one process dies without warning; nginx takes its requests to the other.
    children[0]?.proc.kill("SIGKILL");
    await children[0]?.exited;
    for (let i = 10; i < 20; i++) await round(i);
    expect(new Set(ids).size).toBe(20);

    // Both processes seeded once between them: one set of demo staff.
    const handle = await store.open();
    try {
      const [row] = await handle.db.select({ n: count() }).from(staffUsers);
      expect(row?.n).toBe(5);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
