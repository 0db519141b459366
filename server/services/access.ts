import type { Actor } from "../auth/tokens";
import type { Db } from "../db/client";
import { clientIdOfContact } from "../db/repo/clients";
import { jobsTable } from "../db/repo/jobs";
import { forbidden, notFound } from "../http/errors";

/**
 * Ownership rules shared by the clients/jobs services (decision 041). Staff rights are checked by
 * the routes; here a client contact is confined to its own client, a respondent to nothing.
 */
export async function ownClientId(db: Db, actor: Actor): Promise<number> {
  if (actor.role !== "Client") throw forbidden();
  const clientId = await clientIdOfContact(db, actor.id);
  if (!clientId) throw forbidden();
  return clientId;
}

/** Throws 403 unless the actor is staff or a contact of this client. */
export async function assertClientVisible(db: Db, actor: Actor, clientId: number): Promise<void> {
  if (actor.role === "Staff") return;
  if ((await ownClientId(db, actor)) !== clientId) throw forbidden();
}

/** Loads a job (404 when missing) and applies the same rule through the job's client. */
export async function visibleJob(db: Db, actor: Actor, jobId: number) {
  const job = await jobsTable.get(db, jobId);
  if (!job) throw notFound("Job not found.");
  if (actor.role !== "Staff") {
    if (job.clientId === null) throw forbidden();
    await assertClientVisible(db, actor, job.clientId);
  }
  return job;
}

/** Throws 403 unless a client contact asks about itself (staff pass). */
export function assertSelfOrStaff(actor: Actor, clientContactId: number) {
  if (actor.role === "Staff") return;
  if (actor.role !== "Client" || actor.id !== clientContactId) throw forbidden();
}
