import { RIGHTS } from "../../server/contracts/rights-codes";
import type { JobSuggestion } from "../../server/contracts/search";
import { sendScreens } from "../../src/features/messaging/state/screen-state";
import { defineCommand } from "../core/types";
import { plural } from "../sessions/session-context";
import { RESPONDENT_RECORDS, RESPONDENT_SEARCH, SEND_PATH, selectedRespondents } from "./messaging-context";

/** An invitation's target: the job's survey, or one of its sessions' screeners. */
export interface InviteTarget {
  job: JobSuggestion;
  session: { id: number; name: string; sessionNumber: number } | null;
}

/** How many matching jobs the picker looks into for sessions with a screener. */
const JOBS_SHOWN = 5;

/**
 * 'Invite…': the selected panel members (or the focused record) to a job's survey or to one of
 * its sessions' screeners (decision 182). The picker lists each matching job, then its sessions
 * that have a screener; the send screen opens with them as recipients and the invitation
 * template, and a chosen session rides on the draft so the link opens that session's screener.
 */
export const invite = defineCommand<InviteTarget>({
  id: "messaging.invite",
  title: "Invite…",
  category: "Messaging",
  keywords: ["invite", "invitation", "survey", "e-mail", "bulk"],
  key: "Alt+I",
  rights: [RIGHTS.RespondentAdmin],
  scope: [...RESPONDENT_SEARCH, ...RESPONDENT_RECORDS],
  when: (ctx) => selectedRespondents(ctx).length > 0,
  picker: {
    placeholder: "Job number or name",
    minLength: 1,
    hint: "Type a job number or name: the invitation carries that job's survey or a session's screener link.",
    load: async (query, ctx, signal) => {
      const jobs = (await ctx.api.searchJobs(query, signal)).slice(0, JOBS_SHOWN);
      const { screenerSessions } = await ctx.areas.messaging();
      const sessions = await Promise.all(jobs.map((job) => screenerSessions(job.id, signal)));
      return jobs.flatMap((job, i) => [
        { id: `invite-${job.id}`, title: job.jobNumberAndName, value: { job, session: null } },
        ...(sessions[i] ?? []).map((session) => ({
          id: `invite-${job.id}-${session.id}`,
          title: `${job.jobNumberAndName} · ${session.name} (#${session.sessionNumber}) screener`,
          value: { job, session },
        })),
      ]);
    },
  },
  run: (ctx, { job, session }) => {
    const recipients = selectedRespondents(ctx);
    if (!recipients.length) return;
    sendScreens.setDraft(
      "email",
      {
        purpose: "invite",
        recipients,
        source: `${plural(recipients.length, "selected panel member")}`,
        jobId: job.id,
        jobLabel: session
          ? `${job.jobNumberAndName} · ${session.name} (#${session.sessionNumber})`
          : job.jobNumberAndName,
        sessionId: session?.id ?? 0,
      },
      true,
    );
    ctx.openView(SEND_PATH.email, { title: "Send Email" });
  },
});
