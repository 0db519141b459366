import { z } from "zod";
import { wholeNumber } from "../records";

/** GET /api/respondent-history/{id} query: 1-based page, newest first. */
export const respondentHistoryQuerySchema = z.object({
  page: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, 200).default(50),
});

/**
 * One line of a panel member's participation timeline (walkthrough M9): an event (invitation,
 * screener, session booking, click…), a survey or screener response (with its answers' link
 * ids), or a payment.
 */
const historyItemSchema = z.object({
  /** Unique across sources: "event-12", "answers-3", "payment-7". */
  key: z.string(),
  source: z.enum(["event", "answers", "payment"]),
  /** What happened, in words: "Invitation", "Screener", "Session", "Survey answers", "Payment"… */
  what: z.string(),
  status: z.string().nullable(),
  at: z.string(),
  jobId: z.number().nullable(),
  jobNumber: z.string().nullable(),
  jobName: z.string().nullable(),
  sessionId: z.number().nullable(),
  sessionName: z.string().nullable(),
  /** Set on answers: /surveyanswers/{surveyId}/{respondentId}/{jobId} opens them. */
  surveyId: z.number().nullable(),
  surveyTitle: z.string().nullable(),
  /** Payments and incentives, in dollars. */
  amount: z.number().nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const respondentHistoryAnswerSchema = z.object({
  items: z.array(historyItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
