import { RIGHTS } from "../../server/contracts/rights-codes";
import { addToSession } from "./add-to-session";

export const addSessionIncentive = addToSession({
  id: "sessions.addIncentive",
  title: "Add session incentive",
  tab: "incentives",
  kind: "session-incentive",
  keywords: ["incentive", "payment amount", "reward"],
  right: RIGHTS.Incentives,
});
