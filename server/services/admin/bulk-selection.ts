import { sql } from "drizzle-orm";
import type { UseCaseContext } from "../../context";
import type { BulkOperationInput } from "../../contracts/admin/bulk-data";
import { BULK_FIELDS, type BulkField } from "../../contracts/admin/bulk-data-fields";
import { wallDateText } from "../../contracts/agency-time";
import { ARCHIVED_JOB_STATUS } from "../../contracts/job-status";
import { filtersSchema } from "../../contracts/panel-search";
import type { Db } from "../../db/client";
import { type BulkSelection, type BulkTarget, lookupHasCode } from "../../db/repo/admin/bulk-data";
import { buildPlan } from "../../db/repo/panel-search/plan";
import { savedQueriesTable } from "../../db/repo/saved-queries";
import { badRequest } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { eligibilityContextFor } from "../panel-search/eligibility";
import { asBadRequest } from "../panel-search/errors";

/**
 * What a bulk operation changes (decision 281). The request becomes a *snapshot* (the saved
 * query's filters, the cut-off instant), stored with the operation, and the snapshot becomes the
 * one selection the preview counts and the worker changes: preview and run share the query.
 */

export type BulkSnapshot =
  | {
      kind: "set-field";
      queryId: number;
      queryName: string;
      jobId: number | null;
      filters: unknown;
      field: BulkField;
      value: string;
    }
  | { kind: "deactivate-members"; months: number; cutoff: string; zone: string }
  | { kind: "archive-jobs"; closedBefore: string; zone: string };

/** Checks the request against the database and takes the snapshot a run keeps. */
export async function snapshotOf(ctx: UseCaseContext, input: BulkOperationInput): Promise<BulkSnapshot> {
  const { db } = ctx.deps;
  if (input.kind === "set-field") {
    const query = await savedQueriesTable.get(db, input.queryId);
    if (query?.entity !== "respondent")
      throw badRequest("Saved query not found: choose a saved panel query.");
    const list = BULK_FIELDS[input.field].list;
    if (!(await lookupHasCode(db, list, input.value)))
      throw badRequest(`${input.value} is not a value of ${BULK_FIELDS[input.field].label}.`);
    return {
      kind: "set-field",
      queryId: query.id,
      queryName: query.name,
      jobId: query.jobId,
      filters: query.filters,
      field: input.field,
      value: input.value,
    };
  }
  if (input.kind === "deactivate-members") {
    const cutoff = new Date(ctx.deps.now());
    cutoff.setUTCMonth(cutoff.getUTCMonth() - input.months);
    const zone = await agencyTimeZone(ctx);
    return { kind: "deactivate-members", months: input.months, cutoff: cutoff.toISOString(), zone };
  }
  return { kind: "archive-jobs", closedBefore: input.closedBefore, zone: await agencyTimeZone(ctx) };
}

const SQL_COLUMN: Record<BulkField, string> = {
  preferredContactMethod: "preferred_contact_method",
  contactTime: "contact_time",
  mobilePhoneType: "mobile_phone_type",
};

/** The column a snapshot writes (what the undo restores). */
export function targetOf(s: BulkSnapshot): BulkTarget {
  if (s.kind === "set-field") return { table: "respondents", column: SQL_COLUMN[s.field], type: "text" };
  if (s.kind === "deactivate-members") return { table: "respondents", column: "is_active", type: "boolean" };
  return { table: "jobs", column: "status", type: "text" };
}

const memberName = sql`r.first_name || ' ' || r.last_name`;
/** A member's last activity: joined, record changed, or any event (invitation, booking, survey). */
const lastActive = sql`greatest(r.created_at, coalesce(r.updated_at, r.created_at),
  coalesce((select max(e.at) from respondent_events e where e.respondent_id = r.id), r.created_at))`;

/** The selection of a snapshot: the rows a run changes now, and what the preview shows of them. */
export async function selectionOf(db: Db, s: BulkSnapshot): Promise<BulkSelection> {
  const target = targetOf(s);
  if (s.kind === "set-field") {
    const parsed = filtersSchema.safeParse(s.filters);
    if (!parsed.success) throw badRequest("The saved query's filters cannot be read; save the query again.");
    const filters = parsed.data;
    const eligibility = await eligibilityContextFor(db, s.jobId);
    const plan = await asBadRequest(() =>
      buildPlan(db, { entity: "respondent", filters, extraIds: {} }, eligibility),
    );
    return {
      ...target,
      alias: "r",
      where: sql`${plan.where} and r.${sql.raw(target.column)} is distinct from ${s.value}`,
      newValue: s.value,
      name: memberName,
      detail: sql`r.email`,
    };
  }
  if (s.kind === "deactivate-members") {
    return {
      ...target,
      alias: "r",
      where: sql`r.is_active and r.merged_into_id is null and ${lastActive} < ${s.cutoff}::timestamptz`,
      newValue: "false",
      name: memberName,
      detail: sql`'Last active ' || to_char(${lastActive} at time zone ${s.zone}, 'DD/MM/YYYY')`,
    };
  }
  return {
    ...target,
    alias: "j",
    where: sql`j.status = 'Closed'
      and coalesce(j.end_date, (j.updated_at at time zone ${s.zone})::date) < ${s.closedBefore}::date`,
    newValue: ARCHIVED_JOB_STATUS,
    name: sql`j.job_number || ' ' || j.name`,
    detail: sql`'Ended ' || to_char(coalesce(j.end_date, (j.updated_at at time zone ${s.zone})::date), 'DD/MM/YYYY')`,
  };
}

/** The sentence the history and the confirmation show. */
export function describe(s: BulkSnapshot): string {
  if (s.kind === "set-field")
    return `Set ${BULK_FIELDS[s.field].label} to ${s.value} for the members of '${s.queryName}'`;
  if (s.kind === "deactivate-members")
    return `Deactivate members not active for ${s.months} months (none since ${wallDateText(s.cutoff, s.zone)})`;
  const [y, m, d] = s.closedBefore.split("-");
  return `Archive jobs closed before ${d}/${m}/${y}`;
}
