import { describe, expect, it } from "vitest";
import { classify, FileKeys, PanelIndex } from "./matcher";

const row = (rowNumber: number, email: string | null, mobile: string | null, problems: string[] = []) => ({
  rowNumber,
  email,
  mobile,
  problems,
});

describe("list import matcher", () => {
  const panel = new PanelIndex([
    { id: 7, email: "known@x.test", mobile: "0412000001", optedOut: false },
    { id: 8, email: "gone@x.test", mobile: "0412000002", optedOut: true },
    { id: 3, email: "known@x.test", mobile: null, optedOut: false },
  ]);

  it("invalid first, then repeats inside the file, then the panel; otherwise new", () => {
    const file = new FileKeys();
    expect(classify(row(2, "a@x.test", null, ["bad"]), file, panel)).toEqual({
      outcome: "invalid",
      reason: "bad",
      matchedId: null,
    });
    expect(classify(row(3, "a@x.test", "+61412999999"), file, panel).outcome).toBe("valid");
    // A bad row's keys are not remembered, a good row's are (by e-mail, then by mobile).
    expect(classify(row(4, "a@x.test", null), file, panel)).toEqual({
      outcome: "duplicate",
      reason: "The same e-mail as row 3.",
      matchedId: null,
    });
    expect(classify(row(5, "b@x.test", "+61412999999"), file, panel).reason).toBe(
      "The same mobile as row 3.",
    );
  });

  it("matches the panel by e-mail or by mobile in any stored form; the oldest record wins; opted out stays out", () => {
    const file = new FileKeys();
    expect(classify(row(2, "known@x.test", null), file, panel)).toMatchObject({
      outcome: "in-panel",
      matchedId: 3,
    });
    expect(classify(row(3, null, "+61412000001"), file, panel)).toMatchObject({
      outcome: "in-panel",
      matchedId: 7,
    });
    expect(classify(row(4, null, "+61412000002"), file, panel)).toMatchObject({
      outcome: "opted-out",
      matchedId: 8,
    });
    expect(classify(row(5, "gone@x.test", null), file, panel)).toMatchObject({
      outcome: "opted-out",
      matchedId: 8,
    });
    // The second row of a known person is a repeat, not a second match.
    expect(classify(row(6, "known@x.test", null), file, panel).outcome).toBe("duplicate");
  });
});
