import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { respondentCommand } from "./respondent-context";

/**
 * The respondent's opportunities as 'Respondent Survey.xlsx' (product §2.10): the portal page
 * has no trigger, so staff export from the record. The right is asked of the server first
 * (GET /api/access-allowed/EXP); without it the spec's 'Access Denied!' alert shows.
 */
export const exportOpportunities = respondentCommand({
  id: "respondents.exportOpportunities",
  title: "Export opportunities",
  keywords: ["excel", "xlsx", "survey", "invitations", "Respondent Survey"],
  run: async (ctx, id) => {
    const api = await ctx.areas.respondents();
    if (!(await api.mayExportResults())) return ctx.toast.alert("Access Denied!", EXPORT_DENIED);
    const done = await api.exportOpportunities(id);
    if ("error" in done) return ctx.toast.error("Error!", done.error);
    ctx.toast.success(
      "Export ready",
      done.rows === 1 ? "1 opportunity exported." : `${done.rows} opportunities exported.`,
    );
  },
});
