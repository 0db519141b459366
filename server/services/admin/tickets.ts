import { callerOf } from "../../auth/guard";
import type { UseCaseContext } from "../../context";
import {
  TICKET_LISTS,
  type Ticket,
  type TicketListQuery,
  type TicketReport,
  type TicketSave,
} from "../../contracts/admin/tickets";
import * as repo from "../../db/repo/admin/tickets";
import { listLookup } from "../../db/repo/reference-data";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";

type Joined = NonNullable<Awaited<ReturnType<typeof repo.ticketById>>>;

const rowOf = ({ ticket: t, reporter, assignee, assigneeName }: Joined): Ticket => ({
  id: t.id,
  title: t.title,
  description: t.description,
  priority: t.priority,
  status: t.status,
  type: t.type,
  module: t.module,
  reporterId: t.reporterId,
  reporter: t.reporterId ? reporter : null,
  assigneeId: t.assigneeId,
  assignee: t.assigneeId ? assignee : null,
  assigneeName: t.assigneeId ? assigneeName : null,
  route: t.route,
  requestId: t.requestId,
  appVersion: t.appVersion,
  userAgent: t.userAgent,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

/** GET /api/tickets (TKT): filtered and paged on the server; `mine` is the caller's assigned. */
export async function listTickets(ctx: UseCaseContext, q: TicketListQuery) {
  const page = await repo.ticketPage(ctx.deps.db, {
    search: q.search,
    status: q.status || undefined,
    priority: q.priority || undefined,
    assigneeId: q.mine ? callerOf(ctx).id : undefined,
    sort: q.sort,
    dir: q.dir,
    offset: q.start,
    limit: q.length,
  });
  return { rows: page.rows.map(rowOf), total: page.total };
}

export async function loadTicket(ctx: UseCaseContext, id: number): Promise<Ticket> {
  const row = await repo.ticketById(ctx.deps.db, id);
  if (!row) throw notFound("Ticket not found.");
  return rowOf(row);
}

/** The active codes of one ticket list, in order. */
async function codesOf(ctx: UseCaseContext, list: string): Promise<string[]> {
  return (await listLookup(ctx.deps.db, list, true)).map((r) => r.code);
}

/** Refusals for codes not in their lookup list (the module is optional). */
async function badCodes(ctx: UseCaseContext, input: TicketSave): Promise<string[]> {
  const checks = [
    ["priority", input.priority, "Choose a priority from the list."],
    ["status", input.status, "Choose a status from the list."],
    ["type", input.type, "Choose a type from the list."],
    ["module", input.module, "Choose a module from the list."],
  ] as const;
  const errors: string[] = [];
  for (const [field, value, message] of checks) {
    if (value === null) continue;
    if (!(await codesOf(ctx, TICKET_LISTS[field])).includes(value)) errors.push(message);
  }
  return errors;
}

/** POST /api/ticket/update (TKT): raises a ticket (the caller reports it) or changes one. */
export async function saveTicket(ctx: UseCaseContext, input: TicketSave): Promise<Outcome<{ id: number }>> {
  const db = ctx.deps.db;
  const errors = await badCodes(ctx, input);
  const assigneeId = input.assignee ? await repo.activeStaffId(db, input.assignee) : null;
  if (assigneeId === undefined) errors.push("Choose an active staff user to assign.");
  if (errors.length) return refusal(...errors);
  const values = {
    title: input.title,
    description: input.description,
    priority: input.priority,
    status: input.status,
    type: input.type,
    module: input.module,
    assigneeId: assigneeId ?? null,
  };
  if (input.id) {
    // The context is what the reporter's browser saw: a later edit never rewrites it.
    if (!(await repo.updateTicket(db, input.id, { ...values, updatedAt: ctx.deps.now() })))
      throw notFound("Ticket not found.");
    return success({ id: input.id });
  }
  const id = await repo.insertTicket(db, {
    ...values,
    reporterId: callerOf(ctx).id,
    route: input.route,
    requestId: input.requestId,
    appVersion: input.appVersion,
    userAgent: input.userAgent,
  });
  return success({ id });
}

/**
 * POST /api/ticket/report (every staff user, decision 275): a new ticket, reported by the caller,
 * carrying the browser's context: priority Normal, status New and type Problem where the lists
 * hold them (an agency may have renamed them), else the first of each list.
 */
export async function reportProblem(
  ctx: UseCaseContext,
  input: TicketReport,
): Promise<Outcome<{ id: number }>> {
  const [priority, status, type] = await Promise.all([
    codesOf(ctx, TICKET_LISTS.priority),
    codesOf(ctx, TICKET_LISTS.status),
    codesOf(ctx, TICKET_LISTS.type),
  ]);
  if (!priority[0] || !status[0] || !type[0])
    return refusal("Tickets cannot be raised yet: the ticket lists are empty (Reference Data).");
  const preferred = (codes: string[], code: string) => (codes.includes(code) ? code : (codes[0] as string));
  const id = await repo.insertTicket(ctx.deps.db, {
    title: input.title,
    description: input.description,
    priority: preferred(priority, "Normal"),
    status: preferred(status, "New"),
    type: preferred(type, "Problem"),
    reporterId: callerOf(ctx).id,
    route: input.route,
    requestId: input.requestId,
    appVersion: input.appVersion,
    userAgent: input.userAgent,
  });
  return success({ id });
}

/** POST /api/ticket/delete (TKT): removed for good (404 when none of them exists). */
export async function deleteTickets(ctx: UseCaseContext, ids: number[]): Promise<Outcome<number>> {
  const removed = await repo.deleteTickets(ctx.deps.db, ids);
  if (!removed) throw notFound("Ticket not found.");
  return success(removed);
}
