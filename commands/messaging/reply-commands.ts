import { RIGHTS } from "../../server/contracts/rights-codes";
import { repliesChanged } from "../../src/features/messaging/state/screen-state";
import { runDeleteFlow } from "../core/delete-flow";
import { type CommandContext, defineCommand } from "../core/types";
import { SMS_REPLIES, selectedRowIds } from "./messaging-context";

const replies = (n: number) => (n === 1 ? "1 reply" : `${n} replies`);

/** Where both reply commands apply: the SMS replies screen, with replies selected. */
const onSelectedReplies = {
  scope: SMS_REPLIES,
  when: (ctx: { focused: { pattern: string | null } | null }) =>
    SMS_REPLIES.includes((ctx.focused?.pattern ?? "") as never),
  enabled: (ctx: CommandContext) => (selectedRowIds(ctx).length ? true : "Select one or more replies first."),
};

/** Marks the selected SMS replies handled. */
export const markRepliesHandled = defineCommand({
  id: "messaging.markRepliesHandled",
  title: "Mark handled",
  category: "Messaging",
  keywords: ["sms reply", "handled", "done"],
  key: "Alt+Shift+H",
  ...onSelectedReplies,
  run: async (ctx) => {
    const ids = selectedRowIds(ctx);
    if (!ids.length) return;
    const { calls } = await ctx.areas.messaging();
    const answer = await ctx.call(calls.markRepliesHandled, { ids, handled: true });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    repliesChanged();
    ctx.toast.success("Successfully Saved!", `${replies(ids.length)} marked handled.`);
  },
});

/** Deletes the selected SMS replies (POST sms/replies/delete). */
export const deleteReplies = defineCommand({
  id: "messaging.deleteReplies",
  title: "Delete selected replies",
  category: "Messaging",
  keywords: ["delete sms reply", "remove"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.RespondentAdmin],
  ...onSelectedReplies,
  run: async (ctx) => {
    const ids = selectedRowIds(ctx);
    if (!ids.length) return;
    const deleted = await runDeleteFlow(ctx, {
      kind: "sms-reply",
      what: ids.length === 1 ? "This reply" : replies(ids.length),
      remove: async () => ctx.call((await ctx.areas.messaging()).calls.deleteSmsReplies, { ids }),
      after: "clearSelection",
    });
    if (deleted) repliesChanged();
  },
});
