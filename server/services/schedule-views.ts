import { assertClientVisible } from "../auth/guard";
import type { UseCaseContext } from "../context";
import { scheduleViewPage } from "../db/repo/client-schedule";
import { clientsTable } from "../db/repo/clients";
import { notFound } from "../http/errors";

/** GET /api/client-schedule-views/{id}: one page of what the client's contacts saw (decision 213). */
export async function listScheduleViews(
  ctx: UseCaseContext,
  input: { id: number; start: number; length: number },
) {
  if (!(await clientsTable.get(ctx.deps.db, input.id))) throw notFound("Client not found.");
  await assertClientVisible(ctx, input.id);
  const page = await scheduleViewPage(ctx.deps.db, input.id, input.start, input.length);
  return { total: page.total, rows: page.rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}
