import { describe, expect, it } from "vitest";
import { jobIdOfState, pushText } from "./callback-state";

const body = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the callback's state", () => {
  it("reads the job id of a state, signature aside", () => {
    expect(jobIdOfState(`${body({ jobId: 42, staffId: 1 })}.sig`)).toBe(42);
  });
  it("answers null for garbage or a job id that is not a positive whole number", () => {
    for (const s of ["", "abc.def", `${body({ jobId: "4" })}.x`, `${body({ jobId: -1 })}.x`])
      expect(jobIdOfState(s)).toBeNull();
  });
  it("says where an invoice went", () => {
    expect(pushText({ externalRef: "abc" })).toBe("Sent to MYOB as abc");
    expect(pushText({ externalRef: null })).toBe("Waiting to be sent…");
  });
});
