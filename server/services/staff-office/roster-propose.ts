import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { type Proposal, ROSTER_LEAD_MINUTES, ROSTER_TAIL_MINUTES } from "../../contracts/staff-office/roster";
import {
  rosteredForSessions,
  sessionsStartingIn,
  shiftsTable,
  shiftWithLabel,
  staffIdsByUsername,
} from "../../db/repo/staff-office/roster";
import { staffNamesByIds } from "../../db/repo/staff-office/staff-names";
import { agencyTimeZone } from "../config";
import { clashes } from "./conflicts";
import { rangeOf } from "./roster";
import { toShift } from "./roster-shapes";

const MINUTE = 60_000;

/**
 * POST /api/staff-roster/propose (decision 251): every recruiter of every session starting in the
 * range gets a draft "host" shift from ROSTER_LEAD_MINUTES before the session to
 * ROSTER_TAIL_MINUTES after it. Nothing is drafted twice (a shift for that session and person,
 * draft or published, already exists) and nothing that clashes; each skip says why.
 */
export async function proposeRoster(
  ctx: UseCaseContext,
  range: { from: string; to: string },
): Promise<Proposal> {
  const { db } = ctx.deps;
  const me = callerOf(ctx);
  const zone = await agencyTimeZone(ctx);
  const { start, end } = rangeOf(range, zone);
  const sessions = await sessionsStartingIn(db, start, end);
  const ids = await staffIdsByUsername(db, [...new Set(sessions.flatMap((s) => s.recruiters))]);
  const names = await staffNamesByIds(db, [...ids.values()]);
  const done = await rosteredForSessions(
    db,
    sessions.map((s) => s.id),
  );
  const out: Proposal = { drafted: [], skipped: [], sessions: sessions.length };
  for (const s of sessions) {
    if (!s.startsAt || !s.endsAt) continue;
    const session = `${s.jobNumber} S${s.sessionNumber} ${s.name}`.trim();
    for (const username of s.recruiters) {
      const staffUserId = ids.get(username);
      const skip = (staff: string, reason: string) =>
        out.skipped.push({ sessionId: s.id, session, staff, reason });
      if (!staffUserId) {
        skip(username, "Not an active staff user.");
        continue;
      }
      const staff = names.get(staffUserId) ?? username;
      if (done.has(`${s.id}:${staffUserId}`)) {
        skip(staff, "Already rostered for this session.");
        continue;
      }
      const startsAt = new Date(s.startsAt.getTime() - ROSTER_LEAD_MINUTES * MINUTE);
      const endsAt = new Date(s.endsAt.getTime() + ROSTER_TAIL_MINUTES * MINUTE);
      const found = await clashes(ctx, {
        staffUserIds: [staffUserId],
        start: startsAt,
        end: endsAt,
        except: { kind: "session", id: s.id },
      });
      if (found.length > 0) {
        skip(staff, `Clashes with ${found.join("; ")}.`);
        continue;
      }
      const row = await shiftsTable.insert(db, {
        staffUserId,
        startsAt,
        endsAt,
        kind: "host",
        jobId: s.jobId,
        sessionId: s.id,
        status: "draft",
        createdBy: me.id,
      });
      done.add(`${s.id}:${staffUserId}`);
      const full = await shiftWithLabel(db, row.id);
      if (full) out.drafted.push(toShift(full, zone));
    }
  }
  return out;
}
