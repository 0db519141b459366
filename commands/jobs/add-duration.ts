import { RIGHTS } from "../../server/contracts/rights-codes";
import { addToJob } from "./add-child";

export const addDuration = addToJob({
  id: "jobs.addDuration",
  title: "Add duration",
  tab: "durations",
  kind: "job-duration",
  keywords: ["duration", "minutes", "length"],
  right: RIGHTS.JobAdmin,
});
