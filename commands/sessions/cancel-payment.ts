import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeCommand } from "./attendee-action";
import { canReversePayment } from "./attendee-rules";

/** Cancels the selected attendees' payment (reverses the points). */
export const cancelPayment = attendeeCommand({
  id: "sessions.cancelPayment",
  title: "Cancel payment",
  key: "Alt+Shift+K",
  keywords: ["unpay", "payment", "reverse"],
  rights: [RIGHTS.JobAdmin, RIGHTS.Incentives],
  action: "cancelPayment",
  done: "payment cancelled",
  allows: canReversePayment,
  why: "Only paid attendees.",
});
