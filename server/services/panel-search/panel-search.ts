import type { UseCaseContext } from "../../context";
import {
  COMPARISON_CODES,
  COMPARISONS,
  type FilterElement,
  type FilterItem,
  filterElement,
  QUERY_IDS_MAX,
  type QueryEntity,
  type QueryResultsAnswer,
  type QueryResultsRequest,
} from "../../contracts/panel-search";
import type { EligibilityContext } from "../../db/repo/panel-search/eligibility-sql";
import { COMPARISONS_BY_KIND, FILTER_TYPE_OF_KIND, type FieldDef } from "../../db/repo/panel-search/fields";
import { buildPlan, entityDef, type PlanRequest } from "../../db/repo/panel-search/plan";
import { allProviders, providerOf, registerFieldProvider } from "../../db/repo/panel-search/providers";
import { countMatches, matchingIds, type Plan, runPage } from "../../db/repo/panel-search/run";
import { surveyFieldProvider } from "../../db/repo/panel-search/survey-fields";
import { jobTypesInUse } from "../../db/repo/saved-queries";
import { badRequest } from "../../http/errors";
import { lookupList } from "../lookups";
import { eligibilityContextFor, eligibilityOf } from "./eligibility";
import { asBadRequest } from "./errors";
import { quotaImpact } from "./quota-impact";

/**
 * The query engine's use cases (staff-calls §7.15, decisions 140–141): results with labels and
 * quota impact, ids, filter items, comparisons and default conditions, for every entity.
 */

/** At start-up: the providers of fields beyond the fixed lists (survey answers, decision 148). */
export function registerFieldProviders(): void {
  registerFieldProvider(surveyFieldProvider);
}

const planRequest = (entity: QueryEntity, input: QueryResultsRequest): PlanRequest => ({
  entity,
  filters: input.filters,
  sort: input.dtparams.sort,
  columns: input.dtparams.columns,
  moduleName: input.moduleName,
  parentTableName: input.parentTableName,
  extraIds: input.extraIds,
  excludeLabels: input.excludeLabels,
});

/** The plan of a request; filter mistakes become a 400 listing them. */
export async function planFor(
  ctx: UseCaseContext,
  entity: QueryEntity,
  input: QueryResultsRequest,
): Promise<{ plan: Plan; eligibility: EligibilityContext }> {
  const eligibility = await eligibilityContextFor(ctx, input.extraIds.jobId);
  const plan = await asBadRequest(() => buildPlan(ctx.deps.db, planRequest(entity, input), eligibility));
  return { plan, eligibility };
}

export async function queryResults(
  ctx: UseCaseContext,
  entity: QueryEntity,
  input: QueryResultsRequest,
): Promise<QueryResultsAnswer> {
  const { db } = ctx.deps;
  const { plan, eligibility } = await planFor(ctx, entity, input);
  const page = await asBadRequest(() => runPage(db, plan, input.dtparams));
  // An offset page that reaches the end already knows the exact total: no count to run.
  const { total, estimated } =
    page.nextCursor === null && !input.dtparams.after && (page.rows.length > 0 || input.dtparams.start === 0)
      ? { total: input.dtparams.start + page.rows.length, estimated: false }
      : await countMatches(db, plan);
  const respondentIds = page.rows.flatMap((r) => (r.respondentId ? [r.respondentId] : []));
  const labels =
    entity === "document" ? new Map() : await eligibilityOf(ctx, respondentIds, { context: eligibility });
  const { jobId, sessionId } = input.extraIds;
  return {
    rows: page.rows.map((r) => ({ ...r.cells, id: r.id, labels: labels.get(r.respondentId ?? 0) ?? [] })),
    total: input.maxrecords ? Math.min(total, input.maxrecords) : total,
    estimated,
    nextCursor: page.nextCursor,
    columns: plan.columns.map((c) => c.key),
    quotaImpact:
      entity === "respondent" && (jobId || sessionId)
        ? await quotaImpact(ctx, plan, { jobId, sessionId })
        : null,
  };
}

export async function queryIds(ctx: UseCaseContext, entity: QueryEntity, input: QueryResultsRequest) {
  const { plan } = await planFor(ctx, entity, input);
  const max = Math.min(input.maxrecords ?? QUERY_IDS_MAX, QUERY_IDS_MAX);
  const { ids, truncated } = await matchingIds(ctx.deps.db, plan, max);
  return { ids, total: ids.length, truncated };
}

const filterItemOf = (f: FieldDef): FilterItem => ({
  key: f.key,
  caption: f.caption,
  type: FILTER_TYPE_OF_KIND[f.kind],
  group: f.group,
  valueKind: f.kind === "timestamp" ? "date" : f.kind,
  comparisons: f.comparisons ?? COMPARISONS_BY_KIND[f.kind],
  optionsList: f.kind === "boolean" ? null : (f.optionsList ?? (f.options ? f.key : null)),
  sortable: Boolean(f.sortable && f.expr),
});

/** The fields of an entity, and with a survey the provider fields (its questions). */
export async function filterItems(ctx: UseCaseContext, entity: QueryEntity, surveyId: number | null) {
  const eligibility = await eligibilityContextFor(ctx);
  const own = entityDef(entity, eligibility).fields;
  const extra =
    entity === "respondent" && surveyId
      ? (await Promise.all(allProviders().map((p) => p.filterItems(ctx.deps.db, surveyId)))).flat()
      : [];
  return [...own, ...extra].map(filterItemOf);
}

export const comparisonMethods = () => COMPARISON_CODES.map((code) => ({ code, name: COMPARISONS[code] }));

const element = (
  field: string,
  caption: string,
  type: FilterElement["type"],
  comparison: FilterElement["comparison"],
) => filterElement({ type, field, caption, comparison }) satisfies FilterElement;

/** The conditions a new search starts with (desktop and the shorter mobile set). */
export function defaultFilterItems(entity: QueryEntity, mobile: boolean): FilterElement[] {
  if (entity === "respondent")
    return mobile
      ? [
          element("firstName", "First name", "Text", "startsWith"),
          element("mobile", "Mobile", "Text", "startsWith"),
        ]
      : [
          element("gender", "Gender", "DropDown", "equals"),
          element("age", "Age", "DoubleText", "between"),
          element("state", "State", "DropDown", "equals"),
          element("postcode", "Postcode", "Text", "startsWith"),
        ];
  if (entity === "document") return [element("fileName", "File name", "Text", "contains")];
  return mobile
    ? [element("status", "Status", "Text", "equals")]
    : [element("at", "Event date", "Date", "between"), element("status", "Status", "Text", "equals")];
}

/** respondent/getColumns and getEntityColumn/{entity}: the columns a grid may show and sort. */
export async function entityColumns(ctx: UseCaseContext, entity: QueryEntity) {
  const eligibility = await eligibilityContextFor(ctx);
  return entityDef(entity, eligibility)
    .fields.filter((f) => f.expr)
    .map((f) => ({
      key: f.key,
      caption: f.caption,
      valueKind: f.kind,
      sortable: Boolean(f.sortable),
    }));
}

export const ENTITY_CAPTIONS: { entity: QueryEntity; caption: string }[] = [
  { entity: "respondent", caption: "Panel members" },
  { entity: "event", caption: "Events" },
  { entity: "event-archive", caption: "Archived events" },
  { entity: "document", caption: "Documents" },
];

/** GetFilterItemOptions: the values a DropDown/Option condition offers. */
export async function filterItemOptions(ctx: UseCaseContext, entity: QueryEntity, filter: string) {
  const eligibility = await eligibilityContextFor(ctx);
  const provider = entity === "respondent" ? providerOf(filter) : undefined;
  const field = provider
    ? (await provider.resolve(ctx.deps.db, [filter]))[0]
    : entityDef(entity, eligibility).fields.find((f) => f.key === filter);
  if (!field) throw badRequest(`Unknown field: ${filter}`);
  if (field.options) return field.options;
  if (field.kind === "boolean")
    return [
      { value: "true", text: "Yes" },
      { value: "false", text: "No" },
    ];
  if (field.optionsList === "JobType")
    return (await jobTypesInUse(ctx.deps.db)).map((t) => ({ value: t, text: t }));
  if (!field.optionsList) return [];
  return (await lookupList(ctx, field.optionsList)).map((i) => ({ value: i.code, text: i.label }));
}
