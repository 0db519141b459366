import type { z } from "zod";
import { callerOf, isStaff, ownClientId } from "../auth/guard";
import type { UseCaseContext } from "../context";
import type { feedbackSaveSchema } from "../contracts/clients";
import { clientFeedbackTable, feedbackOf, notesOfClient } from "../db/repo/clients";
import { jobsTable } from "../db/repo/jobs";
import { sessionsTable } from "../db/repo/sessions";
import { forbidden, notFound } from "../http/errors";
import * as clients from "./clients";
import { iso, refusal, success } from "./outcome";

/**
 * The notes and feedback calls as a client contact makes them (decision 214); staff keep the
 * client area's services. A contact reads its company's external notes only, lists the feedback
 * its company gave in the portal and gives feedback on its own jobs and their sessions.
 */

type FeedbackInput = z.output<typeof feedbackSaveSchema>;

/** GET /api/client-notes/{id}: staff every note, a client contact its company's external notes. */
export async function listNotes(ctx: UseCaseContext, clientId: number) {
  if (isStaff(ctx)) return clients.listNotes(ctx, { clientId });
  if ((await ownClientId(ctx)) !== clientId) throw forbidden();
  return (await notesOfClient(ctx.deps.db, clientId, undefined, true)).map((n) => ({
    ...n,
    createdAt: iso(n.createdAt) ?? "",
  }));
}

/** GET /api/client-feedback/{id}: staff all of it, a client contact what its company gave. */
export async function listFeedback(ctx: UseCaseContext, clientId: number) {
  if (isStaff(ctx)) return clients.listFeedback(ctx, clientId);
  if ((await ownClientId(ctx)) !== clientId) throw forbidden();
  return (await feedbackOf(ctx.deps.db, clientId, true)).map((r) => ({
    ...r.f,
    clientName: r.clientName,
    jobLabel: r.jobLabel,
    sessionLabel: r.sessionLabel,
    createdAt: iso(r.f.createdAt) ?? "",
  }));
}

/** A session named with the feedback must be one of its job's. */
async function foreignSession(ctx: UseCaseContext, input: FeedbackInput) {
  if (!input.jobGroupId) return undefined;
  const session = await sessionsTable.get(ctx.deps.db, input.jobGroupId);
  return !session || !input.jobId || session.jobId !== input.jobId
    ? refusal("The session does not belong to this job.")
    : undefined;
}

/**
 * POST /api/feedback/update. A client contact: its own company, a job of it (required), and only
 * feedback given in the portal may be changed (never what staff recorded).
 */
export async function saveFeedback(ctx: UseCaseContext, input: FeedbackInput) {
  const refused = await foreignSession(ctx, input);
  if (refused) return refused;
  if (isStaff(ctx)) return clients.saveFeedback(ctx, input);
  const { db } = ctx.deps;
  const actor = callerOf(ctx);
  const own = await ownClientId(ctx);
  if (input.clientId !== own) throw forbidden();
  if (!input.jobId) return refusal("Choose the job your feedback is about.");
  const job = await jobsTable.get(db, input.jobId);
  if (!job || job.clientId !== own) throw forbidden();
  const { id, ...values } = input;
  const fields = { ...values, jobId: input.jobId, jobGroupId: input.jobGroupId ?? null };
  if (id) {
    const before = await clientFeedbackTable.get(db, id);
    if (!before || before.clientId !== own) throw notFound("Record not found.");
    if (before.clientContactId === null)
      throw forbidden("Feedback recorded by staff cannot be changed here.");
  }
  const row = id
    ? await clientFeedbackTable.update(db, id, fields)
    : await clientFeedbackTable.insert(db, { ...fields, clientContactId: actor.id, createdBy: actor.name });
  if (!row) throw notFound("Record not found.");
  return success({ ...row, createdAt: iso(row.createdAt) ?? "" });
}
