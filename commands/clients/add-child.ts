import { RIGHTS, type RightCode } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { clientScreens } from "../../src/features/clients/state/screen-state";
import { focusedRecordId } from "../core/focused-record";
import { type Command, defineCommand } from "../core/types";
import { CLIENT_EDIT } from "./client-context";

/**
 * "Add contact", "Add note"...: shows the client's tab and asks it for a blank editor. The
 * screens listen through the clients screen-state store (commands may not import components).
 */
export function addToClient(spec: {
  id: string;
  title: string;
  tab: string;
  kind: string;
  keywords: string[];
  right?: RightCode;
}): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    category: "Clients",
    keywords: spec.keywords,
    rights: [spec.right ?? RIGHTS.ClientAdmin],
    scope: CLIENT_EDIT,
    when: (ctx) => focusedRecordId(ctx, CLIENT_EDIT) !== null,
    run: (ctx) => {
      const id = focusedRecordId(ctx, CLIENT_EDIT);
      if (id === null) return;
      const path = href(ROUTES.clientEditTab, { id, selectedtab: spec.tab });
      // The request waits in the store until the tab (mounted by the navigation) opens it.
      clientScreens.requestEditor(spec.kind, id);
      if (ctx.focused?.path.toLowerCase() !== path) ctx.navigate(path);
    },
  });
}
