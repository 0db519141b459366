import type { Deps } from "../../context";
import { wallDateText, wallTime, zoneName } from "../../contracts/agency-time";
import { toE164 } from "../../contracts/phone-e164";
import type { Db } from "../../db/client";
import { claimReminders, type DueReminder, dueReminders } from "../../db/repo/reminders";
import { agencyTimeZone, countryVariantOf } from "../config";
import { reportSmsWorker } from "../sms-automation";
import { queueCampaignIn } from "./campaigns";
import { renderTemplate } from "./merge-fields";
import { queueFor } from "./queue";

const CHANNELS = ["email", "sms"] as const;
const SCAN_MS = 60_000;

const TEXT =
  "Hi {{firstName}}, a reminder of your session for {{jobName}} on {{sessionDate}} at {{sessionTime}}.";
const HTML =
  "<p>Hi {{firstName}},</p><p>A reminder of your session for {{jobName}} on {{sessionDate}} at {{sessionTime}}.</p>";

/** Dates and times on the agency's clock, its zone named (decision 170). */
function message(channel: "email" | "sms", r: DueReminder, zone: string, country: string) {
  const values = {
    firstName: r.firstName,
    jobName: r.jobName,
    sessionDate: wallDateText(r.startsAt, zone),
    sessionTime: `${wallTime(r.startsAt, zone)} ${zoneName(r.startsAt, zone)}`,
  };
  const text = renderTemplate(TEXT, values, { html: false });
  return channel === "email"
    ? {
        respondentId: r.respondentId,
        to: r.address,
        subject: `Reminder: ${r.jobName}`,
        text,
        html: renderTemplate(HTML, values, { html: true }),
      }
    : { respondentId: r.respondentId, to: smsNumber(r.address, country), text };
}

/** The provider wants E.164; a number that cannot be read is left for the provider to refuse. */
function smsNumber(address: string, country: string): string {
  const e164 = toE164(address, country);
  return e164.ok ? e164.number : address;
}

/**
 * One pass: for each offset (hours before the start, largest first) and channel, attendees whose
 * session starts within that offset but after the next smaller one get one reminder. The
 * reminder log row and the message are stored in one transaction; the log's unique key makes a
 * second process (or pass) skip the attendee. Answers how many reminders were queued.
 */
export async function runReminders(deps: Deps): Promise<number> {
  const offsets = [...new Set(deps.env.messaging.reminderOffsetsHours)].sort((a, b) => b - a);
  const queue = await queueFor(deps);
  const zone = await agencyTimeZone({ deps });
  const country = (await countryVariantOf({ deps })) === "NZ" ? "NZ" : "AU";
  let queued = 0;
  for (const [i, offset] of offsets.entries()) {
    const from = offsets[i + 1] ?? 0;
    for (const channel of CHANNELS) {
      const due = await dueReminders(deps.db, channel, offset, deps.now(), from);
      const bySession = new Map<number, DueReminder[]>();
      for (const r of due) bySession.set(r.sessionId, [...(bySession.get(r.sessionId) ?? []), r]);
      for (const [sessionId, rows] of bySession) {
        queued += await deps.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const won = new Set(
            await claimReminders(
              tx,
              sessionId,
              channel,
              offset,
              rows.map((r) => r.respondentId),
            ),
          );
          const mine = rows.filter((r) => won.has(r.respondentId));
          if (mine.length === 0) return 0;
          await queueCampaignIn(tx, queue, deps.env.messaging.chunkSize, {
            channel,
            kind: "reminder",
            jobId: mine[0]?.jobId ?? 0,
            sessionId,
            messages: mine.map((r) => message(channel, r, zone, country)),
          });
          return mine.length;
        });
      }
    }
  }
  if (queued > 0) deps.notifyOutbox();
  return queued;
}

/**
 * Runs the reminder pass every minute; the tracker's 'SMS Automation is working.' box is true
 * only while this runs (reportSmsWorker). Returns a stop function.
 */
export function startReminders(deps: Deps): () => void {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    runReminders(deps)
      .then((n) => n > 0 && deps.log.info("reminders queued", { count: n }))
      .catch((error: unknown) => deps.log.error("reminder pass failed", { error: String(error) }))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(pass, SCAN_MS);
  timer.unref();
  reportSmsWorker(true);
  pass();
  return () => {
    clearInterval(timer);
    reportSmsWorker(false);
  };
}
