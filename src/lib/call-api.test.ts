import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { call } from "../../server/contracts/call";
import { callApi } from "./call-api";
import { queryClient } from "./query-client";

/** What the fake server received: method, path with query, and the multipart fields. */
let sent: { method: string; url: string; fields: Record<string, string> }[] = [];
let answerValue: unknown = { id: 3 };

beforeEach(() => {
  sent = [];
  answerValue = { id: 3 };
  vi.stubGlobal("fetch", async (request: Request) => {
    const url = new URL(request.url, "http://localhost");
    const fields: Record<string, string> = {};
    if (request.method === "POST") {
      for (const [k, v] of (await request.formData()).entries())
        fields[k] = typeof v === "string" ? v : `file:${v.name}`;
    }
    sent.push({ method: request.method, url: `${url.pathname}${url.search}`, fields });
    return new Response(JSON.stringify({ succeeded: true, value: answerValue, errors: [] }), {
      headers: { "content-type": "application/json" },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const save = call("POST", "/widget/:id{[0-9]+}/update", {
  input: z.object({ id: z.number(), name: z.string() }),
  answer: z.object({ id: z.number() }),
});

describe("callApi", () => {
  it("fills the path from the input and sends the other fields as the json field", async () => {
    const answer = await callApi(save, { id: 3, name: "Blue" });
    expect(sent).toEqual([
      { method: "POST", url: "/api/widget/3/update", fields: { json: '{"name":"Blue"}' } },
    ]);
    expect(answer.value).toEqual({ id: 3 });
  });

  it("sends a GET's fields as its query string", async () => {
    const list = call("GET", "/widgets/:clientId{[0-9]+}", {
      input: z.object({ clientId: z.number(), search: z.string().optional() }),
      answer: z.unknown(),
    });
    await callApi(list, { clientId: 4, search: "a b" });
    expect(sent[0]?.url).toBe("/api/widgets/4?search=a+b");
  });

  it("sends a list body as the json field and the rest as plain fields", async () => {
    const saveList = call("POST", "/widget/durations", {
      input: z.object({ jobId: z.number(), items: z.array(z.number()) }),
      bodyField: "items",
      answer: z.unknown(),
    });
    await callApi(saveList, { jobId: 7, items: [1, 2] });
    expect(sent[0]?.fields).toEqual({ jobId: "7", json: "[1,2]" });
  });

  it("sends files as files0..n, or under the field names given", async () => {
    const a = new File(["a"], "a.pdf");
    const b = new File(["b"], "b.pdf");
    await callApi(save, { id: 3, name: "Blue" }, { files: [a, b] });
    await callApi(save, { id: 3, name: "Blue" }, { files: [a, b], fileField: (i) => `attachment${i + 1}` });
    expect(sent.map((s) => s.fields)).toEqual([
      { json: '{"name":"Blue"}', files0: "file:a.pdf", files1: "file:b.pdf" },
      { json: '{"name":"Blue"}', attachment1: "file:a.pdf", attachment2: "file:b.pdf" },
    ]);
  });

  it("refuses an answer outside the call's contract", async () => {
    answerValue = { id: "three" };
    const answer = await callApi(save, { id: 3, name: "Blue" });
    expect(answer.succeeded).toBe(false);
    expect(answer.errors).toEqual(["The server sent an unexpected answer."]);
  });

  it("refreshes the lists it names once the call succeeds", async () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await callApi(save, { id: 3, name: "Blue" }, { refresh: [["widgets", "list"]] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["widgets", "list"] });
    invalidate.mockRestore();
  });
});
