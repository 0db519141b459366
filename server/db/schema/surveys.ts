import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { Answers, Condition, Question } from "../../contracts/surveys/logic";
import { createdAt, instant, parentId, rowId, updatedAt } from "./columns";
import { jobGroups, jobs } from "./jobs";
import { respondents } from "./respondents";

/**
 * Surveys and screeners (decision 151). A survey belongs to a job, a session screener also to a
 * session. Questions are rows (stable numeric ids for the delete calls, a position for the order)
 * whose `definition` is the question model of `contracts/survey-model.ts` with its options inside.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: rowId(),
    jobId: parentId("job_id", () => jobs.id),
    jobGroupId: integer("job_group_id").references(() => jobGroups.id, { onDelete: "cascade" }),
    /** survey | screener | sessionScreener */
    kind: text("kind").notNull().default("survey"),
    title: text("title").notNull(),
    introduction: text("introduction").notNull().default(""),
    thankYou: text("thank_you").notNull().default(""),
    redirectUrl: text("redirect_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
  },
  (t) => [
    index("surveys_job_idx").on(t.jobId, t.kind),
    index("surveys_group_idx").on(t.jobGroupId),
    check("surveys_kind_ck", sql`${t.kind} in ('survey', 'screener', 'sessionScreener')`),
  ],
);

export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: rowId(),
    surveyId: parentId("survey_id", () => surveys.id),
    position: integer("position").notNull(),
    /** The question's id in the model (used by logic, piping and quotas), unique per survey. */
    code: text("code").notNull(),
    definition: jsonb("definition").$type<Question>().notNull(),
  },
  (t) => [
    uniqueIndex("survey_questions_code_uq").on(t.surveyId, t.code),
    index("survey_questions_order_idx").on(t.surveyId, t.position),
  ],
);

/** The question library (ManageSurveyLibraryQuestions): template questions in categories. */
export const surveyLibraryCategories = pgTable("survey_library_categories", {
  id: rowId(),
  name: text("name").notNull().unique(),
});

export const surveyLibraryQuestions = pgTable(
  "survey_library_questions",
  {
    id: rowId(),
    categoryId: integer("category_id").references(() => surveyLibraryCategories.id, { onDelete: "set null" }),
    definition: jsonb("definition").$type<Question>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index("survey_library_questions_category_idx").on(t.categoryId)],
);

/**
 * One respondent's response to one survey. `pages` is the stack of pages answered (going back pops
 * it), `page` the page shown now; a finished response (completed, terminated, over quota) is never
 * written again.
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: rowId(),
    surveyId: parentId("survey_id", () => surveys.id),
    respondentId: parentId("respondent_id", () => respondents.id),
    jobId: integer("job_id").notNull(),
    jobGroupId: integer("job_group_id"),
    /** In progress | Completed | Terminated | Over quota */
    status: text("status").notNull().default("In progress"),
    answers: jsonb("answers").$type<Answers>().notNull().default({}),
    page: integer("page").notNull().default(0),
    pages: jsonb("pages").$type<number[]>().notNull().default([]),
    terminateReason: text("terminate_reason"),
    /** The quota cells this completed response counts in. */
    quotaCellIds: jsonb("quota_cell_ids").$type<number[]>().notNull().default([]),
    /** The booking event the finished screener wrote (decision 154). */
    eventId: integer("event_id"),
    startedAt: instant("started_at").notNull().defaultNow(),
    updatedAt: updatedAt(),
    finishedAt: instant("finished_at"),
  },
  (t) => [
    uniqueIndex("survey_responses_one_uq").on(t.surveyId, t.respondentId),
    index("survey_responses_status_idx").on(t.surveyId, t.status),
    index("survey_responses_respondent_idx").on(t.respondentId),
    check(
      "survey_responses_status_ck",
      sql`${t.status} in ('In progress', 'Completed', 'Terminated', 'Over quota')`,
    ),
  ],
);

/** Quota cells: respondents matching `condition` count towards `target`; `filled` never passes it. */
export const surveyQuotaCells = pgTable(
  "survey_quota_cells",
  {
    id: rowId(),
    surveyId: parentId("survey_id", () => surveys.id),
    name: text("name").notNull(),
    condition: jsonb("condition").$type<Condition>().notNull(),
    target: integer("target").notNull(),
    filled: integer("filled").notNull().default(0),
  },
  (t) => [
    index("survey_quota_cells_survey_idx").on(t.surveyId),
    check("survey_quota_cells_fill_ck", sql`${t.filled} >= 0`),
  ],
);
