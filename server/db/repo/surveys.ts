import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Question } from "../../contracts/surveys/logic";
import type { Db } from "../client";
import { jobs } from "../schema/jobs";
import { respondents } from "../schema/respondents";
import { surveyLibraryCategories, surveyLibraryQuestions, surveyQuestions, surveys } from "../schema/surveys";
import { crud } from "./crud";

/** SQL of surveys, their question rows and the question library (decision 151). */

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyInsert = typeof surveys.$inferInsert;
export type QuestionRow = typeof surveyQuestions.$inferSelect;

export const surveysTable = crud(surveys);

// Written out: drizzle leaves the table off a column of a one-table select, which the subquery would rebind.
const counts = {
  questionCount: sql<number>`(select count(*)::int from survey_questions q where q.survey_id = "surveys"."id")`,
  responseCount: sql<number>`(select count(*)::int from survey_responses r where r.survey_id = "surveys"."id")`,
};

export async function surveyWithCounts(db: Db, id: number) {
  const rows = await db
    .select({ survey: surveys, ...counts })
    .from(surveys)
    .where(eq(surveys.id, id))
    .limit(1);
  return rows[0];
}

export function surveysOfJob(db: Db, jobId: number) {
  return db
    .select({ survey: surveys, ...counts })
    .from(surveys)
    .where(eq(surveys.jobId, jobId))
    .orderBy(asc(surveys.id));
}

/** The screener of a session (a session screener), else of the job (kind screener). */
export async function screenerOf(db: Db, jobId: number, jobGroupId: number): Promise<SurveyRow | undefined> {
  if (jobGroupId) {
    const [own] = await db
      .select()
      .from(surveys)
      .where(
        and(
          eq(surveys.jobId, jobId),
          eq(surveys.jobGroupId, jobGroupId),
          eq(surveys.kind, "sessionScreener"),
        ),
      )
      .orderBy(asc(surveys.id))
      .limit(1);
    if (own) return own;
  }
  const [job] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.jobId, jobId), eq(surveys.kind, "screener"), isNull(surveys.jobGroupId)))
    .orderBy(asc(surveys.id))
    .limit(1);
  return job;
}

/** The job's survey (kind survey), the first one when several. */
export async function surveyOfJob(db: Db, jobId: number): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.jobId, jobId), eq(surveys.kind, "survey")))
    .orderBy(asc(surveys.id))
    .limit(1);
  return row;
}

export function questionsOf(db: Db, surveyId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
}

export function questionsOfSurveys(db: Db, surveyIds: number[]) {
  if (surveyIds.length === 0) return Promise.resolve([] as QuestionRow[]);
  return db
    .select()
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.surveyId, surveyIds))
    .orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.position));
}

/**
 * Saves the survey's question list: rows keep their numeric id by question code, new codes get new
 * rows, codes no longer in the list are deleted.
 */
export async function replaceQuestions(db: Db, surveyId: number, questions: readonly Question[]) {
  const existing = await questionsOf(db, surveyId);
  const byCode = new Map(existing.map((r) => [r.code, r]));
  const keep = new Set(questions.map((q) => q.id));
  const gone = existing.filter((r) => !keep.has(r.code)).map((r) => r.id);
  if (gone.length) await db.delete(surveyQuestions).where(inArray(surveyQuestions.id, gone));
  for (const [position, q] of questions.entries()) {
    const row = byCode.get(q.id);
    if (row)
      await db.update(surveyQuestions).set({ position, definition: q }).where(eq(surveyQuestions.id, row.id));
    else await db.insert(surveyQuestions).values({ surveyId, position, code: q.id, definition: q });
  }
}

export const questionsTable = crud(surveyQuestions);

export async function setQuestionDefinition(db: Db, id: number, definition: Question) {
  await db.update(surveyQuestions).set({ definition }).where(eq(surveyQuestions.id, id));
}

export async function touchSurvey(db: Db, id: number, by: string, at: Date) {
  await db.update(surveys).set({ updatedAt: at, updatedBy: by }).where(eq(surveys.id, id));
}

/** Copies a survey with its questions (and quota cells, emptied) as another kind. */
export async function copySurvey(
  db: Db,
  from: SurveyRow,
  as: Pick<SurveyInsert, "kind" | "jobGroupId" | "title">,
) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = from;
  const copy = await surveysTable.insert(db, { ...rest, ...as });
  await db.execute(sql`insert into survey_questions (survey_id, position, code, definition)
    select ${copy.id}, position, code, definition from survey_questions where survey_id = ${from.id}`);
  await db.execute(sql`insert into survey_quota_cells (survey_id, name, condition, target, filled)
    select ${copy.id}, name, condition, target, 0 from survey_quota_cells where survey_id = ${from.id}`);
  return copy;
}

/** Jobs (other than this one) whose surveys have questions: the sources a survey can be built from. */
export function jobsWithSurveyQuestions(db: Db, jobId: number) {
  return db
    .select({
      jobId: jobs.id,
      jobNumberAndName: sql<string>`${jobs.jobNumber} || ' - ' || ${jobs.name}`,
      surveyId: surveys.id,
      title: surveys.title,
      kind: surveys.kind,
      questionCount: counts.questionCount,
    })
    .from(surveys)
    .innerJoin(jobs, eq(jobs.id, surveys.jobId))
    .where(
      and(
        ne(surveys.jobId, jobId),
        sql`exists (select 1 from survey_questions q where q.survey_id = "surveys"."id")`,
      ),
    )
    .orderBy(asc(jobs.jobNumber), asc(surveys.id))
    .limit(500);
}

export const libraryCategories = (db: Db) =>
  db.select().from(surveyLibraryCategories).orderBy(asc(surveyLibraryCategories.name));

export const libraryQuestions = (db: Db) =>
  db
    .select({
      id: surveyLibraryQuestions.id,
      categoryId: surveyLibraryQuestions.categoryId,
      category: surveyLibraryCategories.name,
      question: surveyLibraryQuestions.definition,
    })
    .from(surveyLibraryQuestions)
    .leftJoin(surveyLibraryCategories, eq(surveyLibraryCategories.id, surveyLibraryQuestions.categoryId))
    .orderBy(asc(surveyLibraryCategories.name), asc(surveyLibraryQuestions.id));

/** What the landing, welcome and survey pages show about the respondent and the job. */
export async function linkSubjects(db: Db, respondentId: number, jobId: number) {
  const [person] = await db.select().from(respondents).where(eq(respondents.id, respondentId)).limit(1);
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return { person, job };
}

/** The category's id, created when new. */
export async function libraryCategoryId(db: Db, name: string): Promise<number> {
  await db.insert(surveyLibraryCategories).values({ name }).onConflictDoNothing();
  const [row] = await db
    .select({ id: surveyLibraryCategories.id })
    .from(surveyLibraryCategories)
    .where(eq(surveyLibraryCategories.name, name))
    .limit(1);
  return row?.id ?? 0;
}

export const libraryTable = crud(surveyLibraryQuestions);
