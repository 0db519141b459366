import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { clientScreens } from "../../src/features/clients/state/screen-state";
import { addChildCommand, type ChildArea } from "../common/add-child";
import { CLIENT_EDIT } from "./client-context";

/** "Add contact", "Add note"...: shows the client's tab and asks it for a blank editor. */
const CLIENT: ChildArea = {
  category: "Clients",
  patterns: CLIENT_EDIT,
  right: RIGHTS.ClientAdmin,
  tabPath: (id, tab) => href(ROUTES.clientEditTab, { id, selectedtab: tab }),
  requestEditor: (kind, id) => clientScreens.requestEditor(kind, id),
};

export const addToClient = (spec: Parameters<typeof addChildCommand>[1]) => addChildCommand(CLIENT, spec);
