import { RIGHTS } from "../../server/contracts/rights-codes";
import { runDeleteFlow } from "../core/delete-flow";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { CLIENT_EDIT } from "./client-context";

/** Deletes the focused client through the delete flow, then closes its tab. */
export const deleteClient = defineCommand({
  id: "clients.delete",
  title: "Delete client",
  category: "Clients",
  keywords: ["remove client"],
  rights: [RIGHTS.ClientAdmin],
  scope: CLIENT_EDIT,
  when: (ctx) => focusedRecordId(ctx, CLIENT_EDIT) !== null,
  run: async (ctx) => {
    const id = focusedRecordId(ctx, CLIENT_EDIT);
    if (id === null) return;
    await runDeleteFlow(ctx, {
      kind: "client",
      what: "This client",
      remove: async () => (await ctx.areas.clients()).deleteClients([id]),
      after: "closeTab",
      successText: null,
    });
  },
});
