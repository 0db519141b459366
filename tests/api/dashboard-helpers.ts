import { clients } from "../../server/db/schema/clients";
import { jobGroups, jobs } from "../../server/db/schema/jobs";
import { respondentEvents, respondents } from "../../server/db/schema/respondents";
import type { TestServer } from "../helpers/server";

/**
 * The dashboard tests' clock: a Sunday afternoon in Sydney (the seeded agency zone), far from the
 * demo seed's dates so the periods hold only what a test arranges.
 */
export const NOW = new Date("2031-06-15T03:00:00Z"); // 13:00 AEST, Sunday 15/06/2031

/** An instant given as the agency's wall time (Sydney is UTC+10 in June). */
export const sydney = (day: string, time = "10:00") => new Date(`${day}T${time}:00+10:00`);

let serial = 0;

/** A client and a job for the arrangement; every field the test cares about can be set. */
export async function makeJob(server: TestServer, values: Partial<typeof jobs.$inferInsert> = {}) {
  const db = server.deps.db;
  serial += 1;
  const [client] = await db
    .insert(clients)
    .values({ name: `Dash client ${serial}` })
    .returning();
  const [job] = await db
    .insert(jobs)
    .values({
      jobNumber: `DSH${process.pid}${serial}`,
      name: `Dash job ${serial}`,
      clientId: client!.id,
      ...values,
    })
    .returning();
  return job!;
}

/** A session of the job starting at `startsAt` with bookings of the given statuses. */
export async function makeSession(
  server: TestServer,
  jobId: number,
  startsAt: Date,
  statuses: string[],
  status = "Planned",
) {
  const db = server.deps.db;
  serial += 1;
  const [session] = await db
    .insert(jobGroups)
    .values({ jobId, sessionNumber: serial, name: `Dash session ${serial}`, startsAt, status })
    .returning();
  const people = statuses.length
    ? await db
        .insert(respondents)
        .values(statuses.map((_, i) => ({ firstName: "Dash", lastName: `R${serial}-${i}` })))
        .returning({ id: respondents.id })
    : [];
  const events = statuses.length
    ? await db
        .insert(respondentEvents)
        .values(
          statuses.map((s, i) => ({
            respondentId: people[i]!.id,
            jobId,
            jobGroupId: session!.id,
            kind: "Session",
            status: s,
          })),
        )
        .returning({ id: respondentEvents.id, respondentId: respondentEvents.respondentId })
    : [];
  return { session: session!, events };
}
