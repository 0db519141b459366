import { z } from "zod";
import { call } from "../call";
import { deleteCall, idParamSchema, idSchema } from "../records";
import { CONFIRM_PATHS, CONFIRM_STATES, CONFIRM_TEXTS, type ConfirmDetails } from "../sessions/confirm-page";
import { campaignIdSchema, campaignProgressSchema } from "./messaging";
import {
  bulkEmailSmsUpdateSchema,
  confirmationRequestSchema,
  externalSurveyRequestSchema,
  recipientLookupAnswerSchema,
  recipientLookupSchema,
  SMS_KINDS,
  sendAnswerSchema,
  sendRequestSchema,
  smsKindParamSchema,
  smsKindQuerySchema,
  smsRepliesHandledSchema,
  smsRepliesPageSchema,
  smsRepliesQuerySchema,
} from "./send";
import {
  renderedMessageSchema,
  senderListAnswerSchema,
  senderSaveSchema,
  senderSchema,
  templateAddSchema,
  templateAnswerSchema,
  templateListAnswerSchema,
  templatePreviewSchema,
  templateSchema,
  templateUpdateSchema,
} from "./templates";

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

/** GET /api/emailtemplate/Get{General|ProfileUpdate}{Email|SMS}Template: the template of a kind, or null. */
const templateOf = (name: string) =>
  call("GET", `/emailtemplate/${name}`, { input: none, answer: templateAnswerSchema });
export const generalEmailTemplate = templateOf("GetGeneralEmailTemplate");
export const generalSmsTemplate = templateOf("GetGeneralSMSTemplate");
export const profileUpdateEmailTemplate = templateOf("GetProfileUpdateEmailTemplate");
export const profileUpdateSmsTemplate = templateOf("GetProfileUpdateSMSTemplate");

/** POST /api/emailtemplate/add: a new template; answers it. */
export const addTemplate = call("POST", "/emailtemplate/add", {
  input: templateAddSchema,
  answer: templateSchema,
});
/** POST /api/emailtemplate/update. */
export const updateTemplate = call("POST", "/emailtemplate/update", {
  input: templateUpdateSchema,
  answer: templateSchema,
});
/** GET /api/emailtemplate/delete/{id} (the spec deletes with a GET). */
export const deleteTemplate = call("GET", "/emailtemplate/delete/:id{[0-9]+}", {
  input: idParamSchema,
  answer: z.number().int(),
});
/** POST /api/emailtemplate/preview: a template (saved or as typed) rendered for one respondent. */
export const previewTemplate = call("POST", "/emailtemplate/preview", {
  input: templatePreviewSchema,
  answer: renderedMessageSchema,
});
/** POST /api/emailsender/update (id 0 adds). */
export const saveSender = call("POST", "/emailsender/update", {
  input: senderSaveSchema,
  answer: senderSchema,
});
/** POST /api/emailsender/delete: the body is the ids. */
export const deleteSenders = deleteCall("/emailsender/delete", z.number().int());

// ---------------------------------------------------------------- sends (product §7.6, staff-calls §7.20)

const send = (path: string) => call("POST", path, { input: sendRequestSchema, answer: sendAnswerSchema });
const sendExternal = (path: string) =>
  call("POST", path, { input: externalSurveyRequestSchema, answer: sendAnswerSchema });

export const sendEmail = send("/send-email");
/** POST /api/email/send: the send-email request plus files attachment1..n, sent with each mail. */
export const sendEmailWithAttachments = send("/email/send");
export const sendSms = send("/send-sms");
export const sendSmsAlias = send("/sms/send");
export const createRespondentEmail = send("/email/CreateRespondentEmail");
export const surveyInviteEmail = send("/email/CreateResSurveyInviteEmail");
export const surveyInviteSms = send("/sms/CreateRespondentSurveyInviteSms");
export const noShowEmail = send("/email/NoShowEmail");
export const thirdPartySurveyEmail = sendExternal("/email/CreateOnlineSurveywithThirdpartyURL");
export const uniqueIdSurveyEmail = sendExternal("/email/CreateOnlineSurveywithUniqueRespondentID");

/** Session confirmations: the body is the attendees' ids, a list or {ids, templateId…}; none → all. */
const confirmationInput = z.object({
  sessionId: idSchema,
  request: z.preprocess(
    (raw) => (Array.isArray(raw) ? { ids: raw } : (raw ?? {})),
    confirmationRequestSchema,
  ),
});
const confirm = (path: string) =>
  call("POST", path, { input: confirmationInput, answer: sendAnswerSchema, bodyField: "request" });
export const confirmationEmail = confirm("/email/CreateSessionConfirmationResIdsEmail/:sessionId{[0-9]+}");
export const confirmationSms = confirm("/sms/CreateSessionConfirmationResIdsSms/:sessionId{[0-9]+}");

/** POST /api/BulkEmailSMSUpdate: opts panel members out of (or back into) messages. */
export const bulkEmailSmsUpdate = call("POST", "/BulkEmailSMSUpdate", {
  input: bulkEmailSmsUpdateSchema,
  answer: z.object({ updated: z.number().int() }),
});
/** POST /api/messaging/recipients: pasted ids, e-mails and mobiles resolved to respondents. */
export const lookupRecipients = call("POST", "/messaging/recipients", {
  input: recipientLookupSchema,
  answer: recipientLookupAnswerSchema,
});

// ---------------------------------------------------------------- campaigns and replies

const campaignCall = (method: "GET" | "POST", path: string) =>
  call(method, path, { input: campaignIdSchema, answer: campaignProgressSchema });
export const campaign = campaignCall("GET", "/campaign/:campaignId{[0-9]+}");
export const cancelCampaign = campaignCall("POST", "/campaign/:campaignId{[0-9]+}/cancel");
export const retryFailed = campaignCall("POST", "/campaign/:campaignId{[0-9]+}/retry-failed");

/** GET /api/sms/replies?page&pageSize&handled. */
export const smsReplies = call("GET", "/sms/replies", {
  input: smsRepliesQuerySchema,
  answer: smsRepliesPageSchema,
});
/** GET /api/sms/{kind}?sms={ids} or ?jobGroupId={id}: the SMS of a kind rendered per recipient. */
export const smsOfKind = call("GET", `/sms/:kind{${SMS_KINDS.join("|")}}`, {
  input: z.intersection(smsKindParamSchema, smsKindQuerySchema),
  answer: z.array(renderedMessageSchema),
});

// ---------------------------------------------------------------- the links a message carries

/** A confirm link's value: base64url, as services/messaging/links.ts makes it. */
const confirmToken = z.object({ token: z.string().regex(/^[\w-]{1,2000}$/, CONFIRM_TEXTS.badLink) });
const confirmState = z.object({ state: z.enum(CONFIRM_STATES) });
const text = z.string();
const confirmDetailsSchema = z.object({
  state: z.enum(CONFIRM_STATES),
  firstName: text,
  sessionName: text,
  jobName: text,
  weekday: text,
  date: text,
  time: text,
  endTime: text,
  zoneName: text,
  place: text,
  address: text,
  mapUrl: text,
  incentive: text,
}) satisfies z.ZodType<ConfirmDetails>;

/** GET /api/confirm-attendance/{token}/details: what the confirm page shows; changes nothing (decision 176). */
export const confirmDetails = call("GET", CONFIRM_PATHS.details, {
  input: confirmToken,
  answer: confirmDetailsSchema,
});
/** POST /api/confirm-attendance/{token}: the button press that confirms. */
export const confirmAttendance = call("POST", CONFIRM_PATHS.confirm, {
  input: confirmToken,
  answer: confirmState,
});
/** POST /api/confirm-attendance/{token}/cancel (json {reason}): 'Can't make it?'. */
export const cancelAttendance = call("POST", CONFIRM_PATHS.cancel, {
  input: confirmToken.extend({ reason: z.string().trim().min(1, CONFIRM_TEXTS.reasonNeeded).max(500) }),
  answer: confirmState,
});

/**
 * POST /unsubscribe/{encodedData}: RFC 8058 one-click unsubscribe (decision 175). Mounted beside
 * /api at the mail's own link address, for mailbox providers: no browser code calls it.
 */
export const oneClickUnsubscribe = call("POST", "/unsubscribe/:encodedData", {
  input: z.object({ encodedData: z.string().trim().min(1).max(500) }),
  answer: z.literal(true),
});
