import { faker } from "@faker-js/faker";
import { count } from "drizzle-orm";
import type { Db } from "../client";
import { clients } from "../schema/clients";
import { configItems } from "../schema/config";
import { jobGroups, jobs } from "../schema/jobs";
import { respondents } from "../schema/respondents";

/**
 * The workspace needs something to open. When the clients/jobs/respondents areas have not seeded
 * their (much larger) data by the time this step runs, a handful of rows is added here so the
 * palette, tracker and end-to-end tests work on their own. Deterministic (faker seed 30).
 */
export async function seedTracking(db: Db): Promise<void> {
  await db
    .insert(configItems)
    .values({
      key: "IsSmsAutomationWorking",
      kind: "flag",
      value: "true",
      description: "Shown in the job tracker's SMS automation box",
    })
    .onConflictDoNothing();

  faker.seed(30);
  const [jobCount] = await db.select({ n: count() }).from(jobs);
  if ((jobCount?.n ?? 0) === 0) {
    const [clientCount] = await db.select({ n: count() }).from(clients);
    let clientIds: number[] = [];
    if ((clientCount?.n ?? 0) === 0) {
      const rows = await db
        .insert(clients)
        .values(Array.from({ length: 4 }, () => ({ name: faker.company.name() })))
        .returning({ id: clients.id });
      clientIds = rows.map((r) => r.id);
    } else {
      clientIds = (await db.select({ id: clients.id }).from(clients).limit(4)).map((r) => r.id);
    }
    const inserted = await db
      .insert(jobs)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          jobNumber: `J${String(24001 + i)}`,
          name: `${faker.commerce.productAdjective()} ${faker.commerce.product()} study`,
          clientId: clientIds[i % Math.max(1, clientIds.length)] ?? null,
          status: i % 4 === 3 ? "Closed" : "Open",
          jobType: i % 2 === 0 ? "Focus group" : "Online survey",
          approvedNo: `PO${String(7100 + i)}`,
        })),
      )
      .returning({ id: jobs.id });
    await db.insert(jobGroups).values(
      inserted.flatMap((job, i) =>
        [1, 2].map((n) => ({
          jobId: job.id,
          sessionNumber: n,
          name: `Session ${n}`,
          startsAt: new Date(Date.UTC(2026, 11, 1 + i, 9 + n, 0)),
        })),
      ),
    );
  }

  const [respondentCount] = await db.select({ n: count() }).from(respondents);
  if ((respondentCount?.n ?? 0) === 0) {
    await db.insert(respondents).values(
      Array.from({ length: 12 }, (_, i) => ({
        firstName: faker.person.firstName(),
        lastName: faker.person.lastName(),
        email: `panel${i + 1}@example.test`,
        mobile: `04${String(12345600 + i)}`,
        postcode: "2000",
        businessRego: i % 5 === 1,
        disabilityRego: i % 5 === 2,
      })),
    );
  }
}
