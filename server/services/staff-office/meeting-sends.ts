import type { UseCaseContext } from "../../context";
import type { Db } from "../../db/client";
import type { JobQueue } from "../../db/job-queue";
import type { MeetingRecord, StaffContact } from "../../db/repo/staff-office/meetings";
import type { CalendarPerson } from "../ics";
import { queueCampaignIn } from "../messaging/campaigns";
import { queueFor } from "../messaging/queue";

export const meetingQueue = (ctx: UseCaseContext) => queueFor(ctx.deps);

import { type MeetingMailKind, meetingMail } from "./meeting-mail";

/** Who gets which mail of one save: new attendees an invitation, others the change, removed ones a cancellation. */
export interface MeetingInvites {
  meeting: MeetingRecord;
  organiser: CalendarPerson;
  zone: string;
  invite?: readonly StaffContact[];
  update?: readonly StaffContact[];
  cancel?: readonly StaffContact[];
}

const person = (p: StaffContact): CalendarPerson => ({ name: p.fullName, email: p.email });

/**
 * Queues the meeting's mails inside the transaction that saved it (decision 256): one
 * transactional campaign per kind, its .ics attached once for all its recipients, so a failed
 * save sends nothing and a saved one is always announced. The queue is opened before the
 * transaction (`meetingQueue`): on PGlite's one connection nothing else may wait inside it.
 */
export async function sendMeetingMails(
  ctx: UseCaseContext,
  tx: Db,
  queue: JobQueue,
  sends: MeetingInvites,
): Promise<void> {
  const host = URL.canParse(ctx.deps.env.publicUrl) ? new URL(ctx.deps.env.publicUrl).hostname : "localhost";
  const current = [...(sends.invite ?? []), ...(sends.update ?? [])];
  const groups: [MeetingMailKind, readonly StaffContact[]][] = [
    ["invite", sends.invite ?? []],
    ["update", sends.update ?? []],
    ["cancel", sends.cancel ?? []],
  ];
  for (const [kind, people] of groups) {
    const to = people.filter((p) => p.email.trim());
    if (to.length === 0) continue;
    const mail = meetingMail({
      kind,
      meeting: sends.meeting,
      organiser: sends.organiser,
      // A cancellation names whom it cancels for; an invitation everyone who attends.
      attendees: (kind === "cancel" ? people : current).map(person),
      zone: sends.zone,
      host,
      now: ctx.deps.now(),
    });
    await queueCampaignIn(
      tx,
      queue,
      ctx.deps.env.messaging.chunkSize,
      {
        channel: "email",
        kind: "transactional",
        messages: to.map((p) => ({ respondentId: 0, to: p.email, subject: mail.subject, text: mail.text })),
      },
      ctx.actor?.role === "Staff" ? ctx.actor.id : null,
      [mail.file],
    );
  }
}
