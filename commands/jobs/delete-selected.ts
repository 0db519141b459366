import type { DeletableKind } from "../../server/contracts/delete-rights";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { type DeleteAnswer, runDeleteFlow } from "../core/delete-flow";
import { focusedRecordId, focusedSection, selectedRows } from "../core/focused-record";
import { type AreaApis, defineCommand } from "../core/types";
import { JOB_EDIT, JOB_LIST } from "./job-context";

type Remove = (
  areas: { jobs: AreaApis["jobs"]; records: AreaApis["records"] },
  jobId: number,
  ids: number[],
) => Promise<DeleteAnswer>;
type Target = { kind: DeletableKind; noun: string; remove: Remove };

/** Deletes from one of the API's child lists (json {ids}). */
const viaResource =
  (resource: "contacts" | "venues" | "incentives" | "quotas" | "documents" | "queries"): Remove =>
  ({ jobs, records }, jobId, ids) =>
    records.deleteChildren<unknown>(jobs.jobChildren[resource], jobId, ids);

/** What each job tab deletes, and the delete-allowed kind asked first (decision 012). */
const TAB_TARGETS: Record<string, Target> = {
  contacts: { kind: "job-contact", noun: "contact", remove: viaResource("contacts") },
  venues: { kind: "job-venue", noun: "venue", remove: viaResource("venues") },
  incentives: { kind: "incentive", noun: "incentive", remove: viaResource("incentives") },
  quotas: { kind: "quota", noun: "quota", remove: viaResource("quotas") },
  documents: { kind: "job-document", noun: "document", remove: viaResource("documents") },
  queries: { kind: "job-query", noun: "query", remove: viaResource("queries") },
  durations: {
    kind: "job-duration",
    noun: "duration",
    remove: ({ jobs }, jobId, ids) => jobs.deleteDurations(jobId, ids),
  },
  invoices: {
    kind: "invoice",
    noun: "invoice",
    remove: ({ jobs }, jobId, ids) => jobs.deleteInvoices(jobId, ids),
  },
};

const plural = (n: number, noun: string) =>
  `${n} ${noun === "query" && n !== 1 ? "queries" : `${noun}${n === 1 ? "" : "s"}`}`;

/** Bulk delete of the rows selected in the job list or a job tab, through the delete flow. */
export const deleteSelectedJobRows = defineCommand({
  id: "jobs.deleteSelected",
  title: "Delete selected",
  category: "Jobs",
  keywords: ["bulk delete", "remove selected"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.JobAdmin],
  scope: [JOB_LIST, ...JOB_EDIT],
  when: (ctx) => ctx.focused?.pattern === JOB_LIST || focusedSection(ctx) in TAB_TARGETS,
  enabled: (ctx) =>
    selectedRows(ctx).length > 0 ? true : "Select one or more rows first (Shift+arrows, Ctrl+click).",
  run: async (ctx) => {
    const ids = selectedRows(ctx).map((r) => r.id);
    if (!ids.length) return;
    const jobId = focusedRecordId(ctx, JOB_EDIT);
    const target = jobId === null ? null : TAB_TARGETS[focusedSection(ctx)];
    if (jobId !== null && !target) return;
    const what = plural(ids.length, target?.noun ?? "job");
    await runDeleteFlow(ctx, {
      kind: target?.kind ?? "job",
      what,
      remove: async () => {
        const jobs = await ctx.areas.jobs();
        if (!target || jobId === null) return jobs.deleteJobs(ids);
        return target.remove({ jobs, records: await ctx.areas.records() }, jobId, ids);
      },
      after: "clearSelection",
      successText: `${what} deleted.`,
    });
  },
});
