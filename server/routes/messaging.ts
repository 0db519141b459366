import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import * as calls from "../contracts/messaging/calls";
import { idSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { badRequest } from "../http/errors";
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
const _sessionParam = z.object({ sessionId: idSchema });

const generalEmail: SendPlan = { channel: "email", kind: "general", templateKind: "general-email" };
const generalSms: SendPlan = { channel: "sms", kind: "general", templateKind: "general-sms" };
const inviteEmail: SendPlan = { channel: "email", kind: "survey-invite", templateKind: "invitation-email" };
const inviteSms: SendPlan = { channel: "sms", kind: "survey-invite", templateKind: "invitation-sms" };
const noShow: SendPlan = { channel: "email", kind: "no-show", templateKind: "no-show-email" };
const thirdParty: SendPlan = {
  channel: "email",
  kind: "third-party-survey",
  templateKind: "invitation-email",
  externalSurvey: "as-is",
};
const uniqueId: SendPlan = {
  channel: "email",
  kind: "unique-id-survey",
  templateKind: "invitation-email",
  externalSurvey: "with-respondent-id",
};
const confirmation = (channel: "email" | "sms"): SendPlan => ({
  channel,
  kind: "confirmation",
  templateKind: channel === "sms" ? "confirmation-sms" : "confirmation-email",
  attendeesOnly: true,
});

/** guard → parse → render and queue: the shape of every send call. */
const send = (desc: Parameters<typeof handle>[0] & typeof calls.sendEmail, plan: SendPlan) =>
  handle(desc, SENDERS, (ctx, input) => sendToRespondents(ctx, input, plan), QUEUED);
const confirmations = (desc: typeof calls.confirmationEmail, channel: "email" | "sms") =>
  handle(
    desc,
    { staff: [JOB] },
    (ctx, { sessionId, request }) => sendToRespondents(ctx, { ...request, sessionId }, confirmation(channel)),
    QUEUED,
  );

/** The send calls of product §7.6 and staff-calls §7.20, campaigns and the confirm link (decision 167). */
export const messagingRoutes = new Hono<AppEnv>()
  .on(...send(calls.sendEmail, generalEmail))
  .on(
    ...handle(
      calls.sendEmailWithAttachments,
      SENDERS,
      async (ctx, input, { files }) => {
        const attached = await readAttachments(files);
        if (!attached.ok) throw badRequest(...attached.errors);
        return sendToRespondents(ctx, input, generalEmail, attached.value);
      },
      QUEUED,
    ),
  )
  .on(...send(calls.sendSms, generalSms))
  .on(...send(calls.sendSmsAlias, generalSms))
  .on(...send(calls.createRespondentEmail, generalEmail))
  .on(...send(calls.surveyInviteEmail, inviteEmail))
  .on(...send(calls.surveyInviteSms, inviteSms))
  .on(...send(calls.noShowEmail, noShow))
  .on(
    ...handle(
      calls.thirdPartySurveyEmail,
      SENDERS,
      (ctx, i) => sendToRespondents(ctx, i, thirdParty),
      QUEUED,
    ),
  )
  .on(...handle(calls.uniqueIdSurveyEmail, SENDERS, (ctx, i) => sendToRespondents(ctx, i, uniqueId), QUEUED))
  .on(...confirmations(calls.confirmationEmail, "email"))
  .on(...confirmations(calls.confirmationSms, "sms"))
  .on(...handle(calls.bulkEmailSmsUpdate, { staff: [RES] }, bulkEmailSmsUpdate, SAVED))
  .on(...handle(calls.lookupRecipients, SENDERS, (ctx, i) => lookupRecipients(ctx, i.values)))
  .on(...handle(calls.campaign, SENDERS, campaignProgress))
  .on(...handle(calls.cancelCampaign, SENDERS, cancelCampaign))
  .on(...handle(calls.retryFailed, SENDERS, retryFailed))
  .on(...handle(calls.smsReplies, SENDERS, smsRepliesPage))
  .on(...handle(calls.deleteSmsReplies, { staff: [RES] }, (ctx, i) => removeReplies(ctx, i.ids), DELETED))
  .on(...handle(calls.markRepliesHandled, SENDERS, markRepliesHandled, SAVED))
  .on(...handle(calls.smsOfKind, SENDERS, (ctx, { kind, ...q }) => smsOfKind(ctx, kind, q)));
