import { type SQL, sql } from "drizzle-orm";
import type { FilterGroup } from "../../../contracts/panel-search";
import { HOLDS_PLACE, PAYABLE } from "../../../contracts/sessions/booking-states";
import type { Db } from "../../client";
import { compileGroup, helpers } from "./compile";
import { rowsOf } from "./fields";
import type { Plan } from "./run";

/** Members counted as filling a quota: booked, confirmed or already taken part. */
const FILLING = [...HOLDS_PLACE, ...PAYABLE];

/** A quota's criteria compiled over the plan's respondent fields (throws FilterError when unreadable). */
export const criteriaSql = (plan: Plan, criteria: FilterGroup, now: Date, zone: string): SQL =>
  compileGroup(criteria, {
    fields: plan.fields,
    scope: { respondentId: plan.entity.idExpr },
    helpers: helpers(now, zone),
  });

/** Members of the job (or one session) filling places who match the criteria. */
export async function filledCount(
  db: Db,
  jobId: number,
  jobGroupId: number | null,
  criteria: SQL,
): Promise<number> {
  const session = jobGroupId ? sql`and x.job_group_id = ${jobGroupId}` : sql``;
  const rows = rowsOf(
    await db.execute(sql`select count(*)::int as n from respondents r where ${criteria} and exists (
      select 1 from respondent_events x where x.respondent_id = r.id and x.job_id = ${jobId} ${session}
      and x.kind = 'Session' and x.status in (${sql.join(
        FILLING.map((s) => sql`${s}`),
        sql`, `,
      )}))`),
  );
  return Number(rows[0]?.n ?? 0);
}
