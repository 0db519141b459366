import { RIGHTS } from "../../server/contracts/rights-codes";
import { addToJob } from "./add-child";

export const addIncentive = addToJob({
  id: "jobs.addIncentive",
  title: "Add incentive",
  tab: "incentives",
  kind: "incentive",
  keywords: ["incentive", "payment", "reward"],
  right: RIGHTS.Incentives,
});
