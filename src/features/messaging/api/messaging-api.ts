import * as calls from "../../../../server/contracts/messaging/calls";

export { calls };

import { useQuery } from "@tanstack/react-query";
import type { CampaignProgress } from "../../../../server/contracts/messaging/messaging";
import type { SendAnswer, SendRequest, SmsReplyRow } from "../../../../server/contracts/messaging/send";
import type { RenderedMessage, Sender, Template } from "../../../../server/contracts/messaging/templates";
import type { JobSuggestion, SessionSuggestion } from "../../../../server/contracts/search";
import * as sessionCalls from "../../../../server/contracts/sessions/calls";
import * as surveyCalls from "../../../../server/contracts/surveys/calls";
import { callApi } from "../../../lib/call-api";
import { arrayOf, isInteger, isString, shape } from "../../../lib/guards";
import { type ApiResult, http } from "../../../lib/http";
import { readQuery } from "../../../lib/read-query";
import { type Channel, composedText, type Recipient, type SendDraft } from "../state/screen-state";

export type { CampaignProgress, RenderedMessage, SendAnswer, Sender, SmsReplyRow, Template };

export const messagingKeys = {
  templates: ["messaging", "templates"] as const,
  senders: ["messaging", "senders"] as const,
  campaign: (id: number) => ["messaging", "campaign", id] as const,
  replies: ["messaging", "sms-replies"] as const,
};

/** GET /api/emailtemplate. */
export const useTemplates = () =>
  useQuery(readQuery(messagingKeys.templates, calls.templates, {}, { what: "the templates" }));

/** GET /api/emailsenders. */
export const useSenders = () =>
  useQuery(readQuery(messagingKeys.senders, calls.senders, {}, { what: "the e-mail senders" }));

const attachmentField = (i: number) => `attachment${i + 1}`;

/** `callApi` in screens, `ctx.call` in commands (so a command's test answers the call). */
type CallFn = typeof callApi;

/**
 * Sends a draft (or, with `preview`, checks it) through the call its channel and purpose name
 * (product §7.6, staff-calls §7.20): a confirmation carries the session in its path, and a
 * general e-mail with files goes to email/send with them as attachment1..n. The composed text
 * overrides the template. The answer names the campaign to watch.
 */
export function sendDraft(call: CallFn, channel: Channel, draft: SendDraft, preview = false) {
  const request: SendRequest = {
    ids: draft.recipients.map((r) => r.id),
    jobId: draft.jobId,
    sessionId: draft.sessionId,
    templateId: draft.templateId,
    senderId: draft.senderId,
    ...composedText(channel, draft),
    ...(preview ? { preview } : {}),
  };
  if (draft.purpose === "confirm") {
    const desc = channel === "sms" ? calls.confirmationSms : calls.confirmationEmail;
    return call(desc, { sessionId: draft.sessionId, request });
  }
  if (draft.purpose === "invite")
    return call(channel === "sms" ? calls.surveyInviteSms : calls.surveyInviteEmail, request);
  if (channel === "sms") return call(calls.sendSms, request);
  if (preview || !draft.attachments.length) return call(calls.sendEmail, request);
  return call(calls.sendEmailWithAttachments, request, {
    files: draft.attachments,
    fileField: attachmentField,
  });
}

/** A session's attendees as recipients (GET job/qual-respondents/{sessionId}). */
export async function sessionRecipients(sessionId: number): Promise<ApiResult<Recipient[]>> {
  const answer = await callApi(sessionCalls.sessionAttendees, { id: sessionId });
  const value = answer.succeeded ? answer.value.map((a) => ({ id: a.respondentId, name: a.fullName })) : [];
  return { ...answer, value };
}

/**
 * A job's sessions that have their own screener, which an invitation can link to instead of the
 * job's survey (decision 182): the job's surveys and its sessions, read together.
 */
export async function screenerSessions(jobId: number, signal?: AbortSignal) {
  const [surveys, sessions] = await Promise.all([
    callApi(surveyCalls.jobSurveys, { jobId }, { signal }),
    callApi(sessionCalls.sessionsOfJob, { jobId }, { signal }),
  ]);
  if (!surveys.succeeded || !sessions.succeeded) return [];
  const screened = new Set(
    surveys.value.filter((s) => s.kind === "sessionScreener" && s.jobGroupId).map((s) => s.jobGroupId),
  );
  return sessions.value
    .filter((s) => screened.has(s.id))
    .map((s) => ({ id: s.id, name: s.name, sessionNumber: s.sessionNumber }));
}

const quiet = { hideLoadingBar: true } as const;
// The search contracts are checked with guards in browser code, never zod (decision 080).
const areSessions = arrayOf<SessionSuggestion>(
  shape({
    id: isInteger,
    jobId: isInteger,
    sessionNumber: isInteger,
    name: isString,
    jobNumberAndName: isString,
  }),
);
const areJobs = arrayOf<Pick<JobSuggestion, "id" | "jobNumberAndName">>(
  shape({ id: isInteger, jobNumberAndName: isString }),
);
/** Sessions whose name, number or job matches (the send screen's session picker). */
export async function findSessions(keyword: string, signal?: AbortSignal) {
  const answer = await http.get(`/api/search/session/${encodeURIComponent(keyword)}/`, areSessions, {
    ...quiet,
    signal,
  });
  return answer.succeeded ? answer.value : [];
}
/** Jobs by number or name (the send screen's job picker). */
export async function findJobs(keyword: string, signal?: AbortSignal) {
  const answer = await http.get(`/api/search/job/${encodeURIComponent(keyword)}/`, areJobs, {
    ...quiet,
    signal,
  });
  return answer.succeeded ? answer.value : [];
}
