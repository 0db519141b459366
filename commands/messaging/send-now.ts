import { composedText, sendScreens } from "../../src/features/messaging/state/screen-state";
import { defineCommand } from "../core/types";
import { plural } from "../sessions/session-context";
import { focusedChannel, SEND_SCREENS } from "./messaging-context";

/** Sends the focused send screen's draft: renders and queues one campaign, then watches it. */
export const sendNow = defineCommand({
  id: "messaging.send",
  title: "Send",
  category: "Messaging",
  keywords: ["send", "queue", "deliver"],
  key: "Mod+Enter",
  keyInInputs: true,
  scope: SEND_SCREENS,
  when: (ctx) => focusedChannel(ctx) !== null,
  enabled: (ctx) => {
    const channel = focusedChannel(ctx);
    if (!channel) return "Open the Send Email or Send SMS screen.";
    const draft = sendScreens.draft(channel);
    if (!draft.recipients.length) return "Choose the recipients first.";
    return draft.templateId || Object.keys(composedText(channel, draft)).length
      ? true
      : "Choose a template or write the message first.";
  },
  run: async (ctx) => {
    const channel = focusedChannel(ctx);
    if (!channel) return;
    const d = sendScreens.draft(channel);
    const composed = composedText(channel, d);
    if (!d.recipients.length || !(d.templateId || Object.keys(composed).length)) return;
    const ok = await ctx.confirm(`Send to ${plural(d.recipients.length, "recipient")}?`, "Send");
    if (!ok) return;
    const { sendDraft } = await ctx.areas.messaging();
    const answer = await sendDraft(ctx.call, channel, d);
    if (!answer.succeeded || !answer.value) return ctx.toast.error("Error!", answer.errors.join(" "));
    const { campaignId, queued, skipped } = answer.value;
    // A fresh form: Send stays disabled until new recipients are chosen, so nothing goes twice.
    sendScreens.setDraft(channel, {}, true);
    if (campaignId) sendScreens.watch(channel, { id: campaignId, channel, queued, skipped: skipped.length });
    const left = skipped.length ? ` ${plural(skipped.length, "recipient")} left out.` : "";
    ctx.toast.success("Queued!", `${plural(queued, "message")} queued.${left}`);
  },
});
