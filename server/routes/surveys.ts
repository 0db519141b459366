import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import {
  copyToSessionScreenerSchema,
  deleteAnswerSchema,
  jobAndGroupSchema,
  jobIdParamSchema,
  libraryQuestionDeleteSchema,
  libraryQuestionSaveSchema,
  optionDeleteSchema,
  questionDeleteSchema,
  quotasGetSchema,
  quotasUpdateSchema,
  surveyDetailSaveSchema,
  surveyIdParamSchema,
  surveyQuestionsSaveSchema,
  surveyRespondentSchema,
} from "../contracts/surveys/surveys";
import { answer, ok } from "../http/envelope";
import { formBody, jsonBody, params } from "../http/input";
import * as editor from "../services/surveys/editor";
import * as reports from "../services/surveys/reports";

/**
 * The staff survey calls of product §7.4 (decision 152): JobAdmin builds surveys and reads their
 * answers; the question library is read by JobAdmin or ManageSurveyLibraryQuestions.
 */
const JOB = { staff: [RIGHTS.JobAdmin] };
const MANAGE_LIBRARY = { staff: [RIGHTS.ManageSurveyLibraryQuestions] };
const LIBRARY = { staffAny: [RIGHTS.JobAdmin, RIGHTS.ManageSurveyLibraryQuestions] };
const SAVED = { successMsg: editor.SURVEY_SAVED };
const DELETED = { successMsg: editor.SURVEY_DELETED };

export const surveysRoutes = new Hono<AppEnv>()
  .get("/survey/delete/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(c, await editor.deleteSurvey(ctx, params(c, idParamSchema).id), DELETED);
  })
  .get("/survey/:jobId{[0-9]+}", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await editor.jobSurvey(ctx, params(c, jobIdParamSchema).jobId));
  })
  .get("/surveys/:jobId", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await editor.jobSurveys(ctx, params(c, jobIdParamSchema).jobId));
  })
  .get("/survey-detail/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await editor.surveyDetail(ctx, params(c, idParamSchema).id));
  })
  .get("/survey-events/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.surveyEvents(ctx, params(c, idParamSchema).id));
  })
  .get("/survey-questions/:surveyId", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await editor.surveyQuestionRows(ctx, params(c, surveyIdParamSchema).surveyId));
  })
  .get("/survey-template-questions", async (c) => {
    const ctx = await guard(c, LIBRARY);
    return ok(c, await reports.templateQuestions(ctx));
  })
  .post("/survey-template-questions/update", async (c) => {
    const ctx = await guard(c, MANAGE_LIBRARY);
    return ok(c, await editor.saveLibraryQuestion(ctx, await jsonBody(c, libraryQuestionSaveSchema)), SAVED);
  })
  .post("/survey-template-questions/delete", async (c) => {
    const ctx = await guard(c, MANAGE_LIBRARY);
    return answer(
      c,
      await editor.deleteLibraryQuestion(ctx, (await formBody(c, libraryQuestionDeleteSchema)).id),
      DELETED,
    );
  })
  .get("/survey-question-categories", async (c) => {
    const ctx = await guard(c, LIBRARY);
    return ok(c, await reports.questionCategories(ctx));
  })
  .get("/survey-stats/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.surveyStats(ctx, params(c, idParamSchema).id));
  })
  // Listed with the configuration calls (product §7.1); it is the survey counts of one job.
  .get("/job-survey-stats/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.jobSurveyStats(ctx, params(c, idParamSchema).id));
  })
  .get("/survey-questions-all-answers/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.allAnswers(ctx, params(c, idParamSchema).id));
  })
  .get("/jobs-with-survey-questions/:jobId", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.surveySources(ctx, params(c, jobIdParamSchema).jobId));
  })
  .get("/job-survey-questions/:jobId", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.jobSurveyQuestions(ctx, params(c, jobIdParamSchema).jobId));
  })
  .get("/job-survey-questions-jobschedules/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.sessionSurveyQuestions(ctx, params(c, idParamSchema).id));
  })
  .get("/copy-survey-to-screener/:id", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(c, await editor.copyToScreener(ctx, params(c, idParamSchema).id), SAVED);
  })
  .post("/survey-questions/update", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(
      c,
      await editor.saveSurveyQuestions(ctx, await jsonBody(c, surveyQuestionsSaveSchema)),
      SAVED,
    );
  })
  .post("/survey-detail/update", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(c, await editor.saveSurveyDetail(ctx, await jsonBody(c, surveyDetailSaveSchema)), SAVED);
  })
  .post("/survey-question/delete", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(
      c,
      await editor.deleteSurveyQuestion(ctx, (await formBody(c, questionDeleteSchema)).questionId),
      DELETED,
    );
  })
  .post("/survey-option/delete", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(c, await editor.deleteSurveyOption(ctx, await formBody(c, optionDeleteSchema)), DELETED);
  })
  .post("/survey/deleteSurveyAnswerById", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(c, await reports.deleteAnswer(ctx, await formBody(c, deleteAnswerSchema)), DELETED);
  })
  .post("/survey-questions-answers", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.respondentAnswers(ctx, await formBody(c, surveyRespondentSchema)));
  })
  .post("/Screener-questions-answers", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.respondentAnswers(ctx, await formBody(c, surveyRespondentSchema), true));
  })
  .post("/GetScreenerId", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.screenerId(ctx, await formBody(c, jobAndGroupSchema)));
  })
  .post("/GetSurveyIdScreenerId", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.surveyIdScreenerId(ctx, await formBody(c, jobAndGroupSchema)));
  })
  .post("/survey/GetSurveyQuotas", async (c) => {
    const ctx = await guard(c, JOB);
    return ok(c, await reports.surveyQuotas(ctx, await formBody(c, quotasGetSchema)));
  })
  .post("/survey/UpdateSurveyQuotas", async (c) => {
    const ctx = await guard(c, JOB);
    return answer(c, await reports.updateSurveyQuotas(ctx, await formBody(c, quotasUpdateSchema)), SAVED);
  });

// The spec writes this path with a trailing slash; both spellings work.
for (const path of ["/copy-survey-to-session-screener/", "/copy-survey-to-session-screener"]) {
  surveysRoutes.post(path, async (c) => {
    const ctx = await guard(c, JOB);
    return answer(
      c,
      await editor.copyToSessionScreener(ctx, await formBody(c, copyToSessionScreenerSchema)),
      SAVED,
    );
  });
}
