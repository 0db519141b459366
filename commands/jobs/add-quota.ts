import { RIGHTS } from "../../server/contracts/rights-codes";
import { addToJob } from "./add-child";

export const addQuota = addToJob({
  id: "jobs.addQuota",
  title: "Add quota",
  tab: "quotas",
  kind: "quota",
  keywords: ["quota", "target"],
  right: RIGHTS.JobAdmin,
});
