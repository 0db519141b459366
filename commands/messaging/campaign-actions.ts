import { sendScreens } from "../../src/features/messaging/state/screen-state";
import { defineCommand } from "../core/types";
import { focusedChannel, SEND_SCREENS } from "./messaging-context";

const watched = (ctx: Parameters<typeof focusedChannel>[0]) => {
  const channel = focusedChannel(ctx);
  return channel ? sendScreens.campaign(channel) : null;
};

/** Cancels what the watched campaign has not sent yet. */
export const cancelCampaign = defineCommand({
  id: "messaging.cancelCampaign",
  title: "Cancel sending",
  category: "Messaging",
  keywords: ["stop", "cancel", "campaign"],
  scope: SEND_SCREENS,
  when: (ctx) => watched(ctx) !== null,
  run: async (ctx) => {
    const campaign = watched(ctx);
    if (!campaign || !(await ctx.confirm("Messages not sent yet will not be sent.", "Cancel sending?")))
      return;
    const { calls } = await ctx.areas.messaging();
    const answer = await ctx.call(calls.cancelCampaign, { campaignId: campaign.id });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Cancelled", "The messages not yet sent were cancelled.");
  },
});

/** Queues the watched campaign's failed and unknown messages again. */
export const retryFailed = defineCommand({
  id: "messaging.retryFailed",
  title: "Retry failed messages",
  category: "Messaging",
  keywords: ["retry", "failed", "unknown", "resend"],
  scope: SEND_SCREENS,
  when: (ctx) => watched(ctx) !== null,
  run: async (ctx) => {
    const campaign = watched(ctx);
    if (!campaign) return;
    const { calls } = await ctx.areas.messaging();
    const answer = await ctx.call(calls.retryFailed, { campaignId: campaign.id });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Queued again", "Failed messages are being sent again.");
  },
});
