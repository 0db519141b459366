import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { selectedRows } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { CLIENT_LIST } from "./client-context";

/** Opens the client selected in the list (Enter does the same on the row). */
export const editClient = defineCommand({
  id: "clients.edit",
  title: "Edit client",
  category: "Clients",
  keywords: ["open client"],
  rights: [RIGHTS.ClientAdmin],
  scope: [CLIENT_LIST],
  enabled: (ctx) => (selectedRows(ctx).length === 1 ? true : "Select one client in the list."),
  run: (ctx) => {
    const row = selectedRows(ctx)[0] as { id: number; name?: string } | undefined;
    if (row)
      ctx.openView(href(ROUTES.clientEditTab, { id: row.id, selectedtab: "details" }), {
        title: row.name ?? "Edit Client",
        otherPane: ctx.otherPane,
      });
  },
});
