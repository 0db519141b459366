import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { staffUsers } from "../../server/db/schema/accounts";
import { respondents } from "../../server/db/schema/respondents";
import { type ChildServer, startChildServer } from "../helpers/child-server";
import { apiClient, DEMO } from "../helpers/client";
import { hasNginx, type Nginx, startNginx } from "../helpers/nginx";
import { type SmtpSink, startSmtpSink } from "../helpers/smtp-sink";
import { ADMIN_URL, freshStore, type Store } from "./messaging-fixture";

/**
 * Two processes from one build on one PostgreSQL behind nginx with the repository's config (issue
 * 22): started together on an empty database they both come up and seed once; the smoke (sign-in,
 * saving a job and reading it back, an upload and its download, an e-mail campaign) runs through
 * nginx, and with one process killed half way every request still succeeds.
 */
describe.skipIf(!ADMIN_URL || !hasNginx)("two processes behind nginx", () => {
  let store: Store;
  const children: ChildServer[] = [];
  let nginx: Nginx | undefined;
  let sink: SmtpSink | undefined;
  afterAll(async () => {
    nginx?.stop();
    await sink?.close();
    for (const c of children) c.proc.kill("SIGKILL");
    await store?.drop();
  });

  it("serves the smoke through nginx, and loses nothing when one process dies", async () => {
    store = await freshStore("postgres");
    sink = await startSmtpSink();
    // One signing secret for both (README: set JWT_SECRET with several processes); no shared disk.
    const env = {
      ...store.env,
      SEED_PANEL_SIZE: "50",
      SMTP_URL: sink.url,
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
    // A file uploaded before the kill (to whichever process nginx picks) downloads after it.
    const bytes = new Uint8Array(1024 * 1024);
    bytes.set(randomBytes(bytes.length));
    bytes.set(new TextEncoder().encode("%PDF-1.4\n"));
    const form = new FormData();
    form.set(
      "json",
      JSON.stringify({ parentType: "Client", parentId: clients[0]?.id, description: "Behind nginx" }),
    );
    form.set("files0", new Blob([bytes]), "behind-nginx.pdf");
    const uploaded = await api.postMultipart<{ id: number }[]>("/api/document/upload", form, auth);
    expect(uploaded.status).toBe(200);
    const documentId = uploaded.body.value[0]?.id ?? 0;
    // Half way: one process dies without warning; nginx takes its requests to the other.
    children[0]?.proc.kill("SIGKILL");
    await children[0]?.exited;
    for (let i = 10; i < 20; i++) await round(i);
    expect(new Set(ids).size).toBe(20);
    const download = await fetch(`${nginx.url}/api/download-document/${documentId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    // An e-mail campaign to two members, sent through nginx and delivered by the survivor.
    const handle = await store.open();
    try {
      const members = await handle.db
        .select({ id: respondents.id })
        .from(respondents)
        .where(and(isNotNull(respondents.email), eq(respondents.optedOut, false)))
        .orderBy(respondents.id)
        .limit(2);
      for (const m of members) {
        await handle.db
          .update(respondents)
          .set({ email: `nginx-${m.id}@sink.test` })
          .where(eq(respondents.id, m.id));
      }
      const sent = await api.postJson<{ campaignId: number }>(
        "/api/send-email",
        { ids: members.map((m) => m.id) },
        auth,
      );
      expect(sent.body.succeeded).toBe(true);
      const campaignId = sent.body.value?.campaignId ?? 0;
      await expect
        .poll(
          async () =>
            (await api.get<{ status: string }>(`/api/campaign/${campaignId}`, auth)).body.value?.status,
          {
            timeout: 60_000,
            interval: 500,
          },
        )
        .toBe("sent");
      // Once each (other mail, such as the seeded sessions' reminders, may reach the sink too).
      expect(
        sink.messages
          .map((m) => m.to)
          .filter((to) => to.startsWith("nginx-"))
          .sort(),
      ).toEqual(members.map((m) => `nginx-${m.id}@sink.test`).sort());

      // Both processes seeded once between them: one set of demo staff.
      const [row] = await handle.db.select({ n: count() }).from(staffUsers);
      expect(row?.n).toBe(5);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
