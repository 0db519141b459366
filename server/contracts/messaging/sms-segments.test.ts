import { describe, expect, it } from "vitest";
import { smsCounterText, smsSegments } from "./sms-segments";

describe("SMS segments", () => {
  it("counts GSM-7: 160 in one SMS, 153 per part after that", () => {
    expect(smsSegments("")).toMatchObject({ encoding: "GSM-7", length: 0, parts: 0 });
    expect(smsSegments("a".repeat(160))).toMatchObject({ encoding: "GSM-7", parts: 1, perPart: 160 });
    expect(smsSegments("a".repeat(161))).toMatchObject({ parts: 2, perPart: 153 });
    expect(smsSegments("a".repeat(306)).parts).toBe(2);
    expect(smsSegments("a".repeat(307)).parts).toBe(3);
  });
  it("counts GSM extension characters (€, brackets) twice", () => {
    expect(smsSegments("€[]").length).toBe(6);
    expect(smsSegments(`${"a".repeat(159)}€`).parts).toBe(2);
  });
  it("switches to UCS-2 for any character outside GSM-7: 70 in one, 67 per part", () => {
    expect(smsSegments("Café ok")).toMatchObject({ encoding: "GSM-7" }); // é is GSM
    expect(smsSegments("Hi ‘Ann’")).toMatchObject({ encoding: "UCS-2", length: 8, parts: 1, perPart: 70 });
    expect(smsSegments(`${"a".repeat(70)}`).parts).toBe(1);
    expect(smsSegments(`ł${"a".repeat(70)}`)).toMatchObject({ parts: 2, perPart: 67 });
    expect(smsSegments("👍").length).toBe(2);
  });
  it("says it the way the compose box shows it", () => {
    expect(smsCounterText("H")).toBe("1 of 160 · 1 SMS");
    expect(smsCounterText("")).toBe("0 of 160 · 1 SMS");
    expect(smsCounterText("a".repeat(170))).toBe("170 of 306 · 2 SMS");
    expect(smsCounterText("Ω😀")).toBe("3 of 70 · 1 SMS · Unicode");
  });
});
