import { EXPORT_DENIED, EXPORT_TOTAL_HEADER } from "../../server/contracts/query-constants";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { clientScreens } from "../../src/features/clients/state/screen-state";
import { jobScreens } from "../../src/features/jobs/state/screen-state";
import { CLIENT_LIST } from "../clients/client-context";
import { type CommandContext, defineCommand } from "../core/types";
import { JOB_LIST } from "./job-context";

/** Product §8: 'Access Denied!' and the spec's text (the toast shows its <br> as a line break). */
const denied = (ctx: CommandContext, text: string) => ctx.toast.alert("Access Denied!", text);

/** Every row matching the focused list's filters and sort, as .xlsx (not only the loaded page). */
export const exportList = defineCommand({
  id: "lists.export",
  title: "Export list to Excel",
  category: "Lists",
  keywords: ["xlsx", "excel", "download", "export"],
  key: "Alt+Shift+E",
  scope: [JOB_LIST, CLIENT_LIST],
  run: async (ctx) => {
    // Offered to everyone on the list so the refusal is explained (product §8), not hidden.
    if (!ctx.user.rights.has(RIGHTS.ExportAllResults)) return denied(ctx, EXPORT_DENIED);
    const jobs = ctx.focused?.pattern === JOB_LIST;
    const dtparams = (jobs ? jobScreens.listQuery() : clientScreens.listQuery()) ?? {};
    const entity = jobs ? "jobs" : "clients";
    const { downloadExport } = await ctx.areas.exports();
    const outcome = await downloadExport({
      path: "/api/query/export",
      payload: { entity, dtparams },
      totalHeader: EXPORT_TOTAL_HEADER,
      tag: entity,
      deniedMessage: EXPORT_DENIED,
    });
    if (outcome.ok)
      return ctx.toast.success(
        "Export ready",
        `${outcome.rows.toLocaleString("en-AU")} rows saved as ${outcome.fileName}.`,
      );
    if (outcome.denied) return denied(ctx, EXPORT_DENIED);
    ctx.toast.error("Error!", outcome.message);
  },
});
