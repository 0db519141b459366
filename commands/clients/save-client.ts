import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES, type RoutePattern } from "../../src/app/routes/route-patterns";
import { tabSavers } from "../../src/workspace/tab-savers";
import { defineCommand } from "../core/types";
import { CLIENT_EDIT } from "./client-context";

/** Route patterns of the client forms: the new client and each client's tabs. */
const CLIENT_FORMS: RoutePattern[] = [...CLIENT_EDIT, ROUTES.clientAdd];

/** Saves the focused client form (details, or the child editor holding the focus). */
export const saveClient = defineCommand({
  id: "clients.save",
  title: "Save client",
  category: "Clients",
  keywords: ["save client", "update"],
  key: "Mod+S",
  keyInInputs: true,
  rights: [RIGHTS.ClientAdmin],
  scope: CLIENT_FORMS,
  when: (ctx) => CLIENT_FORMS.includes((ctx.focused?.pattern ?? "") as RoutePattern),
  enabled: () => (tabSavers.canSaveFocused() ? true : "This tab has no form to save."),
  run: () => tabSavers.saveFocused(),
});
