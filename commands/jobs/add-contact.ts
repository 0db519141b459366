import { RIGHTS } from "../../server/contracts/rights-codes";
import { addToJob } from "./add-child";

export const addJobContact = addToJob({
  id: "jobs.addContact",
  title: "Add job contact",
  tab: "contacts",
  kind: "job-contact",
  keywords: ["contact", "client contact"],
  right: RIGHTS.JobAdmin,
});
