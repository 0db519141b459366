import type { UseCaseContext } from "../../context";
import { wallDateText, wallWeekday } from "../../contracts/agency-time";
import type { PublishResult, Shift } from "../../contracts/staff-office/roster";
import { configValue } from "../../db/repo/config";
import { publishShifts, rosterPeople, shiftsIn } from "../../db/repo/staff-office/roster";
import { queueMail } from "../../mail/outbox";
import { agencyTimeZone } from "../config";
import { clashes } from "./conflicts";
import { clashRefusal, rangeOf } from "./roster";
import { toShift } from "./roster-shapes";

/**
 * POST /api/staff-roster/publish (decision 250): the drafts starting in the range become
 * published, except a draft something now clashes with (leave approved since it was drafted),
 * which stays a draft and is answered with its reason. Each person with newly published shifts
 * gets one e-mail through the queue listing them on the agency's clock.
 */
export async function publishRoster(
  ctx: UseCaseContext,
  range: { from: string; to: string },
): Promise<PublishResult> {
  const { db } = ctx.deps;
  const zone = await agencyTimeZone(ctx);
  const { start, end } = rangeOf(range, zone);
  const drafts = (await shiftsIn(db, { start, end, drafts: true })).filter(
    (s) => s.status === "draft" && s.startsAt >= start,
  );
  const held: PublishResult["held"] = [];
  const ready: number[] = [];
  for (const d of drafts) {
    const found = await clashes(ctx, {
      staffUserIds: [d.staffUserId],
      start: d.startsAt,
      end: d.endsAt,
      except: [
        { kind: "shift", id: d.id },
        ...(d.sessionId ? [{ kind: "session" as const, id: d.sessionId }] : []),
      ],
    });
    if (found.length > 0) held.push({ shiftId: d.id, reason: clashRefusal(found).join(" ") });
    else ready.push(d.id);
  }
  const changed = new Set((await publishShifts(db, ready, ctx.deps.now())).map((r) => r.id));
  const shifts = drafts.filter((d) => changed.has(d.id)).map((d) => toShift(d, zone));
  const byPerson = new Map<number, Shift[]>();
  for (const s of shifts) byPerson.set(s.staffUserId, [...(byPerson.get(s.staffUserId) ?? []), s]);
  const people = await rosterPeople(db, [...byPerson.keys()]);
  const siteTitle = (await configValue(db, "siteTitle")) ?? "Recruitment Workspace";
  let mailed = 0;
  for (const p of people) {
    const mine = byPerson.get(p.id) ?? [];
    if (mine.length === 0 || !p.email) continue;
    await queueMail(ctx.deps, {
      to: p.email,
      subject: `${siteTitle}: your roster ${wallDateText(mine[0]?.startsAt, zone)}–${wallDateText(mine.at(-1)?.startsAt, zone)}`,
      text: rosterMailText(p.firstName, mine, zone),
    });
    mailed += 1;
  }
  return { published: shifts.length, people: byPerson.size, mailed, held };
}

/** The mail's body: one line per shift, on the agency's clock. */
function rosterMailText(firstName: string, shifts: readonly Shift[], zone: string): string {
  const lines = shifts.map((s) => {
    const endDay = s.endDay ? ` (${wallDateText(s.endsAt, zone)})` : "";
    return `- ${wallWeekday(s.startsAt, zone)} ${wallDateText(s.startsAt, zone)} ${s.start}–${s.end}${endDay}: ${s.label} (${s.hours} h)`;
  });
  return [
    `Hello ${firstName},`,
    "",
    "You are rostered for these shifts:",
    "",
    ...lines,
    "",
    "Times are the agency's local time.",
  ].join("\n");
}
