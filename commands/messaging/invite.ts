import { RIGHTS } from "../../server/contracts/rights-codes";
import type { JobSuggestion } from "../../server/contracts/search";
import { sendScreens } from "../../src/features/messaging/api/screen-state";
import { plural } from "../sessions/session-context";
import { defineCommand } from "../types";
import { RESPONDENT_RECORDS, RESPONDENT_SEARCH, SEND_PATH, selectedRespondents } from "./messaging-context";

/**
 * 'Invite…': the selected panel members (or the focused record) to a job's survey. The picker
 * names the job; the send screen opens with them as recipients and the invitation template.
 */
export const invite = defineCommand<JobSuggestion>({
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
    hint: "Type a job number or name: the invitation carries that job's survey link.",
    load: async (query, ctx, signal) =>
      (await ctx.api.searchJobs(query, signal)).slice(0, 5).map((job) => ({
        id: `invite-${job.id}`,
        title: job.jobNumberAndName,
        value: job,
      })),
  },
  run: (ctx, job) => {
    const recipients = selectedRespondents(ctx);
    if (!recipients.length) return;
    sendScreens.setDraft(
      "email",
      {
        purpose: "invite",
        recipients,
        source: `${plural(recipients.length, "selected panel member")}`,
        jobId: job.id,
        jobLabel: job.jobNumberAndName,
      },
      true,
    );
    ctx.openView(SEND_PATH.email, { title: "Send Email" });
  },
});
