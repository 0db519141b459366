import { RIGHTS } from "../../server/contracts/rights-codes";
import { addToJob } from "./add-child";

export const createInvoice = addToJob({
  id: "jobs.createInvoice",
  title: "Create invoice",
  tab: "invoices",
  kind: "invoice",
  keywords: ["invoice", "bill"],
  right: RIGHTS.Invoicing,
});
