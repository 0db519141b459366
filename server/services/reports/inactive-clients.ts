import { dayStart, wallDay } from "../../contracts/agency-time";
import { jobDrillPage } from "../../db/repo/reports/drill-rows";
import {
  clientJobsWhere,
  inactiveClientsDrill,
  inactiveClientsPage,
  inactiveClientsTotals,
} from "../../db/repo/reports/inactive-clients";
import { addMonths } from "./buckets";
import { jobDrillAnswer } from "./drill";
import type { ReportQuery, ReportSource } from "./source";

/** The start of the agency day N months before today: a job created since then makes a client active. */
const cutoffOf = (q: ReportQuery, now: Date) =>
  dayStart(addMonths(wallDay(now, q.zone), -(q.filters.months ?? 6)), q.zone);

const clientKey = (key: string): number | undefined | null => {
  if (key === "total") return undefined;
  const id = Number(key);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** Inactive Client Report (decision 241): a row per client with no job for N months. */
export const inactiveClients: ReportSource = {
  async page(ctx, q) {
    const { db } = ctx.deps;
    const cutoff = cutoffOf(q, ctx.deps.now());
    const rows = await inactiveClientsPage(db, { cutoff, zone: q.zone }, q);
    if (!q.withTotals) return { rows, total: 0, totals: null, exclusions: [] };
    const t = await inactiveClientsTotals(db, { cutoff });
    return {
      rows,
      total: t.clients,
      totals: {
        clientId: "total",
        name: "Total",
        status: null,
        lastJobNumber: null,
        lastJob: null,
        jobsEver: t.jobs,
        invoicedEver: t.invoiced,
        clients: t.clients,
      },
      exclusions: [],
    };
  },

  async drill(ctx, q, pick) {
    const clientId = clientKey(pick.key);
    if (clientId === null) return null;
    const cutoff = cutoffOf(q, ctx.deps.now());
    if (pick.column === "clients") {
      const page = await inactiveClientsDrill(ctx.deps.db, { cutoff, zone: q.zone, clientId }, q);
      return { kind: "clients", title: "Inactive clients", ...page };
    }
    if (pick.column !== "jobsEver") return null;
    const page = await jobDrillPage(ctx.deps.db, clientJobsWhere(cutoff, clientId), q);
    return jobDrillAnswer(page, clientId ? "Jobs of the client" : "Jobs of every inactive client");
  },
};
