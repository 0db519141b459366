import { jobScreens } from "../../src/features/jobs/api/screen-state";
import type { CommandContext } from "../types";

/** Route patterns of the job screens (src/app/routes/staff.tsx). */
export const JOB_LIST = "/job";
export const JOB_EDIT = ["/job/edit/:id", "/job/edit/:id/:selectedtab"];

export function focusedJobId(ctx: CommandContext): number | null {
  const pattern = ctx.focused?.pattern;
  if (!pattern || !JOB_EDIT.includes(pattern)) return null;
  const id = Number(ctx.focused?.params.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function focusedJobTab(ctx: CommandContext): string {
  return (ctx.focused?.params.selectedtab ?? "details").toLowerCase();
}

/** Selected rows of the focused tab (the workspace's selection store feeds ctx.selection). */
export function selectedJobRows(ctx: CommandContext): Record<string, unknown>[] {
  const rows = ctx.selection;
  return rows.filter(
    (r): r is Record<string, unknown> & { id: number } => typeof (r as { id?: unknown })?.id === "number",
  );
}

/** The job ids a job-level action works on: the focused job, or the rows selected in the job list. */
export function targetJobIds(ctx: CommandContext): number[] {
  const id = focusedJobId(ctx);
  if (id !== null) return [id];
  if (ctx.focused?.pattern !== JOB_LIST) return [];
  return selectedJobRows(ctx).map((r) => Number(r.id));
}
