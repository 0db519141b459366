import { ROUTES } from "../../src/app/routes/route-patterns";
import { focusedRecordId, selectedRows } from "../core/focused-record";
import type { CommandContext } from "../core/types";

/** Route patterns of the job screens (from the one route-pattern module). */
export const JOB_LIST = ROUTES.jobList;
export const JOB_EDIT = [ROUTES.jobEdit, ROUTES.jobEditTab];

/** The job ids a job-level action works on: the focused job, or the rows selected in the job list. */
export function targetJobIds(ctx: CommandContext): number[] {
  const id = focusedRecordId(ctx, JOB_EDIT);
  if (id !== null) return [id];
  if (ctx.focused?.pattern !== JOB_LIST) return [];
  return selectedRows(ctx).map((r) => r.id);
}
