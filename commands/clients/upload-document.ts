import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { uploadDocumentsCommand } from "../common/upload-documents";
import { CLIENT_EDIT } from "./client-context";

/** Chooses files and uploads them to the focused client. */
export const uploadClientDocument = uploadDocumentsCommand({
  id: "clients.uploadDocument",
  title: "Upload document",
  category: "Clients",
  right: RIGHTS.ClientAdmin,
  patterns: CLIENT_EDIT,
  area: "clients",
  parentType: "Client",
  documents: (clients) => clients.clientChildren.documents,
  tabPath: (id) => href(ROUTES.clientEditTab, { id, selectedtab: "documents" }),
});
