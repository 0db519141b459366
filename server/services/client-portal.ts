import type { SQL } from "drizzle-orm";
import { ownClientId, visibleJob } from "../auth/guard";
import type { UseCaseContext } from "../context";
import type { BoardQuota, OwnClient, OwnClientSave, RecruitBoard } from "../contracts/client-portal";
import type { FilterGroup } from "../contracts/panel-search";
import {
  type CountedCell,
  currentJobsOfClient,
  jobsPageOfClient,
  quotaCellCounts,
  quotasOfJobs,
  sessionsWithCounts,
} from "../db/repo/client-portal";
import { type ClientRow, clientsTable } from "../db/repo/clients";
import { FilterError } from "../db/repo/panel-search/compile";
import { buildPlan } from "../db/repo/panel-search/plan";
import { criteriaSql } from "../db/repo/panel-search/quota-sql";
import { notFound } from "../http/errors";
import { eligibilityContextFor } from "./panel-search/eligibility";
import { criteriaFilter } from "./panel-search/quota-impact";

/**
 * The client portal (decisions 210, 211). Every use case starts from the caller's own client
 * (`ownClientId`: 403 for anyone but a client contact), so no input can name another company.
 */

/** Current jobs: those with a session ending after this long ago (today's sessions stay on). */
const CURRENT_SINCE_MS = 24 * 3_600_000;
const BOARD_JOBS = 12;

/** Each readable cell's criteria compiled over one respondent plan; the others are left out. */
async function compiledCells(ctx: UseCaseContext, rows: Awaited<ReturnType<typeof quotasOfJobs>>) {
  const read = rows.flatMap((q) => {
    const filter = criteriaFilter(q.criteria);
    return filter ? [{ q, filter }] : [];
  });
  if (read.length === 0) return [];
  const eligibility = await eligibilityContextFor(ctx);
  const filters: FilterGroup = { op: "or", items: read.map((r) => r.filter) };
  let plan: Awaited<ReturnType<typeof buildPlan>>;
  try {
    plan = await buildPlan(ctx.deps.db, { entity: "respondent", filters, extraIds: {} }, eligibility);
  } catch (error) {
    if (error instanceof FilterError) return compiledOneByOne(ctx, read, eligibility);
    throw error;
  }
  return read.flatMap(({ q, filter }) =>
    cell(q, () => criteriaSql(plan, filter, eligibility.now, eligibility.zone)),
  );
}

/** When one cell names an unknown field the joint plan fails: each cell gets its own then. */
async function compiledOneByOne(
  ctx: UseCaseContext,
  read: { q: Awaited<ReturnType<typeof quotasOfJobs>>[number]; filter: FilterGroup }[],
  eligibility: Awaited<ReturnType<typeof eligibilityContextFor>>,
) {
  const out: CountedCell[] = [];
  for (const { q, filter } of read) {
    try {
      const plan = await buildPlan(
        ctx.deps.db,
        { entity: "respondent", filters: filter, extraIds: {} },
        eligibility,
      );
      out.push(...cell(q, () => criteriaSql(plan, filter, eligibility.now, eligibility.zone)));
    } catch (error) {
      if (!(error instanceof FilterError)) throw error;
    }
  }
  return out;
}

function cell(
  q: { id: number; jobId: number; jobGroupId: number | null },
  compile: () => SQL,
): CountedCell[] {
  try {
    return [{ id: q.id, jobId: q.jobId, sessionId: q.jobGroupId, condition: compile() }];
  } catch (error) {
    if (error instanceof FilterError) return [];
    throw error;
  }
}

/** The live recruit board of the caller's company: a few grouped statements, whatever the size. */
export async function recruitBoard(ctx: UseCaseContext): Promise<RecruitBoard> {
  const { db } = ctx.deps;
  const clientId = await ownClientId(ctx);
  const now = ctx.deps.now();
  const jobRows = await currentJobsOfClient(
    db,
    clientId,
    new Date(now.getTime() - CURRENT_SINCE_MS),
    BOARD_JOBS,
  );
  const jobIds = jobRows.map((j) => j.id);
  const [sessions, quotaRows] = await Promise.all([sessionsWithCounts(db, jobIds), quotasOfJobs(db, jobIds)]);
  const counted = await quotaCellCounts(db, await compiledCells(ctx, quotaRows));
  const quotas: (BoardQuota & { jobId: number })[] = quotaRows.map((q) => {
    const c = counted.get(q.id);
    return {
      id: q.id,
      jobId: q.jobId,
      name: q.name,
      sessionId: q.jobGroupId,
      counted: c !== undefined,
      needed: q.target,
      booked: c?.booked ?? q.achieved,
      confirmed: c?.confirmed ?? 0,
      attended: c?.attended ?? 0,
    };
  });
  return {
    at: now.toISOString(),
    jobs: jobRows.map((j) => ({
      ...j,
      sessions: sessions.filter((s) => s.jobId === j.id).map(({ jobId: _, ...s }) => s),
      quotas: quotas.filter((q) => q.jobId === j.id).map(({ jobId: _, ...q }) => q),
    })),
  };
}

/** A page of the company's jobs, searched by job number or name. */
export async function ownJobs(
  ctx: UseCaseContext,
  input: { search: string | null; start: number; length: number },
) {
  return jobsPageOfClient(ctx.deps.db, { clientId: await ownClientId(ctx), ...input });
}

/** One job of the company (404 missing, 403 another company's) with its sessions' counts. */
export async function ownJob(ctx: UseCaseContext, jobId: number) {
  await ownClientId(ctx);
  const job = await visibleJob(ctx, jobId);
  const sessions = await sessionsWithCounts(ctx.deps.db, [job.id]);
  return {
    job: {
      id: job.id,
      jobNumber: job.jobNumber,
      name: job.name,
      status: job.status,
      startDate: job.startDate,
      endDate: job.endDate,
      projectManager: job.projectManager,
    },
    sessions: sessions.map(({ jobId: _, ...s }) => s),
  };
}

const toOwnClient = (row: ClientRow): OwnClient => ({
  id: row.id,
  name: row.name,
  status: row.status,
  allowPrivateList: row.allowPrivateList,
  phone: row.phone,
  email: row.email,
  website: row.website,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  suburb: row.suburb,
  state: row.state,
  postcode: row.postcode,
  country: row.country,
  accountsEmail: row.accountsEmail,
});

async function ownRow(ctx: UseCaseContext) {
  const row = await clientsTable.get(ctx.deps.db, await ownClientId(ctx));
  if (!row) throw notFound("Client not found.");
  return row;
}

export const ownClient = async (ctx: UseCaseContext) => toOwnClient(await ownRow(ctx));

/** Saves only the fields decision 211 lets a client change; the contract has already dropped the rest. */
export async function saveOwnClient(ctx: UseCaseContext, input: OwnClientSave): Promise<OwnClient> {
  const row = await ownRow(ctx);
  const saved = await clientsTable.update(ctx.deps.db, row.id, { ...input, updatedAt: ctx.deps.now() });
  return toOwnClient(saved ?? row);
}
