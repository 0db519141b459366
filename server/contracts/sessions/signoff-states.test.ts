import { describe, expect, it } from "vitest";
import { signoffLabel } from "./signoff-states";

describe("signoffLabel", () => {
  it("words the client's decision for the recruiter", () => {
    expect(signoffLabel("Approved", null)).toBe("Client approved");
    expect(signoffLabel("Replace requested", "Too young")).toBe("Replace requested: Too young");
    expect(signoffLabel("Replace requested", null)).toBe("Replace requested");
    expect(signoffLabel(null, null)).toBe("");
  });
});
