import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeCommand } from "./attendee-action";

/** Marks the selected attendees' payment as bounced (reverses the points). */
export const markPaymentBounced = attendeeCommand({
  id: "sessions.markPaymentBounced",
  title: "Mark payment bounced",
  key: "Alt+Shift+B",
  keywords: ["bounced", "payment", "failed"],
  rights: [RIGHTS.JobAdmin, RIGHTS.Incentives],
  action: "bounced",
  done: "payment marked bounced",
});
