import { RIGHTS } from "../../server/contracts/rights-codes";
import type { ClientSuggestion } from "../../server/contracts/search";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand } from "../core/types";

export const openClient = defineCommand<ClientSuggestion>({
  id: "clients.open",
  title: "Open client…",
  category: "Open",
  keywords: ["client", "company", "customer", "%"],
  key: "Alt+C",
  keyInInputs: true,
  rights: [RIGHTS.ClientAdmin],
  picker: {
    placeholder: "Client name",
    minLength: 2,
    hint: "Type at least 2 characters of the client name.",
    load: async (query, ctx, signal) =>
      (await ctx.api.searchClients(query, signal)).map((c) => ({
        id: `client-${c.id}`,
        title: c.name,
        subtitle: c.status,
        value: c,
      })),
  },
  run: (ctx, c) =>
    ctx.openView(href(ROUTES.clientEdit, { id: c.id }), { title: c.name, otherPane: ctx.otherPane }),
});
