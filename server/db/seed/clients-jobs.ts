import { faker } from "@faker-js/faker";
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { clientAddresses, clientFeedback, clientNotes, venues } from "../schema/client-details";
import { clientContacts, clients } from "../schema/clients";
import { invoices, jobContacts, jobDurations, jobIncentives, quotas } from "../schema/job-details";
import { jobs } from "../schema/jobs";
import { lookupItems } from "../schema/lookups";
import { CLIENTS_JOBS_LOOKUPS } from "./clients-jobs-lists";
import { STATES } from "./respondent-lists";

const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items);
const L = CLIENTS_JOBS_LOOKUPS as Record<string, string[]>;
const list = (name: string) => L[name] ?? [];

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

async function seedLookups(db: Db) {
  const rows = [
    ...Object.entries(CLIENTS_JOBS_LOOKUPS).flatMap(([name, labels]) =>
      labels.map((label, i) => ({ list: name, code: label, label, sortOrder: i })),
    ),
    ...STATES.map(([code, label, country], i) => ({
      list: "State",
      code,
      label,
      parent: country,
      sortOrder: i,
    })),
  ];
  // Other areas seed some of the same lists (states): the first writer wins.
  await insertChunked(rows, (chunk) => db.insert(lookupItems).values(chunk).onConflictDoNothing());
}

/** Job rows for a client set: deterministic once faker is seeded. Also used by bench:lists. */
export function fakeJobs(count: number, clientIds: number[], managers: string[], firstNumber = 1) {
  const year = 24;
  return Array.from({ length: count }, (_, i) => {
    const start = faker.date.between({ from: "2024-01-01", to: "2026-12-31" });
    const end = new Date(start.getTime() + faker.number.int({ min: 1, max: 60 }) * 86_400_000);
    return {
      jobNumber: `J${year}-${String(firstNumber + i).padStart(5, "0")}`,
      name: `${faker.commerce.productAdjective()} ${faker.commerce.product()} ${pick(["study", "research", "groups", "interviews", "UX test"])}`,
      clientId: pick(clientIds),
      status: pick(list("JobStatus")),
      jobType: pick(list("JobGroupType")),
      difficulty: pick(list("JobDifficultyStatus")),
      startDate: start.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
      projectManager: managers.length > 0 ? pick(managers) : null,
      recruiters: managers.length > 0 ? faker.helpers.arrayElements(managers, { min: 0, max: 2 }) : [],
      description: faker.lorem.sentence(),
      quoteValue: faker.number.int({ min: 20, max: 400 }) * 100,
      quoteStatus: pick(list("QuoteStatus")),
      createdAt: faker.date.between({ from: "2024-01-01", to: "2026-11-01" }),
    };
  });
}

export async function seedClientsJobs(db: Db) {
  faker.seed(40);
  await seedLookups(db);
  const staff = await db
    .select({ username: staffUsers.username, first: staffUsers.firstName, last: staffUsers.lastName })
    .from(staffUsers)
    .orderBy(staffUsers.id);
  const managers = staff.map((s) => s.username);
  // Notes and feedback name their author as the services do (the signed-in user's display name).
  const author = staff[0] ? `${staff[0].first} ${staff[0].last}` : "System";

  const acme = (await db.select().from(clients).where(eq(clients.name, "Acme Research Co")))[0];
  if (acme) {
    await db
      .update(clients)
      .set({
        category: "Market Research Agency",
        phone: "0298765432",
        suburb: "Sydney",
        state: "NSW",
        postcode: "2000",
      })
      .where(eq(clients.id, acme.id));
  }
  const newClients = await db
    .insert(clients)
    .values(
      Array.from({ length: acme ? 19 : 20 }, () => ({
        name: faker.company.name(),
        status: faker.datatype.boolean(0.85) ? "Active" : "Inactive",
        category: pick(list("ClientCategory")),
        phone: `02${faker.string.numeric(8)}`,
        email: faker.internet.email().toLowerCase(),
        website: faker.internet.url(),
        addressLine1: faker.location.streetAddress(),
        suburb: faker.location.city(),
        state: pick(STATES)[0],
        postcode: faker.string.numeric(4),
        country: "Australia",
        paymentTermsDays: pick([14, 30, 45]),
        allowPrivateList: faker.datatype.boolean(0.3),
      })),
    )
    .returning({ id: clients.id });
  const clientIds = [...(acme ? [acme.id] : []), ...newClients.map((c) => c.id)];

  const contacts = await db
    .insert(clientContacts)
    .values(
      newClients.flatMap((c) =>
        Array.from({ length: faker.number.int({ min: 1, max: 4 }) }, (_, i) => ({
          clientId: c.id,
          firstName: faker.person.firstName(),
          lastName: faker.person.lastName(),
          email: faker.internet.email().toLowerCase(),
          mobile: `04${faker.string.numeric(8)}`,
          position: faker.person.jobTitle(),
          contactTypes: i === 0 ? ["Primary"] : [pick(list("ContactType"))],
        })),
      ),
    )
    .returning({ id: clientContacts.id, clientId: clientContacts.clientId });

  await db.insert(clientNotes).values(
    clientIds.flatMap((clientId) =>
      Array.from({ length: 2 }, (_, i) => ({
        clientId,
        notesType: pick(list("NotesType")),
        isExternal: i === 1,
        note: faker.lorem.sentences(2),
        createdBy: author,
      })),
    ),
  );
  await db.insert(venues).values([
    ...["Sydney CBD Viewing Studio", "Melbourne Focus Rooms", "Auckland Research Suite"].map((name) => ({
      clientId: null,
      name,
      address: faker.location.streetAddress(),
      suburb: faker.location.city(),
    })),
    ...clientIds.slice(0, 10).map((clientId) => ({
      clientId,
      name: `${faker.location.city()} office`,
      address: faker.location.streetAddress(),
    })),
  ]);
  await db.insert(clientAddresses).values(
    clientIds.map((clientId) => ({
      clientId,
      addressType: "Postal",
      line1: `PO Box ${faker.number.int({ min: 10, max: 9999 })}`,
      suburb: faker.location.city(),
      state: "NSW",
      postcode: faker.string.numeric(4),
      country: "Australia",
    })),
  );
  await db.insert(clientFeedback).values(
    clientIds.slice(0, 8).map((clientId) => ({
      clientId,
      feedbackType: pick(list("FeedbackType")),
      feedbackAction: pick(list("FeedbackAction")),
      comment: faker.lorem.sentence(),
      createdBy: author,
    })),
  );

  // Acme gets a fair share so the client portal demo has something to show.
  const jobRows = fakeJobs(200, clientIds, managers).map((j, i) =>
    acme && i % 8 === 0 ? { ...j, clientId: acme.id } : j,
  );
  const savedJobs: { id: number; clientId: number | null }[] = [];
  await insertChunked(jobRows, async (chunk) => {
    savedJobs.push(
      ...(await db.insert(jobs).values(chunk).returning({ id: jobs.id, clientId: jobs.clientId })),
    );
  });

  await insertChunked(
    savedJobs.flatMap((j) => [
      { jobId: j.id, incentiveType: "Cash", amount: pick([80, 100, 120, 150]) },
      ...(faker.datatype.boolean(0.3) ? [{ jobId: j.id, incentiveType: "Gift Card", amount: 50 }] : []),
    ]),
    (chunk) => db.insert(jobIncentives).values(chunk),
  );
  await insertChunked(
    savedJobs.flatMap((j) => [
      {
        jobId: j.id,
        name: "Female 18-34",
        target: 6,
        achieved: faker.number.int({ min: 0, max: 6 }),
        sortOrder: 1,
      },
      {
        jobId: j.id,
        name: "Male 18-34",
        target: 6,
        achieved: faker.number.int({ min: 0, max: 6 }),
        sortOrder: 2,
      },
      { jobId: j.id, name: "35+", target: 8, achieved: faker.number.int({ min: 0, max: 8 }), sortOrder: 3 },
    ]),
    (chunk) => db.insert(quotas).values(chunk),
  );
  await insertChunked(
    savedJobs.map((j) => ({ jobId: j.id, minutes: pick([30, 60, 90, 120]), incentiveAmount: 100 })),
    (chunk) => db.insert(jobDurations).values(chunk),
  );
  const firstContact = new Map<number, number>();
  for (const c of contacts) if (!firstContact.has(c.clientId)) firstContact.set(c.clientId, c.id);
  const linked = savedJobs.filter((j) => j.clientId !== null && firstContact.has(j.clientId)).slice(0, 60);
  await db.insert(jobContacts).values(
    linked.map((j) => ({
      jobId: j.id,
      clientContactId: firstContact.get(j.clientId ?? 0) ?? 0,
      contactType: "Project Lead",
    })),
  );
  if (acme) {
    const casey = (
      await db.select().from(clientContacts).where(eq(clientContacts.email, "client@demo.test"))
    )[0];
    const acmeJobs = savedJobs.filter((j) => j.clientId === acme.id).slice(0, 5);
    if (casey && acmeJobs.length > 0) {
      await db
        .insert(jobContacts)
        .values(
          acmeJobs.map((j) => ({ jobId: j.id, clientContactId: casey.id, contactType: "Project Lead" })),
        );
      // Feedback the demo contact gave in the portal (decision 214), so /clifeedback shows some.
      await db.insert(clientFeedback).values({
        clientId: acme.id,
        jobId: acmeJobs[0]?.id ?? null,
        clientContactId: casey.id,
        // Fixed values: a pick here would shift every random value seeded after it.
        feedbackType: "Compliment",
        feedbackAction: "No Action",
        comment: "The first group was well recruited; please keep the same mix of ages.",
        createdBy: `${casey.firstName} ${casey.lastName}`.trim(),
      });
    }
  }
  await db.insert(invoices).values(
    savedJobs.slice(0, 12).map((j, i) => ({
      jobId: j.id,
      invoiceNumber: `INV-${String(i + 1).padStart(6, "0")}`,
      status: pick(list("InvoiceStatus")),
      amount: faker.number.int({ min: 10, max: 200 }) * 100,
      issuedDate: "2026-10-01",
      dueDate: "2026-10-31",
    })),
  );
}
