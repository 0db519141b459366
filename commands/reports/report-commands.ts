import { wallDay } from "../../server/contracts/agency-time";
import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import { REPORTS, reportByRoute } from "../../server/contracts/reports/catalogue";
import type { ReportDeclaration } from "../../server/contracts/reports/report-kit";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import {
  filtersOf,
  PERIOD_PRESETS,
  type PeriodPreset,
  pathWith,
  presetPeriod,
} from "../../src/features/reports/model/report-url";
import { agencyZone } from "../../src/lib/agency-zone";
import { type CommandContext, defineCommand } from "../core/types";

/** Every report page (the catalogue's routes), where the report commands are offered. */
const REPORT_PAGES = [
  ROUTES.reportSessionrecruitment,
  ROUTES.reportJobrecruitment,
  ROUTES.reportJobsummary,
  ROUTES.reportJobsummarydetail,
  ROUTES.reportStaffkpi,
  ROUTES.reportStaffattendance,
  ROUTES.reportStaffpayroll,
  ROUTES.reportJoborder,
  ROUTES.reportMemberprofilepoint,
  ROUTES.reportMemberpointsdetail,
  ROUTES.reportIncentive,
  ROUTES.reportIncentivetoinvoice,
  ROUTES.reportInactiveclient,
  ROUTES.reportJobkpi,
  ROUTES.reportJobquoted,
  ROUTES.reportScorecard,
] as const;

/** The report of the focused tab, if it is a report page. */
export function focusedReport(ctx: CommandContext): ReportDeclaration | undefined {
  const path = ctx.focused?.path;
  return path ? reportByRoute(path.split("?")[0] ?? path) : undefined;
}

/** The focused report and its page's path (which carries the filters), or null off a report page. */
function reportOnPage(ctx: CommandContext): { report: ReportDeclaration; path: string } | null {
  const report = focusedReport(ctx);
  const path = ctx.focused?.path;
  return report && path ? { report, path } : null;
}

/** Where the commands on the focused report are offered: every report page, while one is focused. */
const ON_REPORT = {
  category: "Reports",
  scope: REPORT_PAGES,
  when: (ctx: CommandContext) => Boolean(focusedReport(ctx)),
};

interface ReportChoice {
  report: ReportDeclaration;
  preset: PeriodPreset | null;
}

/** "session last month": the words naming a period preset, and the rest. */
function presetIn(query: string): { preset: PeriodPreset | null; rest: string } {
  const lower = query.toLowerCase();
  for (const p of PERIOD_PRESETS) {
    const at = lower.indexOf(p.label.toLowerCase());
    if (at >= 0)
      return { preset: p.value, rest: `${lower.slice(0, at)} ${lower.slice(at + p.label.length)}`.trim() };
  }
  return { preset: null, rest: lower.trim() };
}

const matches = (r: ReportDeclaration, words: string[]) => {
  const hay = [r.title, r.group, ...(r.keywords ?? [])].join(" ").toLowerCase();
  return words.every((w) => hay.includes(w));
};

/**
 * Opens any report the user's rights allow, with a period when the query names one
 * ("session recruitment last month"); the report's address then carries the filters (decision 230).
 */
export const openReport = defineCommand<ReportChoice>({
  id: "reports.open",
  title: "Open report…",
  category: "Reports",
  keywords: ["report", "figures", "kpi", "export", "show rate"],
  picker: {
    placeholder: "Report name, optionally with a period: 'show rate last month'",
    minLength: 0,
    hint: "Type part of a report's name.",
    load: async (query, ctx) => {
      const { preset, rest } = presetIn(query);
      const words = rest.split(/\s+/).filter(Boolean);
      const label = preset ? PERIOD_PRESETS.find((p) => p.value === preset)?.label : null;
      return REPORTS.filter((r) => r.route && ctx.user.rights.has(r.right) && matches(r, words)).map((r) => ({
        id: `report-${r.id}${preset ? `-${preset}` : ""}`,
        title: label ? `${r.title} — ${label}` : r.title,
        subtitle: r.group,
        value: { report: r, preset },
      }));
    },
  },
  run: (ctx, choice) => {
    const route = choice.report.route;
    if (!route) return;
    const filters = choice.preset ? presetPeriod(choice.preset, wallDay(new Date(), agencyZone())) : {};
    ctx.openView(pathWith(route, filters), { title: choice.report.title, otherPane: ctx.otherPane });
  },
});

/** The focused report's every row, with its filters, as .xlsx (decision 230). */
export const exportReport = defineCommand({
  id: "reports.export",
  title: "Export report to Excel",
  ...ON_REPORT,
  keywords: ["xlsx", "download", "spreadsheet"],
  key: "Alt+Shift+E",
  run: async (ctx) => {
    const on = reportOnPage(ctx);
    if (!on) return;
    // Offered to everyone on the page so the refusal is explained (product §8), not hidden.
    if (!ctx.user.rights.has(RIGHTS.ExportAllResults))
      return ctx.toast.alert("Access Denied!", EXPORT_DENIED);
    const { exportReport: download } = await ctx.areas.reports();
    const outcome = await download(on.report.id, filtersOf(on.path));
    if (outcome.ok)
      return ctx.toast.success("Download ready", `${outcome.rows} rows saved as ${outcome.fileName}.`);
    if (outcome.denied) return ctx.toast.alert("Access Denied!", EXPORT_DENIED);
    ctx.toast.error("Error!", outcome.message);
  },
});

const scheduleCommand = (cadence: "weekly" | "monthly") =>
  defineCommand({
    id: cadence === "weekly" ? "reports.scheduleWeekly" : "reports.scheduleMonthly",
    title: cadence === "weekly" ? "E-mail me this report every Monday" : "E-mail me this report every month",
    ...ON_REPORT,
    keywords: ["schedule", "subscribe", "weekly", "monthly", "e-mail", "xlsx"],
    rights: [RIGHTS.ExportAllResults],
    run: async (ctx) => {
      const on = reportOnPage(ctx);
      if (!on) return;
      const { report: r, path } = on;
      const { scheduleCalls, scheduleKeys } = await ctx.areas.reports();
      const answer = await ctx.call(
        scheduleCalls.saveSchedule,
        { report: r.id, cadence, ...filtersOf(path) },
        { refresh: [scheduleKeys.mine] },
      );
      if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
      const period = cadence === "weekly" ? "the week before" : "the month before";
      ctx.toast.success(
        "Scheduled",
        `${r.title} with these filters will be e-mailed to you as .xlsx, covering ${period}. Stop it from the Reports page.`,
      );
    },
  });

/** Scheduled reports (decision 237): the focused report with its filters, e-mailed as .xlsx. */
export const scheduleWeekly = scheduleCommand("weekly");
export const scheduleMonthly = scheduleCommand("monthly");

/** Stops one of the caller's scheduled reports (the Stop button beside it on /report). */
export const stopSchedule = defineCommand<{ id: number; title: string }>({
  id: "reports.stopSchedule",
  title: "Stop a scheduled report",
  category: "Reports",
  keywords: ["unsubscribe", "schedule"],
  picker: {
    placeholder: "Scheduled report",
    minLength: 0,
    hint: "Choose the scheduled report to stop.",
    load: async (query, ctx, signal) => {
      const { scheduleCalls } = await ctx.areas.reports();
      const answer = await ctx.call(scheduleCalls.mySchedules, {}, { signal });
      const q = query.toLowerCase();
      return (answer.succeeded ? answer.value : [])
        .filter((s) => s.title.toLowerCase().includes(q))
        .map((s) => ({
          id: `schedule-${s.id}`,
          title: `${s.title} (${s.cadence})`,
          value: { id: s.id, title: s.title },
        }));
    },
  },
  run: async (ctx, schedule) => {
    const { scheduleCalls, scheduleKeys } = await ctx.areas.reports();
    const answer = await ctx.call(
      scheduleCalls.deleteSchedule,
      { id: schedule.id },
      { refresh: [scheduleKeys.mine] },
    );
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Stopped", `${schedule.title} will no longer be e-mailed to you.`);
  },
});
