import { RIGHTS } from "../../server/contracts/rights-codes";
import { jobScreens } from "../../src/features/jobs/api/screen-state";
import { queryClient } from "../../src/lib/query-client";
import { childRecords, jobsApi } from "../lazy";
import { defineCommand } from "../types";
import { focusedJobId, focusedJobTab, JOB_EDIT, JOB_LIST, selectedJobRows } from "./job-context";

type Answer = { succeeded: boolean; errors: string[] };
type JobsApi = Awaited<ReturnType<typeof jobsApi>>;
type Records = Awaited<ReturnType<typeof childRecords>>;
type Remove = (api: JobsApi, records: Records, jobId: number, ids: number[]) => Promise<Answer>;
type Target = { kind: string; noun: string; remove: Remove };
/** Deletes from one of the API's child lists (the API module loads with the first run). */
const viaResource =
  (resource: keyof JobsApi["jobChildren"]): Remove =>
  (api, records, jobId, ids) =>
    records.deleteChildren<unknown>(api.jobChildren[resource], jobId, ids);

/** What each job tab deletes, and the delete-allowed kind asked first. */
const TAB_TARGETS: Record<string, Target> = {
  contacts: { kind: "job", noun: "contact", remove: viaResource("contacts") },
  venues: { kind: "job", noun: "venue", remove: viaResource("venues") },
  incentives: { kind: "incentive", noun: "incentive", remove: viaResource("incentives") },
  quotas: { kind: "job", noun: "quota", remove: viaResource("quotas") },
  documents: { kind: "job-document", noun: "document", remove: viaResource("documents") },
  queries: { kind: "job", noun: "query", remove: viaResource("queries") },
  durations: {
    kind: "job",
    noun: "duration",
    // The duration list is saved whole: what stays is the list minus the selection.
    remove: async (api, _records, jobId, ids) => {
      const key = api.jobChildren.durations.key(jobId);
      const current = (queryClient.getQueryData(key) ?? []) as { id: number }[];
      return api.saveDurations(
        jobId,
        current.filter((d) => !ids.includes(d.id)),
      );
    },
  },
  invoices: {
    kind: "invoice",
    noun: "invoice",
    remove: async (api, _records, jobId, ids) => {
      for (const id of ids) {
        const answer = await api.deleteInvoice(jobId, id);
        if (!answer.succeeded) return answer;
      }
      return { succeeded: true, errors: [] };
    },
  },
};

const plural = (n: number, noun: string) =>
  `${n} ${noun === "query" && n !== 1 ? "queries" : `${noun}${n === 1 ? "" : "s"}`}`;

/** Bulk delete of the rows selected in the job list or a job tab. */
export const deleteSelectedJobRows = defineCommand({
  id: "jobs.deleteSelected",
  title: "Delete selected",
  category: "Jobs",
  keywords: ["bulk delete", "remove selected"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.JobAdmin],
  scope: [JOB_LIST, ...JOB_EDIT],
  when: (ctx) => ctx.focused?.pattern === JOB_LIST || focusedJobTab(ctx) in TAB_TARGETS,
  enabled: (ctx) =>
    selectedJobRows(ctx).length > 0 ? true : "Select one or more rows first (Shift+arrows, Ctrl+click).",
  run: async (ctx) => {
    const ids = selectedJobRows(ctx).map((r) => Number(r.id));
    if (!ids.length) return;
    const jobId = focusedJobId(ctx);
    const target = jobId === null ? null : TAB_TARGETS[focusedJobTab(ctx)];
    if (jobId !== null && !target) return;
    const [records, api] = await Promise.all([childRecords(), jobsApi()]);
    const allowed = await records.deleteAllowed(target?.kind ?? "job");
    if (allowed !== true) return ctx.toast.error("Access Denied!", allowed);
    const what = plural(ids.length, target?.noun ?? "job");
    if (!(await ctx.confirm(`${what} will be deleted. You won't be able to revert this!`, "Are you sure?")))
      return;
    const answer =
      target && jobId !== null ? await target.remove(api, records, jobId, ids) : await api.deleteJobs(ids);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    if (ctx.focused) jobScreens.setSelection(ctx.focused.path, []);
    ctx.toast.success("Successfully Deleted!", `${what} deleted.`);
  },
});
