import { describe, expect, it } from "vitest";
import { calendarFile, foldLine, icsText, icsTime } from "./ics";

const event = {
  uid: "booking-42@recruit.test",
  start: new Date("2026-12-10T07:00:00.000Z"),
  end: new Date("2026-12-10T08:30:00.000Z"),
  summary: "Evening group A; snacks, drinks",
  location: "Level 2, 10 Smith St\nSydney",
  description: "Incentive $120.00",
  stamp: new Date("2026-11-28T01:02:03.000Z"),
};

describe("calendar file", () => {
  it("writes UTC times with Z", () => {
    expect(icsTime(event.start)).toBe("20261210T070000Z");
    const text = calendarFile(event);
    expect(text).toContain("\r\nDTSTART:20261210T070000Z\r\n");
    expect(text).toContain("\r\nDTEND:20261210T083000Z\r\n");
    expect(text).toContain("\r\nDTSTAMP:20261128T010203Z\r\n");
    expect(text).toContain("\r\nUID:booking-42@recruit.test\r\n");
  });

  it("escapes text values per RFC 5545", () => {
    expect(icsText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    const text = calendarFile(event);
    expect(text).toContain("SUMMARY:Evening group A\\; snacks\\, drinks\r\n");
    expect(text).toContain("LOCATION:Level 2\\, 10 Smith St\\nSydney\r\n");
  });

  it("is one VEVENT in a VCALENDAR with CRLF lines", () => {
    const lines = calendarFile(event).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(calendarFile(event).replace(/\r\n/g, "")).not.toMatch(/\n/);
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = `SUMMARY:${"é".repeat(60)}`;
    const folded = foldLine(long);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("leaves out an empty location", () => {
    expect(calendarFile({ ...event, location: "" })).not.toContain("LOCATION");
  });
});

describe("invitations (iTIP)", () => {
  const invite = {
    ...event,
    method: "REQUEST" as const,
    sequence: 3,
    organizer: { name: 'Ann "the boss" Lee', email: "ann@agency.test" },
    attendees: [
      { name: "Bo Chen", email: "bo@agency.test" },
      { name: "Cy Diaz", email: "cy@agency.test" },
    ],
  };

  it("writes METHOD, SEQUENCE, STATUS, the organiser and every attendee", () => {
    const text = calendarFile(invite);
    expect(text).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(text).toContain("\r\nSEQUENCE:3\r\n");
    expect(text).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(text).toContain('\r\nORGANIZER;CN="Ann the boss Lee":mailto:ann@agency.test\r\n');
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded.match(/^ATTENDEE;.*$/gm)?.map((l) => l.split(":").slice(1).join(":").trim())).toEqual([
      "mailto:bo@agency.test",
      "mailto:cy@agency.test",
    ]);
  });

  it("marks a cancellation CANCELLED and keeps 'Add to calendar' files as they were", () => {
    expect(calendarFile({ ...invite, method: "CANCEL" })).toContain("\r\nSTATUS:CANCELLED\r\n");
    const plain = calendarFile(event);
    expect(plain).toContain("\r\nMETHOD:PUBLISH\r\n");
    expect(plain).not.toMatch(/SEQUENCE|ORGANIZER|ATTENDEE|STATUS/);
  });
});
