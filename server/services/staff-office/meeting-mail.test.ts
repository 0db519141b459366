import { describe, expect, it } from "vitest";
import { meetingMail, meetingUid, meetingWhenText } from "./meeting-mail";

const meeting = {
  id: 7,
  title: "Roster review",
  // Sunday 03/10/2027 01:00 AEST to 04:00 AEDT: the clocks go forward at 02:00.
  startsAt: new Date("2027-10-02T15:00:00Z"),
  endsAt: new Date("2027-10-02T17:00:00Z"),
  place: "Board room",
  link: "https://meet.example/abc",
  agenda: "1. Shifts\n2. Leave",
  sequence: 2,
};
const base = {
  meeting,
  organiser: { name: "Ann Lee", email: "ann@agency.test" },
  attendees: [{ name: "Bo Chen", email: "bo@agency.test" }],
  zone: "Australia/Sydney",
  host: "recruit.test",
  now: new Date("2027-09-01T00:00:00Z"),
};

describe("meeting mails", () => {
  it("names the wall times on the agency's clock across a daylight-saving change", () => {
    expect(meetingWhenText(meeting, "Australia/Sydney")).toBe("Sun 03/10/2027 01:00–04:00 AEST");
  });

  it("invites with a REQUEST whose UID is the meeting's and whose times are UTC", () => {
    const mail = meetingMail({ ...base, kind: "invite" });
    const ics = new TextDecoder().decode(mail.file.content);
    expect(mail.subject).toBe("Meeting invitation: Roster review — 03/10/2027 01:00");
    expect(mail.file).toMatchObject({
      fileName: "invite.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
    });
    expect(mail.file.size).toBe(mail.file.content.byteLength);
    expect(ics).toContain(`\r\nUID:${meetingUid(7, "recruit.test")}\r\n`);
    expect(ics).toContain("\r\nDTSTART:20271002T150000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20271002T170000Z\r\n");
    expect(ics).toContain("\r\nSEQUENCE:2\r\n");
    expect(mail.text).toContain("Agenda:\n1. Shifts\n2. Leave");
    expect(mail.text).toContain("Link: https://meet.example/abc");
  });

  it("cancels with METHOD:CANCEL and no agenda in the text", () => {
    const mail = meetingMail({ ...base, kind: "cancel" });
    expect(new TextDecoder().decode(mail.file.content)).toContain("\r\nMETHOD:CANCEL\r\n");
    expect(mail.file.fileName).toBe("cancel.ics");
    expect(mail.subject.startsWith("Meeting cancelled")).toBe(true);
    expect(mail.text).not.toContain("Agenda");
  });
});
