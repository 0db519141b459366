import { RIGHTS } from "../../server/contracts/rights-codes";
import { type Channel, sendScreens } from "../../src/features/messaging/state/screen-state";
import { defineCommand } from "../core/types";
import {
  focusedSession,
  onAttendeeList,
  plural,
  SESSION_EDIT,
  selectedAttendees,
} from "../sessions/session-context";
import { SEND_PATH } from "./messaging-context";

const CHANNEL_CHOICES = [
  {
    id: "confirm-sms",
    title: "By SMS",
    subtitle: "Attendees reply YES to confirm",
    value: "sms" as const,
    words: "by sms text message mobile reply yes",
  },
  {
    id: "confirm-email",
    title: "By e-mail",
    subtitle: "With a confirm link",
    value: "email" as const,
    words: "by e-mail email mail with a confirm link",
  },
];

/** Whether every word typed is the start of one of the choice's words ('e-mail', 'email', 'sms'). */
const matches = (words: string, query: string) => {
  const own = words.split(/\s+/);
  const flat = own.map((w) => w.replace(/-/g, ""));
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((q) => own.some((w) => w.startsWith(q)) || flat.some((w) => w.startsWith(q.replace(/-/g, ""))));
};

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
    load: async (query) => CHANNEL_CHOICES.filter((c) => matches(c.words, query)),
  },
  run: async (ctx, channel) => {
    const session = focusedSession(ctx);
    if (!session) return;
    const picked = selectedAttendees(ctx).map((a) => ({ id: a.respondentId, name: a.fullName }));
    let recipients = picked;
    if (!picked.length) {
      const all = await (await ctx.areas.messaging()).sessionRecipients(session.id);
      if (!all.succeeded) return ctx.toast.error("Error!", all.errors.join(" "));
      recipients = all.value;
    }
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
        sessionLabel: ctx.focused?.title ?? "",
      },
      true,
    );
    ctx.openView(SEND_PATH[channel], { title: channel === "sms" ? "Send SMS" : "Send Email" });
  },
});
