import type { Context } from "hono";
import type { AppEnv, Deps, UseCaseContext } from "../context";
import type { RightCode } from "../contracts/rights";
import { clientIdOfContact, clientsTable } from "../db/repo/clients";
import { jobsTable } from "../db/repo/jobs";
import { forbidden, notFound, unauthorized } from "../http/errors";
import type { Actor } from "./tokens";

/**
 * The one guard module (docs/architecture.md "Access"). One vocabulary: role, right, ownership.
 *
 * - Routes call `guard(c, rule)` first: it checks the role and the right codes and answers
 *   401/403, and returns the use-case context the service receives.
 * - Services check ownership (a client contact sees only its client, a respondent only itself)
 *   with the `assert…` / `visible…` functions below, because only they have loaded the record.
 */

type Ctx = Context<AppEnv>;

/** Who may call a route. Omitted roles are refused (403); a missing sign-in is 401. */
export interface AccessRule {
  /** Staff holding every one of these rights ([] = any staff). Omit to refuse staff. */
  staff?: readonly RightCode[];
  /** Staff holding at least one of these rights (may be combined with `staff`). */
  staffAny?: readonly RightCode[];
  /** Client contacts (the service confines them to their own client). */
  client?: boolean;
  /** Respondents (the service confines them to their own record). */
  respondent?: boolean;
  /** Visitors without a sign-in (public calls: sign-in, links). */
  visitor?: boolean;
}

const NO_RIGHTS: ReadonlySet<string> = new Set();

/**
 * The caller's rights, read per request (decision 270). A staff user deactivated since their
 * token was issued is refused here: null means "treat as signed out".
 */
async function rightsOf(deps: Deps, actor: Actor | undefined): Promise<ReadonlySet<string> | null> {
  if (actor?.role !== "Staff") return NO_RIGHTS;
  const access = await deps.rights.access(actor.id);
  return access.active ? access.codes : null;
}

/** Checks role and rights; answers the context the service runs with. */
export async function guard(c: Ctx, rule: AccessRule): Promise<UseCaseContext> {
  const deps = c.get("deps");
  const actor = c.get("actor");
  if (!actor) {
    if (rule.visitor) return { deps, actor: undefined, rights: NO_RIGHTS };
    throw unauthorized();
  }
  const rights = await rightsOf(deps, actor);
  if (!rights) throw unauthorized();
  if (actor.role === "Staff") {
    const staffAllowed = rule.staff !== undefined || rule.staffAny !== undefined;
    if (!staffAllowed) throw forbidden();
    assertStaffRights(rights, rule);
  } else if (actor.role === "Client") {
    if (!rule.client) throw forbidden();
  } else if (!rule.respondent) {
    throw forbidden();
  }
  return { deps, actor, rights };
}

/**
 * The rights half of a rule, for a second check once the input names what is asked (panel
 * search's entity): 403 unless the staff rights meet it.
 */
export function assertStaffRights(rights: ReadonlySet<string>, rule: Pick<AccessRule, "staff" | "staffAny">) {
  if (rule.staff?.some((code) => !rights.has(code))) throw forbidden();
  if (rule.staffAny && !rule.staffAny.some((code) => rights.has(code))) throw forbidden();
}

/** The context for a call anyone may make (the actor is set when signed in). */
export async function publicCall(c: Ctx): Promise<UseCaseContext> {
  const deps = c.get("deps");
  const actor = c.get("actor");
  const rights = await rightsOf(deps, actor);
  return rights ? { deps, actor, rights } : { deps, actor: undefined, rights: NO_RIGHTS };
}

// ---- Service half: ownership and rights that vary the answer ----

/** The signed-in caller (services behind a guard that allows visitors use this to insist). */
export function callerOf(ctx: UseCaseContext): Actor {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

export const isStaff = (ctx: UseCaseContext) => ctx.actor?.role === "Staff";

/** True when a staff caller holds the right (answers that vary by right, e.g. bank details). */
export const holds = (ctx: UseCaseContext, code: RightCode) => isStaff(ctx) && ctx.rights.has(code);

/** The client a client contact belongs to; 403 for anyone else. */
export async function ownClientId(ctx: UseCaseContext): Promise<number> {
  const actor = callerOf(ctx);
  if (actor.role !== "Client") throw forbidden();
  const clientId = await clientIdOfContact(ctx.deps.db, actor.id);
  if (!clientId) throw forbidden();
  return clientId;
}

/** 403 unless the caller is staff or a contact of this client. */
export async function assertClientVisible(ctx: UseCaseContext, clientId: number): Promise<void> {
  if (isStaff(ctx)) return;
  if ((await ownClientId(ctx)) !== clientId) throw forbidden();
}

/**
 * 403 unless staff, or a client contact whose client record allows private lists
 * (allowPrivateList, product §2.3): the portal's private lists are that company's option.
 */
export async function assertPrivateListsAllowed(ctx: UseCaseContext): Promise<void> {
  if (isStaff(ctx)) return;
  const client = await clientsTable.get(ctx.deps.db, await ownClientId(ctx));
  if (!client?.allowPrivateList) throw forbidden("Private lists are not enabled for your company.");
}

/** Loads a job (404 when missing) that the caller may see: staff, or a contact of its client. */
export async function visibleJob(ctx: UseCaseContext, jobId: number) {
  const job = await jobsTable.get(ctx.deps.db, jobId);
  if (!job) throw notFound("Job not found.");
  if (!isStaff(ctx)) {
    if (job.clientId === null) throw forbidden();
    await assertClientVisible(ctx, job.clientId);
  }
  return job;
}

/** 403 unless a client contact asks about itself (staff pass). */
export function assertSelfOrStaff(ctx: UseCaseContext, clientContactId: number) {
  if (isStaff(ctx)) return;
  const actor = callerOf(ctx);
  if (actor.role !== "Client" || actor.id !== clientContactId) throw forbidden();
}

/** 403 unless staff, or the respondent asking about their own record. */
export function assertOwnRespondent(ctx: UseCaseContext, respondentId: number) {
  if (isStaff(ctx)) return;
  const actor = callerOf(ctx);
  if (actor.role !== "Respondent" || actor.id !== respondentId) {
    throw forbidden("You can only see and change your own details.");
  }
}

/** Bank details: the respondent's own, or staff with BankingAdmin (decision 062). */
export const mayUseBankDetails = (ctx: UseCaseContext) =>
  ctx.actor?.role === "Respondent" || holds(ctx, "BNK");
