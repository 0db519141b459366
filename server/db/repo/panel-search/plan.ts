import { type SQL, sql } from "drizzle-orm";
import type { FilterGroup } from "../../../contracts/panel-search";
import type {
  DocumentParent,
  EligibilityLabel,
  EventModule,
  QueryEntity,
} from "../../../contracts/panel-search-constants";
import type { Db } from "../../client";
import { compileGroup, FilterError, fieldKeys, helpers } from "./compile";
import type { EligibilityContext } from "./eligibility-sql";
import { eligibilityCondition } from "./eligibility-sql";
import { DOCUMENT_ENTITY, eventEntity } from "./event-fields";
import { type EntityDef, type FieldDef, fieldMap } from "./fields";
import { providerOf } from "./providers";
import { respondentEntity } from "./respondent-fields";
import type { Plan } from "./run";

/** What a query asks for, after the contract parsed it. */
export interface PlanRequest {
  entity: QueryEntity;
  filters: FilterGroup;
  sort?: { column: string; dir: "asc" | "desc" };
  columns?: string[];
  moduleName?: EventModule;
  parentTableName?: DocumentParent;
  extraIds: { jobId?: number; sessionId?: number; parentId?: number; clientId?: number };
  excludeLabels?: string[];
}

export function entityDef(entity: QueryEntity, eligibility: EligibilityContext): EntityDef {
  if (entity === "respondent") return respondentEntity(() => eligibility);
  if (entity === "document") return DOCUMENT_ENTITY;
  return eventEntity(entity === "event-archive");
}

const QUALIFIED = ["Qualified", "Booked", "Standby", "Confirmed", "Attended", "Completed"];
const DOCUMENT_PARENT_TYPE: Record<DocumentParent, string> = {
  Client: "Client",
  ClientQuotes: "ClientQuotes",
  ClientJob: "Job",
};

/** The module's or parent's narrowing of the entity (staff-calls §7.15). */
function scopeOf(req: PlanRequest): SQL[] {
  const { jobId, sessionId, parentId } = req.extraIds;
  if (req.entity === "document") {
    const parts: SQL[] = [];
    if (req.parentTableName) parts.push(sql`d.parent_type = ${DOCUMENT_PARENT_TYPE[req.parentTableName]}`);
    if (parentId) parts.push(sql`d.parent_id = ${parentId}`);
    return parts;
  }
  if (req.entity === "respondent") return [];
  const parts: SQL[] = [];
  if (req.moduleName === "Job All Respondents" && !jobId)
    throw new FilterError("Job All Respondents needs a job id");
  if (req.moduleName === "Session Qualified Respondents") {
    if (!sessionId) throw new FilterError("Session Qualified Respondents needs a session id");
    parts.push(
      sql`e.status in (${sql.join(
        QUALIFIED.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  if (req.moduleName === "Respondent Payments") parts.push(sql`e.payment_status is not null`);
  if (req.moduleName === "Survey Events") parts.push(sql`e.kind in ('Survey', 'SurveyClick')`);
  if (jobId) parts.push(sql`e.job_id = ${jobId}`);
  if (sessionId) parts.push(sql`e.job_group_id = ${sessionId}`);
  return parts;
}

/** The entity's fields plus the provider fields the filter names (unknown keys stay unknown). */
async function fieldsFor(db: Db, def: EntityDef, filters: FilterGroup): Promise<Map<string, FieldDef>> {
  const fields = fieldMap(def.fields);
  if (def.entity !== "respondent") return fields;
  const byProvider = new Map<ReturnType<typeof providerOf>, string[]>();
  for (const key of fieldKeys(filters)) {
    const provider = providerOf(key);
    if (provider) byProvider.set(provider, [...(byProvider.get(provider) ?? []), key]);
  }
  for (const [provider, keys] of byProvider) {
    if (!provider) continue;
    for (const f of await provider.resolve(db, keys)) fields.set(f.key, f);
  }
  return fields;
}

export async function buildPlan(db: Db, req: PlanRequest, eligibility: EligibilityContext): Promise<Plan> {
  const def = entityDef(req.entity, eligibility);
  const fields = await fieldsFor(db, def, req.filters);
  const rid = def.respondentIdExpr;
  const filter = compileGroup(req.filters, {
    fields,
    scope: { respondentId: rid ?? sql`null` },
    helpers: helpers(eligibility.now, eligibility.zone),
  });
  const parts = [...(def.base ? [def.base] : []), ...scopeOf(req), filter];
  for (const code of req.excludeLabels ?? []) {
    if (!rid) throw new FilterError("Eligibility labels apply to respondents and events only");
    parts.push(sql`not ${eligibilityCondition(code as EligibilityLabel, rid, eligibility)}`);
  }
  const sortKey = req.sort?.column ?? def.defaultSort.column;
  const sortField = fields.get(sortKey);
  if (!sortField?.sortable || !sortField.expr) throw new FilterError(`Unknown sort column: ${sortKey}`);
  const columns = (req.columns && req.columns.length > 0 ? req.columns : def.defaultColumns).map((key) => {
    const f = fields.get(key);
    if (!f?.expr) throw new FilterError(`Unknown column: ${key}`);
    return f;
  });
  return {
    entity: def,
    fields,
    where: sql.join(parts, sql` and `),
    sort: { field: sortField, dir: req.sort?.dir ?? def.defaultSort.dir },
    columns,
  };
}
