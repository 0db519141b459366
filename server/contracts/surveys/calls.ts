import { z } from "zod";
import { call } from "../call";
import { idParamSchema } from "../records";
import {
  allAnswersAnswerSchema,
  jobSurveyQuestionsAnswerSchema,
  jobSurveyStatsAnswerSchema,
  libraryCategoriesAnswerSchema,
  libraryQuestionsAnswerSchema,
  staffAnswersAnswerSchema,
  surveyAndScreenerAnswerSchema,
  surveyEventsAnswerSchema,
  surveySourcesAnswerSchema,
} from "./staff";
import {
  copyToSessionScreenerSchema,
  deleteAnswerSchema,
  jobAndGroupSchema,
  jobIdParamSchema,
  libraryQuestionDeleteSchema,
  libraryQuestionSaveSchema,
  optionDeleteSchema,
  questionDeleteSchema,
  questionRowsAnswerSchema,
  quotasAnswerSchema,
  quotasGetSchema,
  quotasUpdateSchema,
  statsAnswerSchema,
  surveyDetailAnswerSchema,
  surveyDetailSaveSchema,
  surveyIdParamSchema,
  surveyQuestionsSaveSchema,
  surveyRespondentSchema,
} from "./surveys";

/**
 * The staff survey calls of product §7.4 (decision 190); the browser reaches them as `calls` of
 * surveys-api. The respondents' calls are in public-calls.ts.
 */

const none = z.object({});
const done = z.literal(true);

// ---- Surveys and their questions (the editor) ----

/** GET /api/survey/{jobId}: the job's survey (kind survey), null when it has none. */
export const jobSurvey = call("GET", "/survey/:jobId{[0-9]+}", {
  input: jobIdParamSchema,
  answer: surveyDetailAnswerSchema.nullable(),
});

/** GET /api/surveys/{jobId}: every survey and screener of the job. */
export const jobSurveys = call("GET", "/surveys/:jobId{[0-9]+}", {
  input: jobIdParamSchema,
  answer: z.array(surveyDetailAnswerSchema),
});

/** GET /api/survey-detail/{id}. */
export const surveyDetail = call("GET", "/survey-detail/:id{[0-9]+}", {
  input: idParamSchema,
  answer: surveyDetailAnswerSchema,
});

/** POST /api/survey-detail/update: creates (id 0) or updates a survey's details; answers the survey. */
export const saveSurveyDetail = call("POST", "/survey-detail/update", {
  input: surveyDetailSaveSchema,
  answer: surveyDetailAnswerSchema,
});

/** GET /api/survey-questions/{surveyId}: the questions with their row ids, in order. */
export const surveyQuestions = call("GET", "/survey-questions/:surveyId{[0-9]+}", {
  input: surveyIdParamSchema,
  answer: questionRowsAnswerSchema,
});

/** POST /api/survey-questions/update: the whole ordered list; answers the stored rows. */
export const saveSurveyQuestions = call("POST", "/survey-questions/update", {
  input: surveyQuestionsSaveSchema,
  answer: questionRowsAnswerSchema,
});

/** POST /api/survey-question/delete (questionId: the stored row id). */
export const deleteQuestion = call("POST", "/survey-question/delete", {
  input: questionDeleteSchema,
  encoding: "form",
  answer: done,
});

/** POST /api/survey-option/delete. */
export const deleteOption = call("POST", "/survey-option/delete", {
  input: optionDeleteSchema,
  encoding: "form",
  answer: done,
});

/** GET /api/survey/delete/{id} (the spec deletes with a GET). */
export const deleteSurvey = call("GET", "/survey/delete/:id{[0-9]+}", { input: idParamSchema, answer: done });

/** GET /api/copy-survey-to-screener/{id}: answers the new screener. */
export const copyToScreener = call("GET", "/copy-survey-to-screener/:id{[0-9]+}", {
  input: idParamSchema,
  answer: surveyDetailAnswerSchema,
});

/** POST /api/copy-survey-to-session-screener/ (the spec's trailing slash; the route takes both): answers the copy. */
export const copyToSessionScreener = call("POST", "/copy-survey-to-session-screener/", {
  input: copyToSessionScreenerSchema,
  encoding: "form",
  answer: surveyDetailAnswerSchema,
});

/** POST /api/survey/GetSurveyQuotas: the cells; with respondentId, the cells that respondent falls in. */
export const surveyQuotas = call("POST", "/survey/GetSurveyQuotas", {
  input: quotasGetSchema,
  encoding: "form",
  answer: quotasAnswerSchema,
});

/** POST /api/survey/UpdateSurveyQuotas: replaces the cells (quotas as JSON); answers them. */
export const updateSurveyQuotas = call("POST", "/survey/UpdateSurveyQuotas", {
  input: quotasUpdateSchema,
  encoding: "form",
  answer: quotasAnswerSchema,
});

// ---- The question library ----

/** GET /api/survey-template-questions: the question library. */
export const templateQuestions = call("GET", "/survey-template-questions", {
  input: none,
  answer: libraryQuestionsAnswerSchema,
});

/** GET /api/survey-question-categories. */
export const questionCategories = call("GET", "/survey-question-categories", {
  input: none,
  answer: libraryCategoriesAnswerSchema,
});

/** POST /api/survey-template-questions/update: saves a library question; answers its id. */
export const saveLibraryQuestion = call("POST", "/survey-template-questions/update", {
  input: libraryQuestionSaveSchema,
  answer: z.number().int(),
});

/** POST /api/survey-template-questions/delete. */
export const deleteLibraryQuestion = call("POST", "/survey-template-questions/delete", {
  input: libraryQuestionDeleteSchema,
  encoding: "form",
  answer: done,
});

// ---- Answers, counts and screener ids ----

/** GET /api/survey-stats/{id}: responses by status and counts per option. */
export const surveyStats = call("GET", "/survey-stats/:id{[0-9]+}", {
  input: idParamSchema,
  answer: statsAnswerSchema,
});

/** GET /api/job-survey-stats/{id}: per survey of job {id}, its responses by status. */
export const jobSurveyStats = call("GET", "/job-survey-stats/:id{[0-9]+}", {
  input: idParamSchema,
  answer: jobSurveyStatsAnswerSchema,
});

/** GET /api/survey-events/{id}: who started, finished, terminated or was over quota. */
export const surveyEvents = call("GET", "/survey-events/:id{[0-9]+}", {
  input: idParamSchema,
  answer: surveyEventsAnswerSchema,
});

/** GET /api/survey-questions-all-answers/{id}: every response with its answers. */
export const allAnswers = call("GET", "/survey-questions-all-answers/:id{[0-9]+}", {
  input: idParamSchema,
  answer: allAnswersAnswerSchema,
});

/** GET /api/jobs-with-survey-questions/{jobId}: other jobs' surveys with questions. */
export const surveySources = call("GET", "/jobs-with-survey-questions/:jobId{[0-9]+}", {
  input: jobIdParamSchema,
  answer: surveySourcesAnswerSchema,
});

/** GET /api/job-survey-questions/{jobId}: the questions of every survey of the job. */
export const jobSurveyQuestions = call("GET", "/job-survey-questions/:jobId{[0-9]+}", {
  input: jobIdParamSchema,
  answer: jobSurveyQuestionsAnswerSchema,
});

/** GET /api/job-survey-questions-jobschedules/{id}: the same for a session. */
export const sessionSurveyQuestions = call("GET", "/job-survey-questions-jobschedules/:id{[0-9]+}", {
  input: idParamSchema,
  answer: jobSurveyQuestionsAnswerSchema,
});

/** POST /api/survey-questions-answers: one respondent's answers with the questions. */
export const respondentAnswers = call("POST", "/survey-questions-answers", {
  input: surveyRespondentSchema,
  encoding: "form",
  answer: staffAnswersAnswerSchema,
});

/** POST /api/Screener-questions-answers: the same, for a screener only. */
export const screenerAnswers = call("POST", "/Screener-questions-answers", {
  input: surveyRespondentSchema,
  encoding: "form",
  answer: staffAnswersAnswerSchema,
});

/** POST /api/survey/deleteSurveyAnswerById (said, isScreen). */
export const deleteAnswer = call("POST", "/survey/deleteSurveyAnswerById", {
  input: deleteAnswerSchema,
  encoding: "form",
  answer: done,
});

/** POST /api/GetScreenerId: the session's screener, else the job's; 0 when none. */
export const screenerId = call("POST", "/GetScreenerId", {
  input: jobAndGroupSchema,
  encoding: "form",
  answer: z.number().int(),
});

/** POST /api/GetSurveyIdScreenerId: the job's survey id and the screener id (0 when none). */
export const surveyAndScreenerIds = call("POST", "/GetSurveyIdScreenerId", {
  input: jobAndGroupSchema,
  encoding: "form",
  answer: surveyAndScreenerAnswerSchema,
});
