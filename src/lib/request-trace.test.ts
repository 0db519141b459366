import { describe, expect, it } from "vitest";
import { noteRequestId, problemContext } from "./request-trace";

describe("problemContext", () => {
  it("carries the route and the last request id noted, keeping the last one when an answer has none", () => {
    noteRequestId("first");
    noteRequestId("second");
    noteRequestId(null);
    const context = problemContext("/job/edit/4");
    expect(context.route).toBe("/job/edit/4");
    expect(context.requestId).toBe("second");
  });

  it("cuts an over-long id and route to what the ticket stores", () => {
    noteRequestId("x".repeat(100));
    const context = problemContext(`/${"a".repeat(400)}`);
    expect(context.requestId).toHaveLength(64);
    expect(context.route).toHaveLength(300);
  });
});
