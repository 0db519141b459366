import type { DeletableKind } from "../../server/contracts/delete-rights";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { focusedRecordId, focusedSection, selectedRows } from "../core/focused-record";
import { type AreaApis, defineCommand } from "../core/types";
import { CLIENT_EDIT, CLIENT_LIST } from "./client-context";

type ClientChildren = AreaApis["clients"]["clientChildren"];

/**
 * Which list each client tab deletes from (a key of the API's clientChildren, loaded on run), and
 * the delete-allowed kind asked first (decision 012).
 */
const TAB_TARGETS: Record<string, { resource: keyof ClientChildren; kind: DeletableKind; noun: string }> = {
  contacts: { resource: "contacts", kind: "client-contact", noun: "contact" },
  notes: { resource: "notes", kind: "client-note", noun: "note" },
  feedback: { resource: "feedback", kind: "client-feedback", noun: "feedback entry" },
  venues: { resource: "venues", kind: "client-venue", noun: "venue" },
  addresses: { resource: "addresses", kind: "client-address", noun: "address" },
  purchaseorders: { resource: "pos", kind: "client-po", noun: "purchase order" },
  documents: { resource: "documents", kind: "client-document", noun: "document" },
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : noun.endsWith("s") ? "es" : "s"}`;

/** Bulk delete of the rows selected in the focused client list or client tab, through the delete flow. */
export const deleteSelectedClientRows = defineCommand({
  id: "clients.deleteSelected",
  title: "Delete selected",
  category: "Clients",
  keywords: ["bulk delete", "remove selected"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.ClientAdmin],
  scope: [CLIENT_LIST, ...CLIENT_EDIT],
  when: (ctx) => ctx.focused?.pattern === CLIENT_LIST || focusedSection(ctx) in TAB_TARGETS,
  enabled: (ctx) =>
    selectedRows(ctx).length > 0 ? true : "Select one or more rows first (Shift+arrows, Ctrl+click).",
  run: async (ctx) => {
    const ids = selectedRows(ctx).map((r) => r.id);
    if (!ids.length) return;
    const clientId = focusedRecordId(ctx, CLIENT_EDIT);
    const target = clientId === null ? null : TAB_TARGETS[focusedSection(ctx)];
    if (clientId !== null && !target) return;
    const what = plural(ids.length, target?.noun ?? "client");
    await runDeleteFlow(ctx, {
      kind: target?.kind ?? "client",
      what,
      remove: async () => {
        const clients = await ctx.areas.clients();
        if (!target || clientId === null) return clients.deleteClients(ids);
        const records = await ctx.areas.records();
        return records.deleteChildren<unknown>(clients.clientChildren[target.resource], clientId, ids);
      },
      after: "clearSelection",
      successText: `${what} deleted.`,
    });
  },
});
