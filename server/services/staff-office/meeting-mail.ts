import { wallDateText, wallTime, zoneName } from "../../contracts/agency-time";
import { type CalendarPerson, calendarFile } from "../ics";

/**
 * The mails of a staff meeting (decision 256): an invitation (iTIP REQUEST), the same after a
 * change with a higher SEQUENCE, and a cancellation (CANCEL), each with the .ics attached. The
 * UID is the meeting's for its whole life, so a calendar updates or removes the one event.
 */
export interface MeetingForMail {
  id: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string | null;
  link: string | null;
  agenda: string | null;
  sequence: number;
}

export type MeetingMailKind = "invite" | "update" | "cancel";

export interface MeetingMailInput {
  kind: MeetingMailKind;
  meeting: MeetingForMail;
  organiser: CalendarPerson;
  attendees: readonly CalendarPerson[];
  zone: string;
  /** Host part of the UID (the product's public host). */
  host: string;
  now: Date;
}

export const meetingUid = (id: number, host: string) => `staff-meeting-${id}@${host}`;

/** "Thu 03/12/2026 09:00–10:00 AEDT". */
export function meetingWhenText(m: Pick<MeetingForMail, "startsAt" | "endsAt">, zone: string): string {
  const weekday = new Intl.DateTimeFormat("en-AU", { weekday: "short", timeZone: zone }).format(m.startsAt);
  return `${weekday} ${wallDateText(m.startsAt, zone)} ${wallTime(m.startsAt, zone)}–${wallTime(m.endsAt, zone)} ${zoneName(m.startsAt, zone)}`;
}

const SUBJECT: Record<MeetingMailKind, string> = {
  invite: "Meeting invitation",
  update: "Meeting changed",
  cancel: "Meeting cancelled",
};

/** The subject, plain text and .ics file every attendee of one send receives. */
export function meetingMail(input: MeetingMailInput) {
  const { meeting: m, zone } = input;
  const when = meetingWhenText(m, zone);
  const method = input.kind === "cancel" ? "CANCEL" : "REQUEST";
  const lines = [
    input.kind === "cancel"
      ? `${input.organiser.name} cancelled this meeting.`
      : input.kind === "update"
        ? `${input.organiser.name} changed this meeting; the attached invitation updates your calendar.`
        : `${input.organiser.name} invites you to a meeting.`,
    "",
    m.title,
    `When: ${when}`,
    ...(m.place ? [`Where: ${m.place}`] : []),
    ...(m.link ? [`Link: ${m.link}`] : []),
    `Attendees: ${input.attendees.map((a) => a.name).join(", ")}`,
    ...(m.agenda && input.kind !== "cancel" ? ["", "Agenda:", m.agenda] : []),
  ];
  const ics = calendarFile({
    method,
    uid: meetingUid(m.id, input.host),
    sequence: m.sequence,
    start: m.startsAt,
    end: m.endsAt,
    summary: m.title,
    location: [m.place, m.link].filter(Boolean).join(" — "),
    description: [m.agenda ?? "", m.link ? `Link: ${m.link}` : ""].filter(Boolean).join("\n\n"),
    organizer: input.organiser,
    attendees: input.attendees,
    stamp: input.now,
  });
  const content = new TextEncoder().encode(ics);
  return {
    subject: `${SUBJECT[input.kind]}: ${m.title} — ${wallDateText(m.startsAt, zone)} ${wallTime(m.startsAt, zone)}`,
    text: lines.join("\n"),
    file: {
      fileName: input.kind === "cancel" ? "cancel.ics" : "invite.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      size: content.byteLength,
      content,
    },
  };
}
