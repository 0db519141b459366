import { z } from "zod";
import { call } from "../call";
import { deleteCall } from "../records";
import { smsRepliesHandledSchema } from "./send";
import { senderListAnswerSchema, templateListAnswerSchema } from "./templates";

/** The messaging area's calls (decision 190); the browser reaches them as `calls` of messaging-api. */

/** POST /api/sms/replies/handled: marks replies handled or not (decision 167). */
export const markRepliesHandled = call("POST", "/sms/replies/handled", {
  input: smsRepliesHandledSchema,
  answer: z.object({ updated: z.number().int() }),
});

/** POST /api/sms/replies/delete: the body is the ids. */
export const deleteSmsReplies = deleteCall("/sms/replies/delete", z.object({ deleted: z.number().int() }));

const none = z.object({});

/** GET /api/emailtemplate: every e-mail and SMS template. */
export const templates = call("GET", "/emailtemplate", { input: none, answer: templateListAnswerSchema });

/** GET /api/emailsenders: the e-mail senders. */
export const senders = call("GET", "/emailsenders", { input: none, answer: senderListAnswerSchema });
