import { z } from "zod";
import { RESPONSE_STATUSES } from "./constants";
import { questionSchema } from "./model";
import { surveyDetailAnswerSchema } from "./surveys";

/**
 * Answers of the staff survey calls whose shapes the staff screens read (decision 155):
 * survey-questions-answers / Screener-questions-answers and survey-template-questions.
 */
export const staffAnswersAnswerSchema = z.object({
  details: surveyDetailAnswerSchema,
  questions: z.array(questionSchema),
  respondentName: z.string(),
  response: z
    .object({
      said: z.number().int(),
      status: z.enum(RESPONSE_STATUSES),
      answers: z.record(z.string(), z.unknown()),
      terminateReason: z.string().nullable(),
      finishedAt: z.string().nullable(),
    })
    .nullable(),
});

export const libraryQuestionsAnswerSchema = z.array(
  z.object({ id: z.number().int(), category: z.string().nullable(), question: questionSchema }),
);

/** survey-events/{id}: one row per response, with the respondent's name and contacts. */
const responseRowSchema = z.object({
  said: z.number().int(),
  respondentId: z.number().int(),
  respondentName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(RESPONSE_STATUSES),
  terminateReason: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export const surveyEventsAnswerSchema = z.array(responseRowSchema);

/** survey-questions-all-answers/{id}: the questions and every response with its answers. */
export const allAnswersAnswerSchema = z.object({
  questions: z.array(questionSchema),
  responses: z.array(responseRowSchema.extend({ answers: z.record(z.string(), z.unknown()) })),
});

/** survey-question-categories: the question library's categories. */
export const libraryCategoriesAnswerSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** job-survey-stats/{id}: per survey of the job, its responses by status. */
export const jobSurveyStatsAnswerSchema = z.array(
  z.object({
    surveyId: z.number().int(),
    title: z.string(),
    kind: z.string(),
    total: z.number().int(),
    byStatus: z.record(z.string(), z.number().int()),
  }),
);

/** jobs-with-survey-questions/{jobId}: other jobs' surveys a survey can be built from. */
export const surveySourcesAnswerSchema = z.array(
  z.object({
    jobId: z.number().int(),
    jobNumberAndName: z.string(),
    surveyId: z.number().int(),
    title: z.string(),
    kind: z.string(),
    questionCount: z.number().int(),
  }),
);

/** job-survey-questions/{jobId} and job-survey-questions-jobschedules/{id}: questions for query filters. */
export const jobSurveyQuestionsAnswerSchema = z.array(
  z.object({
    surveyId: z.number().int(),
    surveyTitle: z.string(),
    surveyKind: z.string(),
    questionId: z.number().int(),
    question: questionSchema,
  }),
);

/** GetSurveyIdScreenerId: the job's survey id and the session's (or job's) screener id, 0 when none. */
export const surveyAndScreenerAnswerSchema = z.object({
  surveyId: z.number().int(),
  screenerId: z.number().int(),
});
