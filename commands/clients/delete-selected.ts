import { RIGHTS } from "../../server/contracts/rights-codes";
import { clientScreens } from "../../src/features/clients/api/screen-state";
import { childRecords, clientsApi } from "../lazy";
import { defineCommand } from "../types";
import { CLIENT_EDIT, CLIENT_LIST, focusedClientId, focusedClientTab, selectedRows } from "./client-context";

type ClientChildren = Awaited<ReturnType<typeof clientsApi>>["clientChildren"];

/**
 * Which list each client tab deletes from (a key of the API's clientChildren, loaded on run), and
 * the delete-allowed kind asked first.
 */
const TAB_TARGETS: Record<string, { resource: keyof ClientChildren; kind: string; noun: string }> = {
  contacts: { resource: "contacts", kind: "client-contact", noun: "contact" },
  notes: { resource: "notes", kind: "client-note", noun: "note" },
  feedback: { resource: "feedback", kind: "client", noun: "feedback entry" },
  venues: { resource: "venues", kind: "client", noun: "venue" },
  addresses: { resource: "addresses", kind: "client", noun: "address" },
  purchaseorders: { resource: "pos", kind: "client", noun: "purchase order" },
  documents: { resource: "documents", kind: "client", noun: "document" },
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : noun.endsWith("s") ? "es" : "s"}`;

/** Bulk delete of the rows selected in the focused client list or client tab. */
export const deleteSelectedClientRows = defineCommand({
  id: "clients.deleteSelected",
  title: "Delete selected",
  category: "Clients",
  keywords: ["bulk delete", "remove selected"],
  key: "Alt+Shift+Delete",
  rights: [RIGHTS.ClientAdmin],
  scope: [CLIENT_LIST, ...CLIENT_EDIT],
  when: (ctx) => ctx.focused?.pattern === CLIENT_LIST || focusedClientTab(ctx) in TAB_TARGETS,
  enabled: (ctx) =>
    selectedRows(ctx).length > 0 ? true : "Select one or more rows first (Shift+arrows, Ctrl+click).",
  run: async (ctx) => {
    const ids = selectedRows(ctx).map((r) => r.id);
    if (!ids.length) return;
    const clientId = focusedClientId(ctx);
    const target = clientId === null ? null : TAB_TARGETS[focusedClientTab(ctx)];
    if (clientId !== null && !target) return;
    const [records, api] = await Promise.all([childRecords(), clientsApi()]);
    const allowed = await records.deleteAllowed(target?.kind ?? "client");
    if (allowed !== true) return ctx.toast.error("Access Denied!", allowed);
    const what = plural(ids.length, target?.noun ?? "client");
    if (!(await ctx.confirm(`${what} will be deleted. You won't be able to revert this!`, "Are you sure?")))
      return;
    const answer =
      target && clientId !== null
        ? await records.deleteChildren<unknown>(api.clientChildren[target.resource], clientId, ids)
        : await api.deleteClients(ids);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    if (ctx.focused) clientScreens.setSelection(ctx.focused.path, []);
    ctx.toast.success("Successfully Deleted!", `${what} deleted.`);
  },
});
