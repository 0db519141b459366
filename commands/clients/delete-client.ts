import { RIGHTS } from "../../server/contracts/rights-codes";
import { childRecords, clientsApi } from "../lazy";
import { defineCommand } from "../types";
import { CLIENT_EDIT, focusedClientId } from "./client-context";

/** Deletes the focused client after asking delete-allowed and the user. */
export const deleteClient = defineCommand({
  id: "clients.delete",
  title: "Delete client",
  category: "Clients",
  keywords: ["remove client"],
  rights: [RIGHTS.ClientAdmin],
  scope: CLIENT_EDIT,
  when: (ctx) => focusedClientId(ctx) !== null,
  run: async (ctx) => {
    const id = focusedClientId(ctx);
    if (id === null) return;
    const { deleteAllowed } = await childRecords();
    const allowed = await deleteAllowed("client");
    if (allowed !== true) return ctx.toast.error("Access Denied!", allowed);
    if (
      !(await ctx.confirm("This client will be deleted. You won't be able to revert this!", "Are you sure?"))
    )
      return;
    const { deleteClients } = await clientsApi();
    const answer = await deleteClients([id]);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Deleted!");
    // The record is gone: its unsaved edits have nothing left to save to.
    ctx.workspace.closeTab({ discard: true });
  },
});
