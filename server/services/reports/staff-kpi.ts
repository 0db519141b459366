import type { ReportRow } from "../../contracts/reports/report-kit";
import { rosterRows } from "../../db/repo/reports/staff-roster";
import type { ReportSource } from "./source";
import { periodsBetween, staffKpiOver } from "./staff-kpi-metrics";

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** Staff KPI Report (decision 245): the dashboard's staff KPI over the chosen days or weeks. */
export const staffKpiReport: ReportSource = {
  async page(ctx, q) {
    const bucket = q.filters.groupBy === "day" ? "day" : "week";
    const from = q.filters.from ?? q.filters.to ?? "";
    const to = q.filters.to ?? from;
    const kpi = await staffKpiOver(ctx, bucket, from ? periodsBetween(from, to, bucket) : [], q.zone);
    const all: ReportRow[] = kpi.rows
      .filter((r) => !q.filters.staffUser || r.username === q.filters.staffUser)
      .filter((r) => r.bookingsMade + r.confirmations + r.attended + r.minutesTracked > 0)
      .map((r) => ({
        key: `${r.username}|${r.period}`,
        name: r.name,
        period: r.period,
        label: `${r.name} · ${r.period.slice(8, 10)}/${r.period.slice(5, 7)}`,
        bookingsMade: r.bookingsMade,
        confirmations: r.confirmations,
        attended: r.attended,
        hoursTracked: hours(r.minutesTracked),
      }));
    const sum = (key: string) => all.reduce((n, r) => n + Number(r[key] ?? 0), 0);
    return {
      rows: all.slice(q.start, q.start + q.length),
      total: all.length,
      totals: q.withTotals
        ? {
            key: "total",
            name: "Total",
            period: null,
            bookingsMade: sum("bookingsMade"),
            confirmations: sum("confirmations"),
            attended: sum("attended"),
            hoursTracked: Math.round(sum("hoursTracked") * 100) / 100,
          }
        : null,
      exclusions: [],
    };
  },
};

/** report/staff-Roster (RJA, decisions 245, 250): allocations and published shifts per staff member per day. */
export const staffRoster: ReportSource = {
  async page(ctx, q) {
    const { total, rows } = await rosterRows(
      ctx.deps.db,
      { from: q.filters.from, to: q.filters.to, username: q.filters.staffUser, zone: q.zone },
      { start: q.start, length: q.length },
    );
    return {
      rows: rows.map((r) => ({
        key: `${r.username}|${r.day}`,
        staff: String(r.name),
        day: String(r.day),
        jobs: String(r.jobs ?? ""),
        allocatedHours: hours(Number(r.allocated ?? 0)),
        spentHours: hours(Number(r.spent ?? 0)),
        rosteredHours: hours(Number(r.rostered ?? 0)),
      })),
      total,
      totals: null,
      exclusions: [],
    };
  },
};
