import { PassThrough } from "node:stream";
import { holds } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import { wallDateTimeText, wallDay } from "../../contracts/agency-time";
import { QUERY_EXPORT_MAX, type QueryEntity, type QueryResultsRequest } from "../../contracts/panel-search";
import { EXPORT_DENIED } from "../../contracts/query-constants";
import { RIGHTS } from "../../contracts/rights";
import type { SheetColumn, SheetFormat } from "../../contracts/sheet";
import type { FieldDef } from "../../db/repo/panel-search/fields";
import { batches, countMatches, type PageRow, type Plan, runPage } from "../../db/repo/panel-search/run";
import { forbidden } from "../../http/errors";
import { agencyTimeZone } from "../config";
import { assertMayExportRespondents, sheetSummary, writeSheet } from "../export";
import { eligibilityOf } from "./eligibility";
import { planFor } from "./panel-search";

/**
 * The panel-search exports (staff-calls §7.15; decision 141): GetQueryResultsExport writes the
 * grid's columns (with the eligibility labels for members), GetQueryResultsRawDataExport every
 * field of the entity, GetQueryResultsDataExport every result (allresults) or the page. Days are
 * real dates, amounts numbers in dollars, timestamps DD/MM/YYYY HH:MM text on the agency's clock
 * (decision 234). ExportAllResults is needed for all; member data also needs ExportRespondents.
 */
export type ExportKind = "visible" | "raw" | "data";

function assertMayExport(ctx: UseCaseContext, entity: QueryEntity) {
  if (entity !== "document") return assertMayExportRespondents(ctx);
  if (!holds(ctx, RIGHTS.ExportAllResults)) throw forbidden(EXPORT_DENIED);
}

/**
 * Each batch with what `extra` finds for it, asked for one batch ahead: on PostgreSQL the labels
 * of the next batch are computed while the sheet takes this one.
 */
async function* lookahead<T, X>(source: AsyncIterable<T>, extra: (item: T) => Promise<X>) {
  let previous: { batch: T; pending: Promise<X> } | null = null;
  for await (const batch of source) {
    const pending = extra(batch);
    // Awaited below; a consumer that stops early leaves it unobserved.
    pending.catch(() => {});
    if (previous) yield { batch: previous.batch, labels: await previous.pending };
    previous = { batch, pending };
  }
  if (previous) yield { batch: previous.batch, labels: await previous.pending };
}

/**
 * Rows per read: one eligibility query per batch (eligibilityOf reads 2,000 ids at a time), and
 * on PGlite a 5,000-row batch held about 70 MB more at peak for no less CPU (decision 303).
 */
const EXPORT_BATCH = 2000;

/** The sheet format of a field: days and amounts typed, the rest as the engine reads them. */
const formatOf = (field: FieldDef): SheetFormat | undefined =>
  field.money ? "money" : field.kind === "date" ? "date" : undefined;

/** How many conditions a filter tree holds (its summary line). */
function conditions(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((n: number, item) => n + conditions(item), 0);
  if (!node || typeof node !== "object") return 0;
  if ("field" in node) return 1;
  return Object.values(node).reduce((n: number, item) => n + conditions(item), 0);
}

export async function startPanelExport(
  ctx: UseCaseContext,
  entity: QueryEntity,
  input: QueryResultsRequest,
  kind: ExportKind,
  requestId: string,
) {
  assertMayExport(ctx, entity);
  const { db, log } = ctx.deps;
  const first = await planFor(ctx, entity, input);
  let plan: Plan = first.plan;
  if (kind === "raw") {
    const all = [...plan.fields.values()].filter((f) => f.expr && f.kind !== "participation");
    plan = { ...plan, columns: all };
  }
  const withLabels = kind === "visible" && entity === "respondent";
  const pageOnly = kind === "data" && !input.allresults;
  const max = pageOnly
    ? input.dtparams.length
    : Math.min(input.maxrecords ?? QUERY_EXPORT_MAX, QUERY_EXPORT_MAX);
  const { total } = await countMatches(db, plan);
  const zone = await agencyTimeZone(ctx);
  const columns: SheetColumn[] = [
    ...plan.columns.map((c) => {
      const format = formatOf(c);
      const width = c.kind === "timestamp" ? 17 : c.kind === "date" ? 12 : 18;
      return format ? { header: c.caption, width, format } : { header: c.caption, width };
    }),
    ...(withLabels ? [{ header: "Eligibility", width: 40 }] : []),
  ];
  const n = conditions(input.filters);
  const summary = sheetSummary(
    input.queryName || "Panel search results",
    n > 0 ? [`${n} condition${n === 1 ? "" : "s"}`] : [],
    ctx.deps.now(),
    zone,
  );
  const labelsOf = (batch: PageRow[]) =>
    withLabels
      ? eligibilityOf(
          ctx,
          batch.map((r) => r.respondentId ?? 0),
          { context: first.eligibility },
        )
      : Promise.resolve(null);
  async function* rows(): AsyncGenerator<unknown[][]> {
    const source: AsyncIterable<PageRow[]> = pageOnly
      ? (async function* () {
          yield (await runPage(db, plan, input.dtparams)).rows;
        })()
      : batches(db, plan, max, EXPORT_BATCH);
    const keys = plan.columns.map((c) => c.key);
    const stamps = plan.columns.map((c) => c.kind === "timestamp");
    for await (const { batch, labels } of lookahead(source, labelsOf)) {
      yield batch.map((r) => {
        const row: unknown[] = new Array(keys.length + (labels ? 1 : 0));
        for (let i = 0; i < keys.length; i++) {
          const v = r.cells[keys[i] as string];
          row[i] = stamps[i] && typeof v === "string" ? wallDateTimeText(v, zone) : v;
        }
        if (labels) row[keys.length] = (labels.get(r.respondentId ?? 0) ?? []).map((l) => l.text).join("; ");
        return row;
      });
    }
  }
  const out = new PassThrough();
  writeSheet(out, { title: "Results", columns, summary }, rows()).catch((error: unknown) => {
    log.error("panel export failed", { requestId, error: String(error) });
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const day = wallDay(ctx.deps.now(), zone);
  return { out, total: Math.min(total, max), fileName: `${entity}-${kind}-${day}.xlsx` };
}
