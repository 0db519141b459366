import { z } from "zod";
import { idSchema, MAX_ID, saveIdSchema } from "../records";
import { RESPONSE_STATUSES } from "./constants";
import { SURVEY_KINDS } from "./logic";
import { questionListSchema, questionSchema, quotaCellSchema, surveyDetailsSchema } from "./model";

/** Request and answer contracts of the survey calls (product §7.4, decisions 150–154). */

/** A form field or JSON boolean: true/false, "true"/"false", 1/0. */
const flag = z.preprocess(
  (v) => (v === "true" || v === "1" || v === 1 ? true : v === "false" || v === "0" || v === 0 ? false : v),
  z.boolean("Invalid flag"),
);
/** An id where 0 or absence means "none" (a job-level screener has no session). */
const idOrNone = z.preprocess(
  (v) => (v === undefined || v === null || v === "" || v === "0" || v === 0 ? 0 : v),
  z.union([z.literal(0), idSchema]),
);
const encodedDataSchema = z
  .string("Required")
  .trim()
  .min(1, "Required")
  .max(2000, "This survey link is not valid.");

export const encodedDataQuerySchema = z.object({ encodedData: encodedDataSchema });

export const surveyDetailSaveSchema = surveyDetailsSchema.extend({
  id: saveIdSchema.optional(),
  jobId: idSchema,
  jobGroupId: idOrNone.optional(),
  kind: z.enum(SURVEY_KINDS).default("survey"),
});
export type SurveyDetailSave = z.output<typeof surveyDetailSaveSchema>;

export const surveyQuestionsSaveSchema = z.object({ surveyId: idSchema, questions: questionListSchema });
export const questionDeleteSchema = z.object({ questionId: idSchema });
export const optionDeleteSchema = z.object({
  questionId: idSchema,
  optionId: z.string("Required").trim().min(1, "Required").max(40, "Invalid option id"),
});

const answerValueSchema = z.union([
  z.string().max(4000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(200)).max(200),
  z.record(z.string().max(40), z.string().max(40)),
]);
export const answersSaveSchema = z.object({
  encodedData: encodedDataSchema.optional(),
  surveyId: idSchema,
  respondentId: idSchema,
  /** The first question of the page being answered (a stale page is refused). */
  questionId: z.string().max(40).optional(),
  answers: z
    .array(z.strictObject({ questionId: z.string().min(1).max(47), value: answerValueSchema.nullable() }))
    .max(500)
    .default([]),
  isPrevious: flag.default(false),
});
export type AnswersSave = z.output<typeof answersSaveSchema>;

export const surveyRespondentSchema = z.object({
  surveyId: idSchema,
  respondentId: idSchema,
  encodedData: encodedDataSchema.optional(),
});
export const deleteAnswerSchema = z.object({ said: idSchema, isScreen: flag.default(false) });
export const copyToSessionScreenerSchema = z.object({ surveyId: idSchema, sessionId: idSchema });
export const jobAndGroupSchema = z.object({ jobId: idSchema, jobGroupId: idOrNone.default(0) });
export const encodedValuesSchema = z.object({ jobId: idSchema, respondentId: idSchema });
export const jobIdParamSchema = z.object({ jobId: idSchema });
export const surveyIdParamSchema = z.object({ surveyId: idSchema });
export const quotasGetSchema = z.object({ surveyId: idSchema, respondentId: idOrNone.optional() });
/** A list sent as JSON text in a plain form field (the other fields of the call travel as form fields). */
const jsonText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);
export const quotasUpdateSchema = z.object({
  surveyId: idSchema,
  quotas: jsonText(z.array(quotaCellSchema).max(100, "At most 100 quota cells")),
});
export const thankYouSchema = z.object({
  jid: idSchema,
  eid: idOrNone.default(0),
  sid: idSchema,
  rid: idSchema,
});
export const prequalSchema = z
  .object({
    jobId: idSchema.optional(),
    jobGroupId: idOrNone.default(0),
    encodedData: encodedDataSchema.optional(),
  })
  .refine((v) => v.jobId !== undefined || v.encodedData !== undefined, "jobId: Required");

// ---- Answers ----

export const surveyDetailAnswerSchema = surveyDetailsSchema.extend({
  id: z.number().int().positive(),
  jobId: z.number().int().positive(),
  jobGroupId: z.number().int().nullable(),
  kind: z.enum(SURVEY_KINDS),
  questionCount: z.number().int(),
  responseCount: z.number().int(),
  updatedAt: z.string(),
});
export type SurveyDetailAnswer = z.output<typeof surveyDetailAnswerSchema>;

const questionRowSchema = z.object({
  questionId: z.number().int().positive(),
  position: z.number().int(),
  question: questionSchema,
});
export const questionRowsAnswerSchema = z.array(questionRowSchema);

const quotaCellAnswerSchema = z.object({
  id: z.number().int().positive().max(MAX_ID),
  name: z.string(),
  target: z.number().int(),
  filled: z.number().int(),
  when: z.unknown(),
});
export const quotasAnswerSchema = z.object({
  surveyId: z.number().int(),
  quotas: z.array(quotaCellAnswerSchema),
  /** With respondentId: the cells that respondent's answers fall into. */
  respondentCells: z.array(z.number().int()).optional(),
});

export const responseStateSchema = z.object({
  responseId: z.number().int(),
  surveyId: z.number().int(),
  respondentId: z.number().int(),
  jobId: z.number().int(),
  status: z.enum(RESPONSE_STATUSES),
  page: z.number().int(),
  pageCount: z.number().int(),
  answers: z.record(z.string(), z.unknown()),
  /** The seed the renderer orders randomised options with. */
  seed: z.string(),
  /** What the respondent sees when finished (terminated, over quota), empty otherwise. */
  message: z.string(),
  redirectTo: z.string().nullable(),
});
export type ResponseState = z.output<typeof responseStateSchema>;

export const respondentSurveyAnswerSchema = z.object({
  details: surveyDetailsSchema.extend({
    id: z.number().int(),
    kind: z.enum(SURVEY_KINDS),
    /** The heading a respondent reads: the job's name, never the survey's internal title. */
    publicTitle: z.string(),
  }),
  questions: z.array(questionSchema),
  profile: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  state: responseStateSchema,
});

export const statsAnswerSchema = z.object({
  surveyId: z.number().int(),
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  questions: z.array(
    z.object({
      questionId: z.string(),
      text: z.string(),
      kind: z.string(),
      /** Finished responses that answered it (a grid's response counts once, not per row). */
      answered: z.number().int(),
      options: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
      /** Number questions: over the numeric answers. */
      numbers: z
        .object({ count: z.number().int(), average: z.number(), minimum: z.number(), maximum: z.number() })
        .nullable()
        .optional(),
      /** Open-text questions: the latest answers, newest first (at most TEXT_ANSWERS_SHOWN). */
      texts: z.array(z.string()).optional(),
      /** Grid questions: per row, how many chose each column. */
      rows: z
        .array(
          z.object({
            id: z.string(),
            label: z.string(),
            counts: z.array(z.object({ id: z.string(), count: z.number().int() })),
          }),
        )
        .optional(),
    }),
  ),
});

export type StatsAnswer = z.infer<typeof statsAnswerSchema>;

/** How many open-text answers the summary lists per question. */
export const TEXT_ANSWERS_SHOWN = 50;

export const landingAnswerSchema = z.object({
  respondentName: z.string(),
  inviteDetailedDescription: z.string(),
  jobIncentive: z.string(),
  inviteImageUrl: z.string(),
  inviteJobType: z.string(),
  inviteTime: z.string(),
  inviteDate: z.string(),
  inviteLocation: z.string(),
  studyDetails: z.string().nullable(),
  /** The study as respondents know it (the job's name). */
  studyName: z.string(),
  surveyDuration: z.string(),
  declineOptions: z.array(z.string()),
  inviteSupportEmail: z.string().nullable(),
});

export const welcomeAnswerSchema = z.object({
  respondentName: z.string(),
  respondentEmail: z.string(),
  respondentMobil: z.string(),
  respondentPostcode: z.string(),
  phoneMobile: z.string(),
  startSurveyToken: z.string(),
});

export const thankYouAnswerSchema = z.object({
  title: z.string(),
  text: z.string(),
  thankYou: z.string(),
  signOff: z.string(),
});

/** survey-template-questions/update (MSLQ): a library question in a category (created by name when new). */
export const libraryQuestionSaveSchema = z.object({
  id: saveIdSchema.optional(),
  category: z.string("Required").trim().min(1, "Required").max(100, "At most 100 characters"),
  question: questionSchema,
});
export const libraryQuestionDeleteSchema = z.object({ id: idSchema });
