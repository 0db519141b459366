import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Call } from "../../server/contracts/call";
import * as jobsCalls from "../../server/contracts/jobs-calls";
import * as lookupCalls from "../../server/contracts/lookups-calls";
import { EXPORT_TOTAL_HEADER } from "../../server/contracts/query-constants";
import { jobKeys } from "../../src/features/jobs/api/job-keys";
import { jobScreens } from "../../src/features/jobs/state/screen-state";
import { queryClient } from "../../src/lib/query-client";
import { fakeArea, fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { addQuota } from "./add-quota";
import { allocateJob } from "./allocate-job";
import { clearQuotas } from "./clear-quotas";
import { exportList } from "./export-list";
import { openClientOfJob } from "./open-client-of-job";
import { pushInvoice } from "./push-invoice";
import { setJobStatus } from "./set-job-status";

const quotasList = { kind: "quota" };
const invoicesList = { kind: "invoice" };
const api = {
  refreshChildren: vi.fn(async () => {}),
  allocateJobs: vi.fn(async (_ids: number[], _pm: string | null, _r: string[]) => ({
    succeeded: true,
    errors: [] as string[],
  })),
  downloadExport: vi.fn(async (_r: unknown) => ({ ok: true as const, rows: 201, fileName: "jobs.xlsx" })),
};
const areas = {
  jobs: fakeArea<"jobs">({
    calls: jobsCalls,
    jobKeys,
    jobChildren: { quotas: quotasList, invoices: invoicesList },
    allocateJobs: api.allocateJobs,
    activeStaff: async () => [
      {
        username: "sam.patel@demo.test",
        fullName: "Sam Patel",
        firstName: "Sam",
        lastName: "Patel",
        email: "sam.patel@demo.test",
        position: "Recruiter",
        isActive: true,
      },
      {
        username: "jordan.lee@demo.test",
        fullName: "Jordan Lee",
        firstName: "Jordan",
        lastName: "Lee",
        email: "jordan.lee@demo.test",
        position: null,
        isActive: true,
      },
    ],
  }),
  exports: fakeArea<"exports">({ downloadExport: api.downloadExport }),
  records: fakeArea<"records">({ refreshChildren: api.refreshChildren }),
};

const onJob = (tab: string) => ({
  path: `/job/edit/7/${tab}`,
  title: "J24-00007",
  pattern: "/job/edit/:id/:selectedtab",
  params: { id: "7", selectedtab: tab },
});
const jobList = { path: "/job", title: "Search Job", pattern: "/job", params: {} };
const user = (rights: string[]) => ({ id: "1", name: "Admin", rights: new Set(rights), flags: {} });

beforeEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
});

describe("job commands", () => {
  it("add quota opens the quotas tab with a blank editor", async () => {
    const { ctx, calls } = fakeContext({ areas, focused: onJob("details"), user: user(["JOB"]) });
    await addQuota.run(ctx, undefined);
    expect(calls).toContain('navigate ["/job/edit/7/quotas"]');
    expect(jobScreens.pendingEditor()).toEqual({ kind: "quota", parentId: 7 });
  });

  it("clear quotas is offered on the quotas tab and asks first", async () => {
    expect(
      availability(clearQuotas, fakeContext({ areas, focused: onJob("details"), user: user(["JOB"]) }).ctx)
        .state,
    ).toBe("hidden");
    const no = fakeContext({
      areas,
      focused: onJob("quotas"),
      user: user(["JOB"]),
      confirm: async () => false,
    });
    await clearQuotas.run(no.ctx, undefined);
    expect(no.calls.filter((c) => c.startsWith("call "))).toEqual([]);
    const yes = fakeContext({ areas, focused: onJob("quotas"), user: user(["JOB"]) });
    await clearQuotas.run(yes.ctx, undefined);
    expect(yes.calls).toContain('call POST /job/quota/clear/ {"request":{"jobId":7}}');
    expect(api.refreshChildren).toHaveBeenCalledWith(quotasList, 7);
  });

  it("push invoice sends the selected invoice and reloads the invoices only when it went", async () => {
    const refused = fakeContext({
      areas,
      focused: onJob("invoices"),
      user: user(["INV"]),
      selection: [{ id: 3 }],
      answers: new Map([[jobsCalls.pushInvoice, { succeeded: false, errors: ["Set up MYOB first."] }]]),
    });
    await pushInvoice.run(refused.ctx, undefined);
    expect(refused.calls).toEqual([
      'call GET /job/invoice/push/:id{[0-9]+} {"id":3}',
      'toast.error ["Error!","Set up MYOB first."]',
    ]);
    expect(api.refreshChildren).not.toHaveBeenCalled();
    const pushed = fakeContext({
      areas,
      focused: onJob("invoices"),
      user: user(["INV"]),
      selection: [{ id: 3 }],
    });
    await pushInvoice.run(pushed.ctx, undefined);
    expect(api.refreshChildren).toHaveBeenCalledWith(invoicesList, 7);
  });

  it("allocate picks the project manager by name and stores the user name on every selected job", async () => {
    const { ctx } = fakeContext({
      areas,
      focused: jobList,
      user: user(["JOB"]),
      selection: [{ id: 1 }, { id: 2 }],
    });
    expect(availability(allocateJob, ctx).state).toBe("enabled");
    const found = await allocateJob.picker?.load("sam pat", ctx, new AbortController().signal);
    expect(found?.map((i) => i.title)).toEqual(["Sam Patel"]);
    const sam = found?.[0]?.value;
    if (!sam) throw new Error("no pick");
    await allocateJob.run(ctx, sam);
    expect(api.allocateJobs).toHaveBeenCalledWith([1, 2], "sam.patel@demo.test", []);
    expect(
      availability(allocateJob, fakeContext({ areas, focused: jobList, user: user(["JOB"]) }).ctx).state,
    ).toBe("disabled");
  });

  it("open client uses the job in the shared cache", async () => {
    const ctxNone = fakeContext({ areas, focused: onJob("details"), user: user(["CLI", "JOB"]) }).ctx;
    expect(availability(openClientOfJob, ctxNone).state).toBe("disabled");
    queryClient.setQueryData(["jobs", 7], { clientId: 3, clientName: "Acme" });
    const { ctx, calls } = fakeContext({ areas, focused: onJob("details"), user: user(["CLI", "JOB"]) });
    await openClientOfJob.run(ctx, undefined);
    expect(calls[0]).toBe('openView ["/client/edit/3/details",{"title":"Acme","otherPane":false}]');
  });

  it("export without the EXP right shows 'Access Denied!' with the two lines, and asks nothing", async () => {
    const { ctx, calls } = fakeContext({ areas, focused: jobList, user: user(["JOB"]) });
    await exportList.run(ctx, undefined);
    expect(api.downloadExport).not.toHaveBeenCalled();
    expect(calls).toEqual([
      `toast.alert ${JSON.stringify(["Access Denied!", "You don't have permission to export results.<br>Please contact system administrator."])}`,
    ]);
  });

  it("export sends the list's current query and reports the rows", async () => {
    jobScreens.setListQuery({ search: "J24", start: 0, length: 50 });
    const { ctx, calls } = fakeContext({ areas, focused: jobList, user: user(["JOB", "EXP"]) });
    await exportList.run(ctx, undefined);
    expect(api.downloadExport).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/api/query/export",
        totalHeader: EXPORT_TOTAL_HEADER,
        payload: { entity: "jobs", dtparams: { search: "J24", start: 0, length: 50 } },
      }),
    );
    expect(calls[0]).toContain("201 rows saved as jobs.xlsx");
  });

  it("set job status offers the JobStatus list and sets it on the selected jobs, refreshing the job lists", async () => {
    const statuses = [
      { id: 1, code: "Open", label: "Open", isActive: true, sortOrder: 0, parent: null },
      { id: 2, code: "On Hold", label: "On Hold", isActive: true, sortOrder: 1, parent: null },
    ];
    const nothingSelected = fakeContext({ areas, focused: jobList, user: user(["JOB"]) });
    expect(availability(setJobStatus, nothingSelected.ctx).state).toBe("disabled");
    const t = fakeContext({
      areas,
      focused: jobList,
      selection: [{ id: 4 }, { id: 5 }],
      user: user(["JOB"]),
      answers: new Map<Call, unknown>([
        [lookupCalls.lookupList, statuses],
        [jobsCalls.setJobStatus, 2],
      ]),
    });
    const picks = await setJobStatus.picker?.load("hold", t.ctx, new AbortController().signal);
    expect(picks?.map((p) => p.value)).toEqual(["On Hold"]);
    await setJobStatus.run(t.ctx, "On Hold");
    expect(t.calls).toEqual([
      'call GET /data-provider/:name{Get[A-Za-z0-9]+List} {"name":"GetJobStatusList"}',
      'call POST /job/status {"jobIds":[4,5],"status":"On Hold"} refresh [["jobs"]]',
      'toast.success ["Successfully Saved!","2 jobs are now On Hold."]',
    ]);
    const refused = fakeContext({
      areas,
      focused: onJob("details"),
      user: user(["JOB"]),
      answers: new Map([
        [jobsCalls.setJobStatus, { succeeded: false, errors: ["Finished is not a job status."] }],
      ]),
    });
    await setJobStatus.run(refused.ctx, "Finished");
    expect(refused.calls.at(-1)).toBe('toast.error ["Error!","Finished is not a job status."]');
  });
});
