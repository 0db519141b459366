/**
 * One event as an iCalendar file (RFC 5545): 'Add to calendar' (METHOD:PUBLISH) or a meeting
 * invitation (iTIP, RFC 5546: REQUEST, CANCEL). Times are UTC ('Z'), so every calendar shows them
 * on its owner's clock without a VTIMEZONE block, and a meeting across a daylight-saving change
 * keeps its true length.
 */
export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** PUBLISH unless given; a REQUEST or CANCEL carries its organiser, attendees and sequence. */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** Revision of the event: a calendar applies an update only when it is higher (5545 3.8.7.4). */
  sequence?: number;
  organizer?: CalendarPerson;
  attendees?: readonly CalendarPerson[];
}

/** 20261210T070000Z */
export const icsTime = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 3.3.11). */
export const icsText = (s: string) =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** Lines longer than 75 octets continue on the next line after CRLF and a space (3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** A CN parameter value: quoted, with the characters a quoted value may not hold dropped (3.2). */
const cn = (name: string) => `"${name.replace(/["\r\n]/g, "")}"`;
const mailto = (email: string) => `mailto:${email.trim()}`;

/** The lines only an invitation has: sequence, status, organiser and attendees. */
function inviteLines(e: CalendarEvent): string[] {
  if (!e.method || e.method === "PUBLISH") return [];
  return [
    `SEQUENCE:${e.sequence ?? 0}`,
    `STATUS:${e.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    ...(e.organizer ? [`ORGANIZER;CN=${cn(e.organizer.name)}:${mailto(e.organizer.email)}`] : []),
    ...(e.attendees ?? []).map(
      (a) =>
        `ATTENDEE;CN=${cn(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(a.email)}`,
    ),
  ];
}

export function calendarFile(e: CalendarEvent): string {
  const method = e.method ?? "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Recruitment workspace//${method === "PUBLISH" ? "Confirm page" : "Staff meetings"}//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${icsText(e.uid)}`,
    `DTSTAMP:${icsTime(e.stamp)}`,
    `DTSTART:${icsTime(e.start)}`,
    `DTEND:${icsTime(e.end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    ...inviteLines(e),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
