import { describe, expect, it } from "vitest";
import { dayText, durationText, firstError, incentiveText, parseDecodedValue } from "./landing";

describe("survey landing helpers", () => {
  it("reads the decoded link value and refuses other shapes", () => {
    expect(parseDecodedValue("12|34|56")).toEqual({ respondentId: "12", jobId: "34", surveyId: "56" });
    expect(parseDecodedValue("12|34")).toEqual({ respondentId: "12", jobId: "34", surveyId: "0" });
    expect(parseDecodedValue("x|34|1")).toBeNull();
    expect(parseDecodedValue("0|34|1")).toBeNull();
    expect(parseDecodedValue("")).toBeNull();
  });

  it("formats days, incentives and durations as the product reads them", () => {
    expect(dayText("2026-12-03")).toBe("03/12/2026");
    expect(dayText("2026-12-03T09:00:00Z")).toBe("03/12/2026");
    expect(dayText("Early December")).toBe("Early December");
    expect(incentiveText(75)).toBe("$75.00");
    expect(incentiveText("1234.5")).toBe("$1,234.50");
    expect(incentiveText("$75 gift card")).toBe("$75 gift card");
    expect(durationText(15)).toBe("15 minutes");
    expect(durationText("about an hour")).toBe("about an hour");
  });

  it("answers the first error in call order", () => {
    expect(firstError({ succeeded: true, errors: [] }, { succeeded: false, errors: ["B", "C"] })).toBe("B");
    expect(firstError({ succeeded: false, errors: ["A"] }, { succeeded: false, errors: ["B"] })).toBe("A");
    expect(firstError({ succeeded: true, errors: [] })).toBeNull();
  });
});
