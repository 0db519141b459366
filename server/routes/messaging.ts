import { Hono } from "hono";
import { z } from "zod";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/messaging/calls";
import { campaignIdSchema } from "../contracts/messaging/messaging";
import {
  bulkEmailSmsUpdateSchema,
  confirmationRequestSchema,
  externalSurveyRequestSchema,
  recipientLookupSchema,
  sendRequestSchema,
  smsKindParamSchema,
  smsKindQuerySchema,
  smsRepliesQuerySchema,
} from "../contracts/messaging/send";
import { idSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { badRequest } from "../http/errors";
import { jsonBody, params, query, readBody, validate } from "../http/input";
import { readAttachments } from "../services/messaging/attachments";
import { campaignProgress, cancelCampaign, retryFailed } from "../services/messaging/campaigns";
import { type SendPlan, sendToRespondents } from "../services/messaging/send";
import { bulkEmailSmsUpdate, lookupRecipients, smsOfKind } from "../services/messaging/send-extras";
import { markRepliesHandled, removeReplies, smsRepliesPage } from "../services/messaging/sms-replies";
import { handle } from "./handle";

const { RespondentAdmin: RES, JobAdmin: JOB } = RIGHTS;
/** Messages to panel members: respondent admins and job staff (decision 167). */
const SENDERS = { staffAny: [RES, JOB] } as const;
const QUEUED = { successMsg: "Messages queued." };
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };
const sessionParam = z.object({ sessionId: idSchema });

type Ctx = Parameters<typeof guard>[0];
type Schema = typeof sendRequestSchema | typeof externalSurveyRequestSchema;

/** parse → guard → render and queue: the shape of every send call. */
const send =
  (plan: SendPlan, schema: Schema = sendRequestSchema) =>
  async (c: Ctx) => {
    const ctx = await guard(c, SENDERS);
    return answer(c, await sendToRespondents(ctx, await jsonBody(c, schema), plan), QUEUED);
  };

/** Session confirmations: the body is the attendees' ids (a list, or {ids, templateId…}; none → all). */
const confirmations = (channel: "email" | "sms") => async (c: Ctx) => {
  const ctx = await guard(c, { staff: [JOB] });
  const { sessionId } = params(c, sessionParam);
  const raw = (await readBody(c)).json ?? {};
  const input = validate(confirmationRequestSchema, Array.isArray(raw) ? { ids: raw } : raw);
  const plan: SendPlan = {
    channel,
    kind: "confirmation",
    templateKind: channel === "sms" ? "confirmation-sms" : "confirmation-email",
    attendeesOnly: true,
  };
  return answer(c, await sendToRespondents(ctx, { ...input, sessionId }, plan), QUEUED);
};

const generalEmail: SendPlan = { channel: "email", kind: "general", templateKind: "general-email" };

/** email/send: the send-email request in the `json` field and files attachment1..n, sent with each mail. */
const sendWithAttachments = async (c: Ctx) => {
  const ctx = await guard(c, SENDERS);
  const input = await jsonBody(c, sendRequestSchema);
  const files = await readAttachments((await readBody(c)).files);
  if (!files.ok) throw badRequest(...files.errors);
  return answer(c, await sendToRespondents(ctx, input, generalEmail, files.value), QUEUED);
};
const generalSms: SendPlan = { channel: "sms", kind: "general", templateKind: "general-sms" };

/** The send calls of product §7.6 and staff-calls §7.20, campaigns and the confirm link (decision 167). */
export const messagingRoutes = new Hono<AppEnv>()
  .post("/send-email", send(generalEmail))
  .post("/email/send", sendWithAttachments)
  .post("/send-sms", send(generalSms))
  .post("/sms/send", send(generalSms))
  .post("/email/CreateRespondentEmail", send(generalEmail))
  .post(
    "/email/CreateResSurveyInviteEmail",
    send({ channel: "email", kind: "survey-invite", templateKind: "invitation-email" }),
  )
  .post(
    "/sms/CreateRespondentSurveyInviteSms",
    send({ channel: "sms", kind: "survey-invite", templateKind: "invitation-sms" }),
  )
  .post("/email/NoShowEmail", send({ channel: "email", kind: "no-show", templateKind: "no-show-email" }))
  .post(
    "/email/CreateOnlineSurveywithThirdpartyURL",
    send(
      {
        channel: "email",
        kind: "third-party-survey",
        templateKind: "invitation-email",
        externalSurvey: "as-is",
      },
      externalSurveyRequestSchema,
    ),
  )
  .post(
    "/email/CreateOnlineSurveywithUniqueRespondentID",
    send(
      {
        channel: "email",
        kind: "unique-id-survey",
        templateKind: "invitation-email",
        externalSurvey: "with-respondent-id",
      },
      externalSurveyRequestSchema,
    ),
  )
  .post("/email/CreateSessionConfirmationResIdsEmail/:sessionId", confirmations("email"))
  .post("/sms/CreateSessionConfirmationResIdsSms/:sessionId", confirmations("sms"))
  .post("/BulkEmailSMSUpdate", async (c) => {
    const ctx = await guard(c, { staff: [RES] });
    return answer(c, await bulkEmailSmsUpdate(ctx, await jsonBody(c, bulkEmailSmsUpdateSchema)), {
      successMsg: "Successfully Saved!",
    });
  })
  .post("/messaging/recipients", async (c) => {
    const ctx = await guard(c, SENDERS);
    return ok(c, await lookupRecipients(ctx, (await jsonBody(c, recipientLookupSchema)).values));
  })
  .get("/campaign/:campaignId", async (c) => {
    const ctx = await guard(c, SENDERS);
    return answer(c, await campaignProgress(ctx, params(c, campaignIdSchema)));
  })
  .post("/campaign/:campaignId/cancel", async (c) => {
    const ctx = await guard(c, SENDERS);
    return answer(c, await cancelCampaign(ctx, params(c, campaignIdSchema)));
  })
  .post("/campaign/:campaignId/retry-failed", async (c) => {
    const ctx = await guard(c, SENDERS);
    return answer(c, await retryFailed(ctx, params(c, campaignIdSchema)));
  })
  .get("/sms/replies", async (c) => {
    const ctx = await guard(c, SENDERS);
    return ok(c, await smsRepliesPage(ctx, query(c, smsRepliesQuerySchema)));
  })
  .on(...handle(calls.deleteSmsReplies, { staff: [RES] }, (ctx, i) => removeReplies(ctx, i.ids), DELETED))
  .on(...handle(calls.markRepliesHandled, SENDERS, markRepliesHandled, SAVED))
  // Any word but "replies" (its own route), so an unknown kind is still the contract's 400.
  .get("/sms/:kind{(?!replies$)[^/]+}", async (c) => {
    const ctx = await guard(c, SENDERS);
    const { kind } = params(c, smsKindParamSchema);
    return ok(c, await smsOfKind(ctx, kind, query(c, smsKindQuerySchema)));
  });
