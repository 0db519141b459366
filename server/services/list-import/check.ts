import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type { checkRequestSchema } from "../../contracts/list-import";
import {
  outcomeCounts,
  panelMembersFor,
  type RowOutcomeWrite,
  saveMapping,
  stagedBatch,
  updateImport,
  writeOutcomes,
} from "../../db/repo/list-imports";
import { badRequest } from "../../http/errors";
import { visibleImport } from "./access";
import { classify, FileKeys, PanelIndex } from "./matcher";
import { headerKey, mobileKeys, normaliseRow } from "./normalise";
import { importReport } from "./report";

/**
 * Step two (decision 217): the mapping is saved for the template, then every staged row is read
 * with it and classified, a batch of 1,000 at a time, against the rows before it and against the
 * panel (two index lookups per batch: lower(e-mail), stored mobile). Nothing is stored in the
 * panel; the answer is the match report.
 */

const BATCH = 1000;

export async function checkImport(ctx: UseCaseContext, input: z.infer<typeof checkRequestSchema>) {
  const { db } = ctx.deps;
  const row = await visibleImport(ctx, input.importId);
  if (!["uploaded", "checked"].includes(row.status))
    throw badRequest("This list is already being imported; upload it again to check it anew.");
  const mapping: Record<string, number> = {};
  for (const [field, column] of Object.entries(input.mapping)) {
    if (column === undefined) continue;
    mapping[field] = column;
    if (column >= row.columns.length) throw badRequest(`The column chosen for ${field} is not in the file.`);
  }
  if (input.mapping.firstName === undefined) throw badRequest("Choose the column that holds the first name.");
  if (input.mapping.email === undefined && input.mapping.mobile === undefined)
    throw badRequest("Choose the column that holds the e-mail or the mobile.");
  await saveMapping(db, headerKey(row.columns), mapping, input.dateFormat);
  const today = ctx.deps.now();
  const file = new FileKeys();
  let afterId = 0;
  for (;;) {
    const batch = await stagedBatch(db, row.id, afterId, BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)?.id ?? afterId;
    const read = batch.map((r) => ({
      ...r,
      ...normaliseRow(r.cells, input.mapping, {
        dateFormat: input.dateFormat,
        country: input.country,
        today,
      }),
    }));
    const good = read.filter((r) => r.problems.length === 0);
    const emails = [...new Set(good.flatMap((r) => (r.email ? [r.email] : [])))];
    const mobiles = [...new Set(good.flatMap((r) => (r.mobile ? mobileKeys(r.mobile) : [])))];
    const panel = new PanelIndex(await panelMembersFor(db, emails, mobiles));
    const writes: RowOutcomeWrite[] = read.map((r) => {
      const result = classify(r, file, panel);
      return {
        id: r.id,
        email: r.email,
        mobile: r.mobile,
        vals: result.outcome === "valid" ? r.values : null,
        outcome: result.outcome,
        reason: result.reason,
        matched_id: result.matchedId,
      };
    });
    await writeOutcomes(db, writes);
  }
  const counts = await outcomeCounts(db, row.id);
  const n = (k: string) => counts.get(k) ?? 0;
  const toImport = row.kind === "panel" ? n("valid") : n("valid") + n("in-panel") + n("opted-out");
  await updateImport(db, row.id, {
    status: "checked",
    mapping,
    dateFormat: input.dateFormat,
    country: input.country,
    counts: {
      total: row.rowCount,
      valid: n("valid"),
      invalid: n("invalid"),
      duplicate: n("duplicate"),
      inPanel: n("in-panel"),
      optedOut: n("opted-out"),
    },
    toImport,
    imported: 0,
  });
  return importReport(ctx, row.id);
}
