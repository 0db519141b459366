import type { UseCaseContext } from "../context";
import { ELIGIBILITY_CONFIG } from "../contracts/panel-search";
import type { Db } from "../db/client";
import { configValue } from "../db/repo/config";
import { archiveEventsBefore } from "../db/repo/saved-queries";

/**
 * The event archive (decision 144): events older than `Events.ArchiveAfterDays` (config, default
 * 730) move to respondent_events_archive, which admin/searcharchivedevents queries. Triggered by
 * POST /api/event/archive (SearchEvents) and by a daily timer the server starts.
 */
export const DEFAULT_ARCHIVE_AFTER_DAYS = 730;
const DAY = 86_400_000;

export async function archiveAgeDays(db: Db): Promise<number> {
  const raw = Number(await configValue(db, ELIGIBILITY_CONFIG.archiveAfterDays));
  return Number.isInteger(raw) && raw >= 1 ? raw : DEFAULT_ARCHIVE_AFTER_DAYS;
}

export async function archiveOldEvents(db: Db, now: Date, olderThanDays?: number) {
  const days = olderThanDays ?? (await archiveAgeDays(db));
  const cutoff = new Date(now.getTime() - days * DAY);
  return { moved: await archiveEventsBefore(db, cutoff), cutoff: cutoff.toISOString() };
}

export const archiveEvents = (ctx: UseCaseContext, input: { olderThanDays?: number }) =>
  archiveOldEvents(ctx.deps.db, ctx.deps.now(), input.olderThanDays);

/** Runs the archive once a day; answers the stop function (server shutdown). */
export function startEventArchiver(
  db: Db,
  log: { error(msg: string, data?: object): void },
  every = DAY,
): () => void {
  const timer = setInterval(() => {
    archiveOldEvents(db, new Date()).catch((error: unknown) =>
      log.error("event archive failed", { error: String(error) }),
    );
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}
