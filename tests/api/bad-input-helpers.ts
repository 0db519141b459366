import { afterAll, beforeAll, expect } from "vitest";
import { NUL_MESSAGE } from "../../server/http/bad-input";
import { type Answer, apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { expectBadRequest } from "./auth-helpers";

type Row = { id: number; name?: string };

/** What the bad-input regression tests share: a fresh seeded server, the demo sign-ins, seeded ids. */
export interface BadInputWorld {
  server: TestServer;
  api: ReturnType<typeof apiClient>;
  admin: string;
  respondent: string;
  client: string;
  /** The seeded client "Acme Research Co" and one of its jobs. */
  acmeId: number;
  jobId: number;
}

/** Starts the server in beforeAll (stopped in afterAll); the world is filled once it runs. */
export function badInputWorld(): BadInputWorld {
  const world = {} as BadInputWorld;
  beforeAll(async () => {
    world.server = await startTestServer();
    world.api = apiClient(world.server);
    world.admin = await world.api.login(DEMO.admin.username, DEMO.admin.password);
    world.respondent = await world.api.login(DEMO.respondent.username, DEMO.respondent.password);
    world.client = await world.api.login(DEMO.client.username, DEMO.client.password);
    const clients = await world.api.get<Row[]>("/api/clients-list", { token: world.admin });
    world.acmeId = clients.body.value.find((c) => c.name === "Acme Research Co")?.id ?? 0;
    const jobs = await world.api.get<Row[]>(`/api/client-jobs/${world.acmeId}`, { token: world.admin });
    world.jobId = jobs.body.value[0]?.id ?? 0;
    expect(world.acmeId).toBeGreaterThan(0);
    expect(world.jobId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await world.server?.close();
  });
  return world;
}

/** A 400 naming the NUL character. */
export const expectNulRefused = (answer: Answer) => expectBadRequest(answer, NUL_MESSAGE);

/** A 400 or 404 envelope (an id no record can have). */
export function expectNotFoundOrRefused(answer: Answer) {
  expect([400, 404], JSON.stringify(answer.body)).toContain(answer.status);
  expect(answer.body.succeeded).toBe(false);
  expect(answer.body.errors.length).toBeGreaterThan(0);
}
