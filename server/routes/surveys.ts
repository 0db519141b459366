import { Hono } from "hono";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights";
import * as calls from "../contracts/surveys/calls";
import * as editor from "../services/surveys/editor";
import * as reports from "../services/surveys/reports";
import { handle } from "./handle";

/**
 * The staff survey calls of product §7.4 (decision 152): JobAdmin builds surveys and reads their
 * answers; the question library is read by JobAdmin or ManageSurveyLibraryQuestions.
 */
const JOB = { staff: [RIGHTS.JobAdmin] };
const MANAGE_LIBRARY = { staff: [RIGHTS.ManageSurveyLibraryQuestions] };
const LIBRARY = { staffAny: [RIGHTS.JobAdmin, RIGHTS.ManageSurveyLibraryQuestions] };
const SAVED = { successMsg: editor.SURVEY_SAVED };
const DELETED = { successMsg: editor.SURVEY_DELETED };

// The spec writes this path with a trailing slash; both spellings answer.
const copyToSessionScreenerBare = {
  ...calls.copyToSessionScreener,
  path: calls.copyToSessionScreener.path.replace(/\/$/, ""),
};

export const surveysRoutes = new Hono<AppEnv>()
  .on(...handle(calls.deleteSurvey, JOB, (ctx, i) => editor.deleteSurvey(ctx, i.id), DELETED))
  .on(...handle(calls.jobSurvey, JOB, (ctx, i) => editor.jobSurvey(ctx, i.jobId)))
  .on(...handle(calls.jobSurveys, JOB, (ctx, i) => editor.jobSurveys(ctx, i.jobId)))
  .on(...handle(calls.surveyDetail, JOB, (ctx, i) => editor.surveyDetail(ctx, i.id)))
  .on(...handle(calls.surveyEvents, JOB, (ctx, i) => reports.surveyEvents(ctx, i.id)))
  .on(...handle(calls.surveyQuestions, JOB, (ctx, i) => editor.surveyQuestionRows(ctx, i.surveyId)))
  .on(...handle(calls.templateQuestions, LIBRARY, reports.templateQuestions))
  .on(...handle(calls.saveLibraryQuestion, MANAGE_LIBRARY, editor.saveLibraryQuestion, SAVED))
  .on(
    ...handle(
      calls.deleteLibraryQuestion,
      MANAGE_LIBRARY,
      (ctx, i) => editor.deleteLibraryQuestion(ctx, i.id),
      DELETED,
    ),
  )
  .on(...handle(calls.questionCategories, LIBRARY, reports.questionCategories))
  .on(...handle(calls.surveyStats, JOB, (ctx, i) => reports.surveyStats(ctx, i.id)))
  // Listed with the configuration calls (product §7.1); it is the survey counts of one job.
  .on(...handle(calls.jobSurveyStats, JOB, (ctx, i) => reports.jobSurveyStats(ctx, i.id)))
  .on(...handle(calls.allAnswers, JOB, (ctx, i) => reports.allAnswers(ctx, i.id)))
  .on(...handle(calls.surveySources, JOB, (ctx, i) => reports.surveySources(ctx, i.jobId)))
  .on(...handle(calls.jobSurveyQuestions, JOB, (ctx, i) => reports.jobSurveyQuestions(ctx, i.jobId)))
  .on(...handle(calls.sessionSurveyQuestions, JOB, (ctx, i) => reports.sessionSurveyQuestions(ctx, i.id)))
  .on(...handle(calls.copyToScreener, JOB, (ctx, i) => editor.copyToScreener(ctx, i.id), SAVED))
  .on(...handle(calls.saveSurveyQuestions, JOB, editor.saveSurveyQuestions, SAVED))
  .on(...handle(calls.saveSurveyDetail, JOB, editor.saveSurveyDetail, SAVED))
  .on(
    ...handle(calls.deleteQuestion, JOB, (ctx, i) => editor.deleteSurveyQuestion(ctx, i.questionId), DELETED),
  )
  .on(...handle(calls.deleteOption, JOB, editor.deleteSurveyOption, DELETED))
  .on(...handle(calls.deleteAnswer, JOB, reports.deleteAnswer, DELETED))
  .on(...handle(calls.respondentAnswers, JOB, (ctx, i) => reports.respondentAnswers(ctx, i)))
  .on(...handle(calls.screenerAnswers, JOB, (ctx, i) => reports.respondentAnswers(ctx, i, true)))
  .on(...handle(calls.screenerId, JOB, reports.screenerId))
  .on(...handle(calls.surveyAndScreenerIds, JOB, reports.surveyIdScreenerId))
  .on(...handle(calls.surveyQuotas, JOB, reports.surveyQuotas))
  .on(...handle(calls.updateSurveyQuotas, JOB, reports.updateSurveyQuotas, SAVED))
  .on(...handle(calls.copyToSessionScreener, JOB, editor.copyToSessionScreener, SAVED))
  .on(...handle(copyToSessionScreenerBare, JOB, editor.copyToSessionScreener, SAVED));
