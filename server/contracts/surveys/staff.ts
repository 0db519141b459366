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
