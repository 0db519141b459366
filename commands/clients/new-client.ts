import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { CLIENT_LIST } from "./client-context";

/** The client list's "New client" button (the menu's entry is the Go-to command). */
export const newClient = defineCommand({
  id: "clients.new",
  title: "New client",
  category: "Clients",
  keywords: ["add client", "create client"],
  key: "Alt+Shift+N",
  rights: [RIGHTS.ClientAdmin],
  scope: [CLIENT_LIST],
  run: (ctx) => ctx.openView("/client/add", { title: "New Client", otherPane: ctx.otherPane }),
});
