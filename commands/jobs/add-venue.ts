import { RIGHTS } from "../../server/contracts/rights-codes";
import { addToJob } from "./add-child";

export const addJobVenue = addToJob({
  id: "jobs.addVenue",
  title: "Add job venue",
  tab: "venues",
  kind: "job-venue",
  keywords: ["venue", "location"],
  right: RIGHTS.JobAdmin,
});
