import { expect } from "@playwright/test";
import type { apiAs } from "./api";

type Api = Awaited<ReturnType<typeof apiAs>>;

/** Saves through the API and answers the saved record's id (the answer's value.id). */
export async function saved(api: Api, path: string, body: unknown): Promise<number> {
  const answer = await api.postJson<{ id: number }>(path, body);
  expect(answer.body.succeeded, `${path}: ${JSON.stringify(answer.body.errors)}`).toBe(true);
  const id = answer.body.value?.id;
  if (typeof id !== "number") throw new Error(`${path} answered no id`);
  return id;
}

/** A client of its own for one spec, so the lists it reads hold known rows. */
export async function freshClient(api: Api, name: string, extra: Record<string, unknown> = {}) {
  return saved(api, "/api/client/update", { id: 0, name, status: "Active", ...extra });
}
