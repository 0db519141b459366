import { RIGHTS } from "../../server/contracts/rights-codes";
import { messagingScreens } from "../../src/features/messaging/state/screen-state";
import { tabSavers } from "../../src/workspace/tab-savers";
import { runDeleteFlow } from "../core/delete-flow";
import { defineCommand } from "../core/types";
import { plural } from "../sessions/session-context";
import { SENDERS, selectedRowIds, TEMPLATES } from "./messaging-context";

const onScreen = (patterns: readonly string[]) => (ctx: { focused: { pattern: string | null } | null }) =>
  patterns.includes(ctx.focused?.pattern ?? "");

/** Opens a blank template in the templates screen's editor. */
export const newTemplate = defineCommand({
  id: "messaging.newTemplate",
  title: "New template",
  category: "Messaging",
  keywords: ["template", "e-mail template", "sms template", "add"],
  key: "Alt+N",
  rights: [RIGHTS.EmailTemplateAdmin],
  scope: TEMPLATES,
  when: onScreen(TEMPLATES),
  run: () => messagingScreens.requestEditor("email-template", 0),
});

/** Saves the template being edited. */
export const saveTemplate = defineCommand({
  id: "messaging.saveTemplate",
  title: "Save template",
  category: "Messaging",
  keywords: ["save template", "update"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.EmailTemplateAdmin],
  scope: TEMPLATES,
  when: onScreen(TEMPLATES),
  enabled: () => (tabSavers.canSaveFocused() ? true : "Open a template first."),
  run: () => tabSavers.saveFocused(),
});

/** Deletes the selected templates (one call each: GET emailtemplate/delete/{id}). */
export const deleteTemplates = defineCommand({
  id: "messaging.deleteTemplates",
  title: "Delete selected templates",
  category: "Messaging",
  keywords: ["delete template", "remove"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.EmailTemplateAdmin],
  scope: TEMPLATES,
  when: onScreen(TEMPLATES),
  enabled: (ctx) => (selectedRowIds(ctx).length ? true : "Select one or more templates first."),
  run: async (ctx) => {
    const ids = selectedRowIds(ctx);
    if (!ids.length) return;
    await runDeleteFlow(ctx, {
      kind: "email-template",
      what: ids.length === 1 ? "This template" : plural(ids.length, "template"),
      remove: async () => {
        const { calls, messagingKeys } = await ctx.areas.messaging();
        for (const id of ids) {
          const answer = await ctx.call(calls.deleteTemplate, { id }, { refresh: [messagingKeys.templates] });
          if (!answer.succeeded) return answer;
        }
        return { succeeded: true, errors: [], successMsg: null };
      },
      after: "clearSelection",
    });
  },
});

/** Opens a blank sender in the senders screen's editor. */
export const newSender = defineCommand({
  id: "messaging.newSender",
  title: "New e-mail sender",
  category: "Messaging",
  keywords: ["sender", "from address", "add"],
  key: "Alt+N",
  rights: [RIGHTS.EmailSenderAdmin],
  scope: SENDERS,
  when: onScreen(SENDERS),
  run: () => messagingScreens.requestEditor("email-sender", 0),
});

/** Deletes the selected e-mail senders (POST emailsender/delete). */
export const deleteSenders = defineCommand({
  id: "messaging.deleteSenders",
  title: "Delete selected senders",
  category: "Messaging",
  keywords: ["delete sender", "remove"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.EmailSenderAdmin],
  scope: SENDERS,
  when: onScreen(SENDERS),
  enabled: (ctx) => (selectedRowIds(ctx).length ? true : "Select one or more senders first."),
  run: async (ctx) => {
    const ids = selectedRowIds(ctx);
    if (!ids.length) return;
    await runDeleteFlow(ctx, {
      kind: "email-sender",
      what: ids.length === 1 ? "This sender" : plural(ids.length, "sender"),
      remove: async () => {
        const { calls, messagingKeys } = await ctx.areas.messaging();
        return ctx.call(calls.deleteSenders, { ids }, { refresh: [messagingKeys.senders] });
      },
      after: "clearSelection",
    });
  },
});
