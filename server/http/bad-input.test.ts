import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { assertNoNul, NUL_MESSAGE, rejectBadInput } from "./bad-input";
import type { ApiError } from "./errors";

describe("assertNoNul", () => {
  it("finds a NUL in any string or key of a parsed body", () => {
    for (const body of ["a\u0000", ["x", ["\u0000"]], { a: { b: "c\u0000d" } }, { "k\u0000": 1 }]) {
      expect(() => assertNoNul(body), JSON.stringify(body)).toThrow(NUL_MESSAGE);
    }
  });

  it("lets everything else through", () => {
    for (const body of [undefined, null, 0, true, "a\\u0000", { a: ["b", 1, null] }, "x".repeat(100_000)]) {
      expect(() => assertNoNul(body)).not.toThrow();
    }
  });
});

describe("rejectBadInput", () => {
  const app = new Hono();
  app.onError((error, c) => c.json({ errors: (error as ApiError).errors }, (error as ApiError).status));
  app.use("*", rejectBadInput);
  app.get("/x/:value", (c) => c.json({ value: c.req.param("value") }));

  it("answers 400 for %00 in the path or the query, before the route", async () => {
    for (const url of ["/x/a%00b", "/x/a?q=%00", "/x/a?q=b%00"]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual({ errors: [NUL_MESSAGE] });
    }
  });

  it("passes other escapes through", async () => {
    const res = await app.request("/x/%2500");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: "%00" });
  });
});

describe("JSON text inside a value", () => {
  it("finds a NUL escaped inside a field that holds JSON", () => {
    expect(() => assertNoNul({ invoices: '[{"description":"a\\u0000"}]' })).toThrow(NUL_MESSAGE);
    expect(() => assertNoNul({ dtparams: '{"search":"\\u0000"}' })).toThrow(NUL_MESSAGE);
  });

  it("leaves plain text and broken JSON to the contracts", () => {
    expect(() => assertNoNul({ note: "see \\u0000", other: "{not json \\u0000" })).not.toThrow();
  });
});
