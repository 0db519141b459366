import { RIGHTS } from "../../server/contracts/rights-codes";
import { type Channel, sendScreens } from "../../src/features/messaging/api/screen-state";
import {
  focusedSession,
  onAttendeeList,
  plural,
  SESSION_EDIT,
  selectedAttendees,
} from "../sessions/session-context";
import { defineCommand } from "../types";
import { SEND_PATH } from "./messaging-context";

/**
 * 'Send confirmations…' on a session's attendees: the selected ones (or all of them) get the
 * session confirmation by SMS or e-mail, with its confirm link; the send screen shows the preview.
 */
export const sendConfirmations = defineCommand<Channel>({
  id: "messaging.sendConfirmations",
  title: "Send confirmations…",
  category: "Messaging",
  keywords: ["confirm", "confirmation", "attendees", "sms", "e-mail", "reminder"],
  key: "Alt+Shift+V",
  rights: [RIGHTS.JobAdmin],
  scope: SESSION_EDIT,
  when: onAttendeeList,
  picker: {
    placeholder: "By SMS or e-mail",
    minLength: 0,
    hint: "",
    load: async () => [
      {
        id: "confirm-sms",
        title: "By SMS",
        subtitle: "Attendees reply YES to confirm",
        value: "sms" as const,
      },
      { id: "confirm-email", title: "By e-mail", subtitle: "With a confirm link", value: "email" as const },
    ],
  },
  run: async (ctx, channel) => {
    const session = focusedSession(ctx);
    if (!session) return;
    const picked = selectedAttendees(ctx).map((a) => ({ id: a.respondentId, name: a.fullName }));
    const recipients = picked.length
      ? picked
      : await (await ctx.areas.messaging()).sessionRecipients(session.id);
    if (!recipients.length) return ctx.toast.error("Error!", "The session has no attendees.");
    sendScreens.setDraft(
      channel,
      {
        purpose: "confirm",
        recipients,
        source: picked.length
          ? plural(picked.length, "selected attendee")
          : `All ${plural(recipients.length, "attendee")} of the session`,
        jobId: session.jobId,
        sessionId: session.id,
      },
      true,
    );
    ctx.openView(SEND_PATH[channel], { title: channel === "sms" ? "Send SMS" : "Send Email" });
  },
});
