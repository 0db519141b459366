import { RIGHTS } from "../../server/contracts/rights-codes";
import { askIncentive } from "./ask";
import { attendeeCommand } from "./attendee-action";

/** Sets the selected attendees' incentive amount. */
export const setIncentive = attendeeCommand({
  id: "sessions.setIncentive",
  title: "Set incentive…",
  key: "Alt+Shift+M",
  keywords: ["incentive", "amount", "money"],
  rights: [RIGHTS.JobAdmin, RIGHTS.Incentives],
  action: "incentive",
  done: "incentive set",
  ask: askIncentive,
});
