import { expect } from "vitest";
import type { z } from "zod";
import { jobs } from "../../server/db/schema/jobs";
import { type Answer, apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

/** A fresh seeded server with the demo logins and a staff member holding no rights. */
export async function searchWorld() {
  const server: TestServer = await startTestServer();
  const api = apiClient(server);
  const [admin, recruiter, client, me, bare] = await Promise.all([
    api.login(DEMO.admin.username, DEMO.admin.password),
    api.login(DEMO.recruiter.username, DEMO.recruiter.password),
    api.login(DEMO.client.username, DEMO.client.password),
    api.login(DEMO.respondent.username, DEMO.respondent.password),
    staffWithRights(server, []),
  ]);
  const jobRows = await server.handle.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id);
  return { server, api, admin, recruiter, client, me, bare, jobIds: jobRows.map((j) => j.id) };
}
export type SearchWorld = Awaited<ReturnType<typeof searchWorld>>;

export function value<S extends z.ZodType>(answer: Answer, schema: S): z.infer<S> {
  if (answer.status !== 200 || !answer.body.succeeded)
    throw new Error(`${answer.status} ${JSON.stringify(answer.body.errors)}`);
  return schema.parse(answer.body.value);
}

/** A filter element with defaults. */
export const el = (
  field: string,
  comparison: string,
  value1?: string | null,
  extra: Record<string, unknown> = {},
) => ({
  type: "Text",
  field,
  comparison,
  value1: value1 ?? null,
  ...extra,
});

/** 401 without a token, 403 for a client, a respondent and (when `rightless`) a staff member without rights. */
export async function expectStaffOnly(
  w: SearchWorld,
  call: (token: string | undefined) => Promise<Answer>,
  rightless = false,
) {
  expect((await call(undefined)).status).toBe(401);
  expect((await call(w.client)).status).toBe(403);
  expect((await call(w.me)).status).toBe(403);
  if (rightless) expect((await call(w.bare)).status).toBe(403);
}
