import { and, asc, desc, eq, gt } from "drizzle-orm";
import { RESPONSE_STATUS } from "../../contracts/surveys/constants";
import type { Answers, Question } from "../../contracts/surveys/logic";
import type { Db } from "../client";
import { jobGroups, jobs } from "../schema/jobs";
import { respondents } from "../schema/respondents";
import {
  surveyLibraryCategories,
  surveyLibraryQuestions,
  surveyQuestions,
  surveyQuotaCells,
  surveyResponses,
  surveys,
} from "../schema/surveys";

/**
 * Demo surveys (decision 151): the question library; on the first job a screener with a
 * terminating option and quota cells, a session screener on its next session (the one the
 * end-to-end journey answers) and a survey, with a few finished responses.
 */

const AGE: Question = {
  id: "age",
  kind: "single",
  text: "<p>Which age group are you in?</p>",
  required: true,
  options: [
    { id: "u18", label: "Under 18", terminate: { reason: "under-age" } },
    { id: "a18", label: "18 to 39", qualify: true },
    { id: "a40", label: "40 or over", qualify: true },
  ],
};
const SECURITY: Question = {
  id: "security",
  kind: "multi",
  text: "<p>Do you or anyone in your household work in any of these industries?</p>",
  required: true,
  newPage: true,
  options: [
    { id: "research", label: "Market research", terminate: { reason: "security" } },
    { id: "advertising", label: "Advertising or marketing", terminate: { reason: "security" } },
    { id: "none", label: "None of these", exclusive: true, anchor: true },
  ],
  randomise: true,
};
const CONSENT: Question = {
  id: "consent",
  kind: "consent",
  text: "<p>We keep your answers for this study only.</p>",
  label: "I agree to take part",
  newPage: true,
};
const SCREENER: Question[] = [AGE, SECURITY, CONSENT];
const SURVEY: Question[] = [
  {
    id: "brand",
    kind: "single",
    text: "<p>Which brand do you buy most?</p>",
    required: true,
    options: [
      { id: "acme", label: "Acme" },
      { id: "globex", label: "Globex" },
      { id: "other", label: "Other", other: true },
    ],
  },
  {
    id: "often",
    kind: "number",
    text: "<p>How many times a month, {{profile.firstName}}?</p>",
    min: 0,
    max: 100,
    integer: true,
  },
  {
    id: "rate",
    kind: "grid",
    text: "<p>Rate {{brand}}</p>",
    newPage: true,
    rows: [
      { id: "price", label: "Price" },
      { id: "quality", label: "Quality" },
    ],
    columns: [
      { id: "poor", label: "Poor" },
      { id: "ok", label: "OK" },
      { id: "good", label: "Good" },
    ],
  },
  { id: "why", kind: "text", text: "<p>Anything else?</p>", multiline: true, maxLength: 500 },
];

const LIBRARY: Record<string, Question[]> = {
  Demographics: [AGE, { id: "postcode", kind: "hidden", text: "", profileField: "postcode" }],
  Security: [SECURITY],
  Consent: [CONSENT],
};

export async function seedSurveys(db: Db): Promise<void> {
  for (const [name, questions] of Object.entries(LIBRARY)) {
    const [cat] = await db.insert(surveyLibraryCategories).values({ name }).returning();
    for (const definition of questions)
      await db.insert(surveyLibraryQuestions).values({ categoryId: cat?.id, definition });
  }
  const [job] = await db.select().from(jobs).orderBy(asc(jobs.id)).limit(1);
  if (!job) return;
  const [session] = await db
    .select()
    .from(jobGroups)
    .where(and(eq(jobGroups.jobId, job.id), gt(jobGroups.startsAt, new Date())))
    .orderBy(desc(jobGroups.startsAt))
    .limit(1);
  const add = async (values: typeof surveys.$inferInsert, questions: Question[]) => {
    const [row] = await db.insert(surveys).values(values).returning();
    if (!row) throw new Error("survey seed failed");
    await db.insert(surveyQuestions).values(
      questions.map((definition, position) => ({
        surveyId: row.id,
        position,
        code: definition.id,
        definition,
      })),
    );
    return row;
  };
  const intro = "<p>A few quick questions to see whether this study suits you.</p>";
  const screener = await add(
    {
      jobId: job.id,
      kind: "screener",
      title: "Pre-qualification screener",
      introduction: intro,
      thankYou: "<p>Thank you! We will be in touch.</p>",
    },
    SCREENER,
  );
  const cells = await db
    .insert(surveyQuotaCells)
    .values([
      { surveyId: screener.id, name: "18 to 39", condition: { q: "age", op: "eq", value: "a18" }, target: 4 },
      {
        surveyId: screener.id,
        name: "40 or over",
        condition: { q: "age", op: "eq", value: "a40" },
        target: 3,
      },
    ])
    .returning();
  if (session)
    await add(
      {
        jobId: job.id,
        jobGroupId: session.id,
        kind: "sessionScreener",
        title: `${session.name} screener`,
        introduction: intro,
      },
      SCREENER,
    );
  const survey = await add(
    {
      jobId: job.id,
      kind: "survey",
      title: "Brand survey",
      introduction: "<p>Tell us about the brands you buy.</p>",
      thankYou: "<p>Thanks for your answers.</p>",
    },
    SURVEY,
  );

  // Finished responses by panel members after the first few (the demo respondent stays fresh).
  const people = await db
    .select({ id: respondents.id })
    .from(respondents)
    .orderBy(asc(respondents.id))
    .offset(20)
    .limit(6);
  const now = new Date();
  const finished = (
    answers: Answers,
    status: string,
    extra: Partial<typeof surveyResponses.$inferInsert> = {},
  ) => ({
    answers,
    status,
    page: 2,
    pages: [0, 1],
    jobId: job.id,
    startedAt: now,
    finishedAt: now,
    ...extra,
  });
  const young = cells[0]?.id ?? 0;
  const rows = [
    {
      surveyId: screener.id,
      ...finished({ age: "a18", security: ["none"], consent: true }, RESPONSE_STATUS.Completed, {
        quotaCellIds: [young],
      }),
    },
    {
      surveyId: screener.id,
      ...finished({ age: "u18" }, RESPONSE_STATUS.Terminated, {
        terminateReason: "under-age",
        page: 0,
        pages: [],
      }),
    },
    {
      surveyId: screener.id,
      ...finished({ age: "a40", security: ["research"] }, RESPONSE_STATUS.Terminated, {
        terminateReason: "security",
        page: 1,
        pages: [0],
      }),
    },
    {
      surveyId: survey.id,
      ...finished(
        { brand: "acme", often: 4, rate: { price: "good", quality: "ok" }, why: "Cheap" },
        RESPONSE_STATUS.Completed,
      ),
    },
    {
      surveyId: survey.id,
      ...finished(
        { brand: "other", "brand.other": "Initech", often: 1, rate: { price: "poor", quality: "good" } },
        RESPONSE_STATUS.Completed,
      ),
    },
  ];
  await db
    .insert(surveyResponses)
    .values(rows.map((r, i) => ({ ...r, respondentId: people[i]?.id ?? 0 })).filter((r) => r.respondentId));
  if (young) await db.update(surveyQuotaCells).set({ filled: 1 }).where(eq(surveyQuotaCells.id, young));
}
