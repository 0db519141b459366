import { RIGHTS } from "../../server/contracts/rights-codes";
import { attendeeCommand } from "./attendee-action";

/** Pays the selected attendees' incentive (attended or qualified only; the server checks). */
export const recordPayment = attendeeCommand({
  id: "sessions.recordPayment",
  title: "Record payment",
  key: "Alt+Shift+P",
  keywords: ["pay", "incentive", "paid"],
  rights: [RIGHTS.JobAdmin, RIGHTS.Incentives],
  action: "pay",
  done: "paid",
});
