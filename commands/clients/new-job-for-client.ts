import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../types";
import { CLIENT_EDIT, focusedClientId } from "./client-context";

/** job/add/{clientid} for the focused client. */
export const newJobForClient = defineCommand({
  id: "clients.newJob",
  title: "New job for this client",
  category: "Clients",
  keywords: ["create job", "add job", "project"],
  rights: [RIGHTS.JobAdmin],
  scope: CLIENT_EDIT,
  when: (ctx) => focusedClientId(ctx) !== null,
  run: (ctx) => {
    const id = focusedClientId(ctx);
    if (id !== null) ctx.openView(`/job/add/${id}`, { title: "New Job", otherPane: ctx.otherPane });
  },
});
