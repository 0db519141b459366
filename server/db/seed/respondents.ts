import { fakerEN_AU as faker } from "@faker-js/faker";
import { eq } from "drizzle-orm";
import { lettersOnly } from "../../contracts/validation";
import type { Db } from "../client";
import { insertLookupItems, insertSelections, insertSuburbs } from "../repo/reference-data";
import { insertNote } from "../repo/respondent-records";
import { jobs } from "../schema/jobs";
import {
  postcodeGroups,
  respondentBankDetails,
  respondentChildren,
  respondentEvents,
  respondentPayments,
  respondentPoints,
  respondents,
} from "../schema/respondents";
import { AU_SUBURBS, NZ_SUBURBS, POSTCODE_GROUPS, RESPONDENT_LISTS, STATES } from "./respondent-lists";

/**
 * 2,000 members for the product and e2e runs. Every API test file seeds a fresh database, so under
 * vitest the panel is 300 (SEED_PANEL_SIZE overrides either): same shapes, a fraction of the time.
 */
const PANEL_SIZE = Number(process.env.SEED_PANEL_SIZE ?? (process.env.VITEST ? 300 : 2000));
const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
const list = (name: string) => RESPONDENT_LISTS[name] ?? [];
const name = (raw: string, fallback: string) => lettersOnly(raw).trim() || fallback;

async function seedLists(db: Db) {
  const rows = Object.entries(RESPONDENT_LISTS).flatMap(([listName, labels]) =>
    labels.map((label, i) => ({ list: listName, code: label, label, sortOrder: (i + 1) * 10 })),
  );
  rows.push(
    ...STATES.map(([code, label, country], i) => ({
      list: "State",
      code,
      label,
      sortOrder: (i + 1) * 10,
      parent: country,
    })),
  );
  await insertLookupItems(db, rows);
  await insertSuburbs(db, [
    ...AU_SUBURBS.map(([n, postcode, state]) => ({ name: n, postcode, state, country: "AU" })),
    ...NZ_SUBURBS.map(([n, postcode, state]) => ({ name: n, postcode, state, country: "NZ" })),
  ]);
  await db
    .insert(postcodeGroups)
    .values(POSTCODE_GROUPS.map(([n, description, postcodes]) => ({ name: n, description, postcodes })));
}

/** One believable panel member; i keeps e-mail and mobile unique. */
function person(i: number): typeof respondents.$inferInsert {
  const nz = i % 4 === 3;
  const [suburb, postcode, state] = pick(nz ? NZ_SUBURBS : AU_SUBURBS);
  const firstName = name(faker.person.firstName(), "Alex");
  const lastName = name(faker.person.lastName(), "Smith");
  const business = i % 7 === 1;
  const impairment = i % 7 === 2;
  const year = faker.number.int({ min: 1945, max: 2008 });
  return {
    title: pick(list("Title")),
    firstName,
    lastName,
    gender: pick(list("Gender")),
    yearOfBirth: year,
    dateOfBirth: `${year}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, "0")}-${String(faker.number.int({ min: 1, max: 28 })).padStart(2, "0")}`,
    email: `${firstName}.${lastName}.${i}@${pick(["example.com", "example.net", "example.org"])}`
      .replace(/ /g, "")
      .toLowerCase(),
    mobile: `${nz ? "02" : "04"}${String(20_000_000 + i).padStart(8, "0")}`,
    landline: nz ? null : `0${pick(["2", "3", "7", "8"])}${faker.string.numeric(8)}`,
    mobilePhoneType: pick(list("MobilePhoneType")),
    address1: faker.location.streetAddress(),
    suburb,
    state,
    postcode,
    country: nz ? "NZ" : "AU",
    employmentType: pick(list("EmploymentTypes")),
    occupation: faker.person.jobTitle(),
    householdIncome: pick(list("HouseholdIncome")),
    householdSize: faker.number.int({ min: 1, max: 6 }),
    educationLevel: pick(list("HighestEducationLevel")),
    residencyStatus: pick(list("ResidencyStatus")),
    languages: faker.helpers.arrayElements(list("Language"), { min: 1, max: 2 }),
    preferredContactMethod: pick(list("PreferredContactMethod")),
    contactTime: pick(list("ContactTime")),
    optedOut: i % 40 === 0,
    businessRego: business,
    disabilityRego: impairment,
    ...(business && {
      businessCompany: faker.company.name(),
      businessRole: pick(list("BusinessRole")),
      businessIndustry: pick(list("Industry")),
      businessEmployeeNumbers: pick(list("EmployeeNumbers")),
      businessTurnover: pick(list("EmployerTurnover")),
    }),
    ...(impairment && {
      impairmentTypes: faker.helpers.arrayElements(list("ImpairmentType"), { min: 1, max: 2 }),
      impairmentSeverity: pick(list("ImpairmentSeverity")),
      impairmentCompetency: pick(list("ImpairmentCompetency")),
      assistiveTechnology: pick(["Screen reader", "Hearing aid", "Wheelchair", "Voice control", "None"]),
      accommodationsNeeded: pick([
        "Wheelchair access",
        "Auslan interpreter",
        "Large print",
        "Extra time",
        "None",
      ]),
    }),
    createdAt: faker.date.past({ years: 5, refDate: new Date(Date.UTC(2026, 0, 1)) }),
  };
}

async function seedPanel(db: Db) {
  const people = Array.from({ length: PANEL_SIZE }, (_, i) => person(i));
  const ids: { id: number; country: string | null }[] = [];
  await inBatches(people, async (batch) => {
    ids.push(
      ...(await db
        .insert(respondents)
        .values(batch)
        .returning({ id: respondents.id, country: respondents.country })),
    );
  });
  const points: (typeof respondentPoints.$inferInsert)[] = [];
  const children: (typeof respondentChildren.$inferInsert)[] = [];
  const bank: (typeof respondentBankDetails.$inferInsert)[] = [];
  const events: (typeof respondentEvents.$inferInsert)[] = [];
  const refs: { respondentId: number; list: string; code: string }[] = [];
  for (const [n, { id, country }] of ids.entries()) {
    if (n % 5 < 3) {
      for (let k = 0; k < faker.number.int({ min: 1, max: 4 }); k++) {
        points.push({
          respondentId: id,
          kind: "earned",
          points: pick([10, 15, 20, 25]),
          reason: "Survey completed",
        });
      }
      if (n % 5 === 0) points.push({ respondentId: id, kind: "paid", points: -50, reason: "Paid $50 EFT" });
    }
    if (n % 3 === 0) {
      for (let k = 0; k < faker.number.int({ min: 1, max: 3 }); k++) {
        children.push({
          respondentId: id,
          firstName: name(faker.person.firstName(), "Sam"),
          gender: pick(["Female", "Male"]),
          yearOfBirth: faker.number.int({ min: 2008, max: 2025 }),
          monthOfBirth: faker.number.int({ min: 1, max: 12 }),
        });
      }
    }
    if (n % 5 === 1) {
      bank.push({
        respondentId: id,
        accountName: "Account holder",
        bsb: country === "NZ" ? "" : faker.string.numeric(6),
        accountNumber: faker.string.numeric(country === "NZ" ? 15 : 8),
      });
    }
    if (n % 4 === 0)
      events.push({
        respondentId: id,
        kind: "Survey",
        status: "Completed",
        description: "Panel profile survey",
      });
    refs.push({ respondentId: id, list: "VehicleType", code: pick(list("VehicleType")) });
    refs.push({ respondentId: id, list: "InternetType", code: pick(list("InternetType")) });
  }
  await inBatches(points, (b) => db.insert(respondentPoints).values(b));
  await inBatches(children, (b) => db.insert(respondentChildren).values(b));
  await inBatches(bank, (b) => db.insert(respondentBankDetails).values(b));
  await inBatches(events, (b) => db.insert(respondentEvents).values(b));
  await insertSelections(db, refs);
}

/** The demo respondent (auth's seed creates it) gets a full profile, points, children and history. */
async function enrichDemoRespondent(db: Db) {
  const [demo] = await db.select().from(respondents).where(eq(respondents.email, "respondent@demo.test"));
  if (!demo) return;
  const id = demo.id;
  await db
    .update(respondents)
    .set({
      title: "Mx",
      gender: "Non-binary",
      yearOfBirth: 1990,
      dateOfBirth: "1990-06-15",
      landline: "0298765432",
      mobilePhoneType: "Android",
      address1: "1 George Street",
      suburb: "Sydney",
      state: "NSW",
      postcode: "2000",
      country: "AU",
      employmentType: "Full time",
      occupation: "Graphic designer",
      householdIncome: "$80,000 - $119,999",
      householdSize: 3,
      educationLevel: "Bachelor degree",
      residencyStatus: "Citizen",
      languages: ["English", "Italian"],
      preferredContactMethod: "Email",
      contactTime: "Evening",
    })
    .where(eq(respondents.id, id));
  const [job] = await db.select({ id: jobs.id }).from(jobs).limit(1);
  const [attended] = await db
    .insert(respondentEvents)
    .values([
      {
        respondentId: id,
        jobId: job?.id ?? null,
        kind: "Attended",
        status: "Paid",
        description: "Focus group",
        incentive: "75.00",
      },
      {
        respondentId: id,
        jobId: job?.id ?? null,
        kind: "Survey",
        status: "Completed",
        description: "Grocery habits survey",
      },
      ...(job
        ? [
            {
              respondentId: id,
              jobId: job.id,
              kind: "Opportunity",
              status: "Invited",
              description: "Tell us about your weekend shopping",
              surveyUrl: `/survey-redirect/${job.id}`,
              expiresAt: new Date(Date.UTC(2030, 0, 1)),
            },
          ]
        : []),
    ])
    .returning({ id: respondentEvents.id });
  await db.insert(respondentPayments).values({
    respondentId: id,
    eventId: attended?.id ?? null,
    amount: "75.00",
    method: "EFT",
    reference: "INC-0001",
  });
  await db.insert(respondentPoints).values([
    { respondentId: id, kind: "earned", points: 20, reason: "Survey completed" },
    { respondentId: id, kind: "earned", points: 15, reason: "Profile updated" },
    { respondentId: id, kind: "earned", points: 25, reason: "Focus group attended" },
    { respondentId: id, kind: "paid", points: -50, reason: "Paid $50 EFT" },
  ]);
  await db.insert(respondentChildren).values([
    { respondentId: id, firstName: "Mia", gender: "Female", yearOfBirth: 2016, monthOfBirth: 3 },
    { respondentId: id, firstName: "Leo", gender: "Male", yearOfBirth: 2019, monthOfBirth: 11 },
  ]);
  await insertNote(db, {
    respondentId: id,
    text: "Demo respondent: happy to do evening groups.",
    author: "Seed",
  });
  await insertSelections(db, [
    { respondentId: id, list: "VehicleType", code: "Hatchback" },
    { respondentId: id, list: "InternetType", code: "NBN / Fibre" },
  ]);
}

/** Respondent lists, places, the 2,000-member panel and the demo respondent's history (decision 066). */
export async function seedRespondents(db: Db): Promise<void> {
  faker.seed(5005);
  await seedLists(db);
  await seedPanel(db);
  await enrichDemoRespondent(db);
}
