import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeCommand } from "./attendee-action";
import { canReversePayment } from "./attendee-rules";

/** Marks the selected attendees' payment as bounced (reverses the points). */
export const markPaymentBounced = attendeeCommand({
  id: "sessions.markPaymentBounced",
  title: "Mark payment bounced",
  key: "Alt+Shift+B",
  keywords: ["bounced", "payment", "failed"],
  rights: [RIGHTS.JobAdmin, RIGHTS.Incentives],
  action: "bounced",
  done: "payment marked bounced",
  allows: canReversePayment,
  why: "Only paid attendees.",
});
