import { PassThrough } from "node:stream";
import { holds } from "../../auth/guard";
import type { Deps, UseCaseContext } from "../../context";
import { wallDateText, wallDateTimeText } from "../../contracts/agency-time";
import { EXPORT_DENIED } from "../../contracts/query-constants";
import { reportById } from "../../contracts/reports/catalogue";
import type { ReportFilters } from "../../contracts/reports/report-kit";
import type { ReportSchedule } from "../../contracts/reports/schedule-calls";
import {
  claimSchedule,
  deleteOwnSchedule,
  dueSchedules,
  recordResult,
  type ScheduleRow,
  schedulesOf,
  upsertSchedule,
} from "../../db/repo/report-schedules";
import { badRequest, forbidden, notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { queueCampaign } from "../messaging/campaigns";
import { reportFileFor } from "./run";
import { type Cadence, nextRun, periodBefore } from "./schedule-times";

/**
 * Scheduled reports (decision 237): a staff user has a report with its filters e-mailed as .xlsx
 * every Monday (the last week) or every 1st (the last month). The right is checked again at each
 * send, so a user who lost the report's right or ExportAllResults stops receiving it.
 */

const staffId = (ctx: UseCaseContext) => {
  if (ctx.actor?.role !== "Staff") throw forbidden();
  return ctx.actor.id;
};

const answerOf = (row: ScheduleRow): ReportSchedule => ({
  id: row.id,
  reportId: row.reportId,
  title: reportById(row.reportId)?.title ?? row.reportId,
  cadence: row.cadence,
  filters: row.filters as Record<string, string | number>,
  nextRunAt: row.nextRunAt.toISOString(),
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
  lastResult: row.lastResult,
});

export async function mySchedules(ctx: UseCaseContext): Promise<ReportSchedule[]> {
  return (await schedulesOf(ctx.deps.db, staffId(ctx))).map(answerOf);
}

/** The filters without the period (each send covers its own). */
function kept(input: ReportFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(input))
    if (key !== "from" && key !== "to" && (typeof value === "number" || (typeof value === "string" && value)))
      out[key] = value;
  return out;
}

export async function saveSchedule(
  ctx: UseCaseContext,
  input: ReportFilters & { report: string; cadence: Cadence },
): Promise<ReportSchedule> {
  const id = staffId(ctx);
  const r = reportById(input.report);
  if (!r) throw badRequest("No such report.");
  if (!holds(ctx, r.right)) throw forbidden();
  if (!holds(ctx, "EXP")) throw forbidden(EXPORT_DENIED);
  const { report: _r, cadence, ...filters } = input;
  const zone = await agencyTimeZone(ctx);
  const row = await upsertSchedule(ctx.deps.db, {
    staffUserId: id,
    reportId: r.id,
    cadence,
    filters: kept(filters),
    nextRunAt: nextRun(cadence, ctx.deps.now(), zone),
  });
  return answerOf(row);
}

export async function deleteSchedule(ctx: UseCaseContext, input: { id: number }) {
  if (!(await deleteOwnSchedule(ctx.deps.db, staffId(ctx), input.id)))
    throw notFound("No such scheduled report.");
  return { id: input.id };
}

async function bytesOf(
  write: (out: PassThrough) => Promise<number>,
): Promise<{ bytes: Buffer; rows: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => {
    out.on("end", resolve);
    out.on("error", reject);
  });
  const rows = await write(out);
  out.end();
  await done;
  return { bytes: Buffer.concat(chunks), rows };
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Sends one due schedule (already claimed); answers what the owner reads as its last result. */
async function send(deps: Deps, due: Awaited<ReturnType<typeof dueSchedules>>[number], zone: string) {
  const { schedule: s } = due;
  const r = reportById(s.reportId);
  if (!r) return "Not sent: the report no longer exists.";
  if (!due.active) return "Not sent: the user is inactive.";
  const rights = await deps.rights.of(s.staffUserId);
  const ctx: UseCaseContext = {
    deps,
    actor: {
      role: "Staff",
      id: s.staffUserId,
      name: due.username,
      jti: `schedule-${s.id}`,
      exp: 0,
      accountId: 0,
    },
    rights,
  };
  if (!holds(ctx, r.right) || !holds(ctx, "EXP"))
    return "Not sent: you no longer hold the report's right or ExportAllResults.";
  const period = periodBefore(s.cadence, s.nextRunAt, zone);
  const filters = { ...(s.filters as ReportFilters), ...period };
  const file = await reportFileFor(ctx, r.id, filters);
  const { bytes, rows } = await bytesOf((out) => file.write(out));
  const when = `${wallDateText(period.from, zone)} – ${wallDateText(period.to, zone)}`;
  await queueCampaign(
    deps,
    {
      channel: "email",
      kind: "transactional",
      messages: [
        {
          respondentId: 0,
          to: due.email,
          subject: `${r.title}: ${when}`,
          text: `Your ${s.cadence} ${r.title} for ${when} is attached (${rows} rows).\n\nTo stop it, open Reports and choose Stop beside it.`,
        },
      ],
    },
    null,
    [{ fileName: file.fileName, contentType: XLSX, size: bytes.byteLength, content: new Uint8Array(bytes) }],
  );
  return `Sent ${wallDateTimeText(deps.now(), zone)}: ${rows} rows.`;
}

/** One pass: every due schedule is claimed (once across processes), built and queued as mail. */
export async function runDueSchedules(deps: Deps): Promise<number> {
  const now = deps.now();
  const zone = await agencyTimeZone({ deps });
  let sent = 0;
  for (const due of await dueSchedules(deps.db, now, 20)) {
    const next = nextRun(due.schedule.cadence, now, zone);
    if (!(await claimSchedule(deps.db, due.schedule, next, now))) continue;
    const result = await send(deps, due, zone).catch((error: unknown) => {
      deps.log.error("scheduled report failed", { scheduleId: due.schedule.id, error: String(error) });
      return "Not sent: the report could not be built; it is tried again at the next send.";
    });
    await recordResult(deps.db, due.schedule.id, result);
    if (result.startsWith("Sent")) sent += 1;
  }
  return sent;
}

const SCAN_MS = 60_000;

/** Scans for due schedules every minute; returns a stop function. */
export function startReportSchedules(deps: Deps): () => void {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    runDueSchedules(deps)
      .then((n) => n > 0 && deps.log.info("scheduled reports sent", { count: n }))
      .catch((error: unknown) => deps.log.error("scheduled report pass failed", { error: String(error) }))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(pass, SCAN_MS);
  timer.unref();
  return () => clearInterval(timer);
}
