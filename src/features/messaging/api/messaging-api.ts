import * as calls from "../../../../server/contracts/messaging/calls";

export { calls };

import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { jobGroupSchema } from "../../../../server/contracts/jobs";
import {
  type CampaignProgress,
  campaignProgressSchema,
} from "../../../../server/contracts/messaging/messaging";
import {
  type SendAnswer,
  type SendRequest,
  type SmsReplyRow,
  sendAnswerSchema,
  smsRepliesPageSchema,
} from "../../../../server/contracts/messaging/send";
import {
  type RenderedMessage,
  type Sender,
  type Template,
  type TemplateSave,
  templateSchema,
} from "../../../../server/contracts/messaging/templates";
import type { JobSuggestion, SessionSuggestion } from "../../../../server/contracts/search";
import { attendeeListSchema } from "../../../../server/contracts/sessions/events";
import { surveyDetailAnswerSchema } from "../../../../server/contracts/surveys/surveys";
import { arrayOf, isInteger, isString, shape } from "../../../lib/guards";
import { http, jsonForm } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";

export type { CampaignProgress, RenderedMessage, SendAnswer, Sender, SmsReplyRow, Template };

export const messagingKeys = {
  templates: ["messaging", "templates"] as const,
  senders: ["messaging", "senders"] as const,
  campaign: (id: number) => ["messaging", "campaign", id] as const,
  replies: ["messaging", "sms-replies"] as const,
};

const failed = (errors: string[], what: string) => new Error(errors.join(" ") || `Could not load ${what}.`);

/** GET /api/emailtemplate. */
export const useTemplates = () =>
  useQuery(readQuery(messagingKeys.templates, calls.templates, {}, { what: "the templates" }));

/** POST /api/emailtemplate/add or /update (json). */
export async function saveTemplate(values: TemplateSave) {
  const { id, ...fields } = values;
  const answer = id
    ? await http.postJson("/api/emailtemplate/update", { id, ...fields }, templateSchema)
    : await http.postJson("/api/emailtemplate/add", fields, templateSchema);
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: messagingKeys.templates });
  return answer;
}

/** GET /api/emailsenders. */
export const useSenders = () =>
  useQuery(readQuery(messagingKeys.senders, calls.senders, {}, { what: "the e-mail senders" }));

/** Which send call a screen or command makes (product §7.6, staff-calls §7.20). */
export type SendKind = "email" | "sms" | "invite-email" | "invite-sms" | "confirm-email" | "confirm-sms";

const SEND_PATHS: Record<SendKind, (sessionId: number) => string> = {
  email: () => "/api/send-email",
  sms: () => "/api/send-sms",
  "invite-email": () => "/api/email/CreateResSurveyInviteEmail",
  "invite-sms": () => "/api/sms/CreateRespondentSurveyInviteSms",
  "confirm-email": (s) => `/api/email/CreateSessionConfirmationResIdsEmail/${s}`,
  "confirm-sms": (s) => `/api/sms/CreateSessionConfirmationResIdsSms/${s}`,
};

/**
 * Renders and queues the messages; the answer names the campaign to watch. A general e-mail with
 * files goes to email/send (the request in `json`, the files as attachment1..n).
 */
export function sendMessages(kind: SendKind, request: SendRequest, attachments: readonly File[] = []) {
  if (kind !== "email" || attachments.length === 0)
    return http.postJson(SEND_PATHS[kind](request.sessionId ?? 0), request, sendAnswerSchema);
  const form = jsonForm(request);
  attachments.forEach((file, i) => {
    form.set(`attachment${i + 1}`, file, file.name);
  });
  return http.postMultipart("/api/email/send", form, sendAnswerSchema);
}

/** GET /api/campaign/{id}: counts per delivery status. */
export const campaignProgress = (id: number, signal?: AbortSignal) =>
  http.get(`/api/campaign/${id}`, campaignProgressSchema, { signal });

/** A session's attendees as recipients (job/qual-respondents/{sessionId}). */
export async function sessionRecipients(sessionId: number) {
  const answer = await http.get(`/api/job/qual-respondents/${sessionId}`, attendeeListSchema);
  if (!answer.succeeded) throw failed(answer.errors, "the attendees");
  return answer.value.map((a) => ({ id: a.respondentId, name: a.fullName }));
}

/**
 * A job's sessions that have their own screener, which an invitation can link to instead of the
 * job's survey (decision 182): GET /api/surveys/{jobId} and GET /api/jobgroups/{jobId}.
 */
export async function screenerSessions(jobId: number, signal?: AbortSignal) {
  const [surveys, sessions] = await Promise.all([
    http.get(`/api/surveys/${jobId}`, z.array(surveyDetailAnswerSchema), { signal }),
    http.get(`/api/jobgroups/${jobId}`, z.array(jobGroupSchema), { signal }),
  ]);
  if (!surveys.succeeded || !sessions.succeeded) return [];
  const screened = new Set(
    surveys.value.filter((s) => s.kind === "sessionScreener" && s.jobGroupId).map((s) => s.jobGroupId),
  );
  return sessions.value
    .filter((s) => screened.has(s.id))
    .map((s) => ({ id: s.id, name: s.name, sessionNumber: s.sessionNumber }));
}

/** GET /api/sms/replies: one server page, newest first. */
export const smsRepliesPage = (page: number, pageSize: number, handled: string, signal?: AbortSignal) =>
  http.get(`/api/sms/replies?page=${page}&pageSize=${pageSize}&handled=${handled}`, smsRepliesPageSchema, {
    signal,
  });
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
