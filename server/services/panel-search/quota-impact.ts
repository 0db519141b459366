import type { UseCaseContext } from "../../context";
import { type FilterGroup, filtersSchema, type QuotaImpact } from "../../contracts/panel-search";
import { jobGroupsTable, quotasOfJob } from "../../db/repo/jobs";
import { FilterError } from "../../db/repo/panel-search/compile";
import { criteriaSql, filledCount } from "../../db/repo/panel-search/quota-sql";
import { countWhere, type Plan } from "../../db/repo/panel-search/run";
import { notFound } from "../../http/errors";
import { agencyTimeZone } from "../config";

/**
 * Quota impact (decision 143): for each quota cell of the chosen job (or session), how many
 * places are filled, how many are open, how many of the search's results fall in the cell and
 * how many of those would overfill it. A cell's criteria is read as a filter: the JSON of a
 * filter group, or `field=value` pairs separated by ";" or "," (e.g. "gender=Female; state=NSW").
 */

const PAIR = /^\s*([A-Za-z][A-Za-z0-9_.]*)\s*=\s*(.+?)\s*$/;

/** The criteria as a filter group; null when it reads as neither form. */
export function criteriaFilter(criteria: string | null): FilterGroup | null {
  if (!criteria?.trim()) return null;
  const text = criteria.trim();
  if (text.startsWith("{") || text.startsWith("[")) {
    try {
      const parsed = filtersSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
  const pairs = text.split(/[;,]/).map((part) => PAIR.exec(part));
  if (pairs.some((p) => !p)) return null;
  return {
    op: "and",
    items: pairs.map((p) => {
      const [, field = "", value = ""] = p as RegExpExecArray;
      return filtersSchema.parse([{ type: "Text", field, comparison: "equals", value1: value }])
        .items[0] as never;
    }),
  };
}

export async function quotaImpact(
  ctx: UseCaseContext,
  plan: Plan,
  chosen: { jobId?: number; sessionId?: number },
): Promise<QuotaImpact[]> {
  const { db } = ctx.deps;
  let jobId = chosen.jobId;
  if (chosen.sessionId) {
    const session = await jobGroupsTable.get(db, chosen.sessionId);
    if (!session) throw notFound("Session not found.");
    jobId = session.jobId;
  }
  if (!jobId) return [];
  const cells = (await quotasOfJob(db, jobId)).filter(
    (q) => !chosen.sessionId || q.jobGroupId === null || q.jobGroupId === chosen.sessionId,
  );
  const now = ctx.deps.now();
  const zone = await agencyTimeZone(ctx);
  const impact: QuotaImpact[] = [];
  for (const q of cells) {
    const filter = criteriaFilter(q.criteria);
    let condition = null;
    try {
      condition = filter ? criteriaSql(plan, filter, now, zone) : null;
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
    }
    const filled = condition ? await filledCount(db, jobId, q.jobGroupId, condition) : q.achieved;
    const matching = condition ? await countWhere(db, plan, condition) : null;
    const open = Math.max(q.target - filled, 0);
    impact.push({
      quotaId: q.id,
      name: q.name,
      target: q.target,
      filled,
      open,
      matching,
      overfill: matching === null ? 0 : Math.max(matching - open, 0),
    });
  }
  return impact;
}
