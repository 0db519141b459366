import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "../context";
import { call } from "../contracts/call";
import { ApiError } from "../http/errors";
import { refusal, success } from "../services/outcome";
import { handle, PUBLIC } from "./handle";

const echo = z.object({
  id: z.coerce.number(),
  name: z.string().optional(),
  items: z.array(z.number()).optional(),
});
const calls = {
  json: call("POST", "/w/:id{[0-9]+}", { input: echo, answer: echo }),
  form: call("POST", "/w/form", { input: echo, answer: echo, encoding: "form" }),
  list: call("POST", "/w/:id{[0-9]+}/items", { input: echo, answer: echo, bodyField: "items" }),
  query: call("GET", "/w/:id{[0-9]+}/read", { input: echo, answer: echo }),
  refused: call("POST", "/w/refused", { input: z.object({}), answer: z.number() }),
  drifting: call("POST", "/w/drift", { input: z.object({}), answer: z.number() }),
  required: call("POST", "/w/required", {
    input: z.object({ items: z.array(z.number()) }),
    answer: z.unknown(),
    bodyField: "items",
  }),
};

const app = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("deps", {} as never);
    await next();
  })
  .on(...handle(calls.json, PUBLIC, (_ctx, input) => input))
  .on(...handle(calls.form, PUBLIC, (_ctx, input) => success(input), { successMsg: "Saved." }))
  .on(...handle(calls.list, PUBLIC, (_ctx, input) => input))
  .on(...handle(calls.query, PUBLIC, (_ctx, input) => input))
  .on(...handle(calls.refused, PUBLIC, () => refusal("Not now.")))
  .on(...handle(calls.drifting, PUBLIC, () => "three" as unknown as number))
  .on(...handle(calls.required, PUBLIC, (_ctx, input) => input.items.length))
  .onError((error, c) =>
    error instanceof ApiError
      ? c.json({ errors: error.errors }, error.status)
      : c.json({ error: error.message }, 500),
  );

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return { method: "POST", body };
};
const body = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe("handle: a route built from its declared call", () => {
  it("reads the path parameters and the json field, and answers the value in the envelope", async () => {
    const res = await app.request("/w/5", form({ json: JSON.stringify({ name: "Blue", id: 9 }) }));
    expect(await body(res)).toMatchObject({ succeeded: true, value: { id: 5, name: "Blue" } });
  });

  it("reads plain fields for a form call and answers an Outcome with its success text", async () => {
    const res = await app.request("/w/form", form({ id: "4", name: "Red" }));
    expect(await body(res)).toMatchObject({
      succeeded: true,
      value: { id: 4, name: "Red" },
      successMsg: "Saved.",
    });
  });

  it("puts a list body in its field and a GET's query string in the input", async () => {
    const list = await app.request("/w/2/items", form({ json: "[1,2]" }));
    expect((await body(list)).value).toEqual({ id: 2, items: [1, 2] });
    const read = await app.request("/w/3/read?name=Green");
    expect((await body(read)).value).toEqual({ id: 3, name: "Green" });
  });

  it("answers 400 for input outside the contract and for a missing json field", async () => {
    expect((await app.request("/w/5", form({ json: JSON.stringify({ name: 7 }) }))).status).toBe(400);
    expect((await app.request("/w/required", form({}))).status).toBe(400);
    // A body the input can do without may be left out.
    expect((await body(await app.request("/w/2/items", form({})))).value).toEqual({ id: 2 });
    expect((await app.request("/w/abc", form({ json: "{}" }))).status).toBe(404);
  });

  it("answers a refusal as succeeded: false with its errors", async () => {
    const res = await app.request("/w/refused", form({ json: "{}" }));
    expect(await body(res)).toMatchObject({ succeeded: false, errors: ["Not now."] });
  });

  it("fails under tests when an answer drifts from its contract", async () => {
    const res = await app.request("/w/drift", form({ json: "{}" }));
    expect(res.status).toBe(500);
    expect(String((await body(res)).error)).toContain("answered outside its contract");
  });
});
