import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { listScreen } from "../../src/features/private-lists/state/screen-state";
import type { ExportOutcome } from "../../src/lib/list-export";
import { type CommandContext, defineCommand } from "../core/types";
import { onListScreen, openList, PRIVATE_LIST, plural } from "./list-context";

const common = { category: "Private lists", scope: PRIVATE_LIST, when: onListScreen };

function report(ctx: CommandContext, outcome: ExportOutcome, rows: boolean) {
  if (outcome.ok)
    return ctx.toast.success(
      "Download ready",
      rows
        ? `${plural(outcome.rows, "member")} saved as ${outcome.fileName}.`
        : `Saved as ${outcome.fileName}.`,
    );
  if (outcome.denied) return ctx.toast.alert("Access Denied!", EXPORT_DENIED);
  ctx.toast.error("Error!", outcome.message);
}

/** The open list's members with their contact fields, as .xlsx (decision 220). */
export const exportPrivateList = defineCommand({
  ...common,
  id: "privateLists.export",
  title: "Export list to Excel",
  keywords: ["xlsx", "download", "export members"],
  key: "Alt+Shift+E",
  rights: [RIGHTS.PrivateListAdmin],
  enabled: () => (openList() ? true : "Open a saved list first."),
  run: async (ctx) => {
    const id = openList();
    if (!id) return;
    // Offered to everyone on the screen so the refusal is explained (product §8), not hidden.
    if (!ctx.user.rights.has(RIGHTS.ExportAllResults) || !ctx.user.rights.has(RIGHTS.ExportRespondents))
      return ctx.toast.alert("Access Denied!", EXPORT_DENIED);
    const { LIST_FILES, downloadListFile } = await ctx.areas.privateLists();
    report(ctx, await downloadListFile(LIST_FILES.export(id)), true);
  },
});

/** The sample list file: the columns a list upload reads, with three made-up rows (decision 221). */
export const downloadListSample = defineCommand({
  ...common,
  id: "privateLists.downloadSample",
  title: "Download sample list file",
  keywords: ["sample", "example list", "xlsx"],
  rights: [RIGHTS.PrivateListAdmin],
  run: async (ctx) => {
    const { LIST_FILES, downloadListFile } = await ctx.areas.privateLists();
    report(ctx, await downloadListFile(LIST_FILES.sample), false);
  },
});

/** The panel import template: the same columns, empty, with notes on each (decision 221). */
export const downloadImportTemplate = defineCommand({
  ...common,
  id: "privateLists.downloadTemplate",
  title: "Download import template",
  keywords: ["template", "panel import", "xlsx"],
  rights: [RIGHTS.PrivateListAdmin],
  run: async (ctx) => {
    const { LIST_FILES, downloadListFile } = await ctx.areas.privateLists();
    report(ctx, await downloadListFile(LIST_FILES.template), false);
  },
});

/** Opens (or closes) the list-file upload on the open list: upload → map → match report → import (decision 218). */
export const uploadListFile = defineCommand({
  ...common,
  id: "privateLists.upload",
  title: "Upload a list file…",
  keywords: ["import", "upload", "csv", "xlsx", "match report"],
  key: "Alt+U",
  rights: [RIGHTS.PrivateListAdmin],
  enabled: () => (openList() ? true : "Open a saved list first."),
  run: () => {
    if (!openList()) return;
    listScreen.setUploading(!listScreen.uploading());
  },
});
