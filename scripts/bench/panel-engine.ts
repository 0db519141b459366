/**
 * bench:panel --engine: the same operations as panel-queries.ts, through the panel-search
 * service functions a route calls (queryResults with labels, queryIds, the .xlsx export), with
 * filters in the contract's shape. Times are server time without parsing and the envelope.
 */
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { Deps, UseCaseContext } from "../../server/context";
import { type FilterElement, queryResultsRequestSchema } from "../../server/contracts/panel-search";
import { RIGHTS } from "../../server/contracts/rights";
import type { Db } from "../../server/db/client";
import { startPanelExport } from "../../server/services/panel-search/export";
import { queryIds, queryResults } from "../../server/services/panel-search/panel-search";

type Element = Partial<FilterElement> & Pick<FilterElement, "field" | "comparison">;
const el = (e: Element) => ({ type: "Text", ...e });

export const ENGINE_FILTERS = {
  four: [
    el({ type: "DropDown", field: "gender", comparison: "equals", value1: "Female" }),
    el({ field: "yearOfBirth", comparison: "between", value1: "1992", value2: "2001" }),
    el({ type: "DropDown", field: "state", comparison: "equals", value1: "NSW" }),
    el({ field: "noShowCount", comparison: "equals", value1: "0" }),
  ],
  history: (from: string) => [
    el({
      type: "ClientJobGroupEvent",
      field: "participationCategory",
      comparison: "equals",
      value1: "Focus Group",
      value4: "TookPart",
      value5: from,
    }),
  ],
  broad: [el({ type: "DropDown", field: "gender", comparison: "equals", value1: "Female" })],
  ids50k: [
    el({ type: "DropDown", field: "gender", comparison: "equals", value1: "Female" }),
    el({ field: "yearOfBirth", comparison: "between", value1: "1979", value2: "1985" }),
  ],
  export100k: [el({ field: "yearOfBirth", comparison: "between", value1: "1970", value2: "1976" })],
};

export function engineContext(db: Db): UseCaseContext {
  const log = { info() {}, warn() {}, error() {}, debug() {} };
  return {
    deps: { db, now: () => new Date(), log } as unknown as Deps,
    actor: { role: "Staff", username: "bench@demo.test" } as unknown as UseCaseContext["actor"],
    rights: new Set(Object.values(RIGHTS)),
  };
}

const request = (
  filters: unknown,
  dtparams: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => queryResultsRequestSchema.parse({ filters, dtparams: { start: 0, length: 50, ...dtparams }, ...extra });

export async function enginePage(
  ctx: UseCaseContext,
  filters: unknown,
  dtparams: Record<string, unknown> = {},
) {
  const answer = await queryResults(ctx, "respondent", request(filters, dtparams));
  return {
    rows: answer.rows.length,
    total: answer.total,
    estimated: answer.estimated,
    next: answer.nextCursor,
  };
}

export async function engineIds(ctx: UseCaseContext, filters: unknown) {
  return (await queryIds(ctx, "respondent", request(filters, {}, { maxrecords: 100_000 }))).ids;
}

export async function engineExport(ctx: UseCaseContext, filters: unknown, file: string): Promise<number> {
  const { out, total } = await startPanelExport(
    ctx,
    "respondent",
    request(filters, {}, { maxrecords: 100_000 }),
    "visible",
    "bench",
  );
  await pipeline(out, createWriteStream(file));
  return total;
}
