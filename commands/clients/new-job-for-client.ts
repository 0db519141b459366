import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { CLIENT_EDIT } from "./client-context";

/** job/add/{clientid} for the focused client. */
export const newJobForClient = defineCommand({
  id: "clients.newJob",
  title: "New job for this client",
  category: "Clients",
  keywords: ["create job", "add job", "project"],
  rights: [RIGHTS.JobAdmin],
  scope: CLIENT_EDIT,
  when: (ctx) => focusedRecordId(ctx, CLIENT_EDIT) !== null,
  run: (ctx) => {
    const id = focusedRecordId(ctx, CLIENT_EDIT);
    if (id !== null)
      ctx.openView(href(ROUTES.jobAddForClient, { clientid: id }), {
        title: "New Job",
        otherPane: ctx.otherPane,
      });
  },
});
