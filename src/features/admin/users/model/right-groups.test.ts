import { describe, expect, it } from "vitest";
import { RIGHT_CODES } from "../../../../../server/contracts/rights-codes";
import { RIGHT_GROUPS, rightLabel } from "./right-groups";

describe("the role editor's right groups", () => {
  it("hold each of the 46 rights exactly once", () => {
    const codes = RIGHT_GROUPS.flatMap((g) => g.rights.map((r) => r.code));
    expect(codes).toHaveLength(46);
    expect(new Set(codes).size).toBe(46);
    expect([...codes].sort()).toEqual([...RIGHT_CODES].sort());
  });

  it("name a right in words with its code", () => {
    expect(rightLabel("RES")).toBe("Respondent admin (RES)");
    expect(rightLabel("MYOB")).toBe("MYOB access (MYOB)");
    expect(rightLabel("XYZ")).toBe("XYZ");
  });
});
