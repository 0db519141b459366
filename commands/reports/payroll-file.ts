import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { filtersOf } from "../../src/features/reports/model/report-url";
import { defineCommand } from "../core/types";
import { focusedReport } from "./report-commands";

/**
 * The payroll file of the focused Staff Payroll Report (POST /api/report/staff-payroll-report-export,
 * decision 244): a CSV for the payroll system's timesheet import, with the report's filters.
 */
export const downloadPayrollFile = defineCommand({
  id: "reports.payrollFile",
  title: "Download payroll file (CSV)",
  category: "Reports",
  keywords: ["payroll", "export", "csv", "timesheet import", "pay run"],
  rights: [RIGHTS.StaffPayrollReport],
  scope: [ROUTES.reportStaffpayroll],
  when: (ctx) => focusedReport(ctx)?.id === "staff-payroll",
  run: async (ctx) => {
    const path = ctx.focused?.path;
    if (!path) return;
    // Offered to everyone on the page so the refusal is explained (product §8), not hidden.
    if (!ctx.user.rights.has(RIGHTS.ExportAllResults))
      return ctx.toast.alert("Access Denied!", EXPORT_DENIED);
    const { downloadPayrollFile: download } = await ctx.areas.staffReports();
    const outcome = await download(filtersOf(path));
    if (outcome.ok)
      return ctx.toast.success("Payroll file ready", `${outcome.rows} lines saved as ${outcome.fileName}.`);
    if (outcome.denied) return ctx.toast.alert("Access Denied!", EXPORT_DENIED);
    ctx.toast.error("Error!", outcome.message);
  },
});
