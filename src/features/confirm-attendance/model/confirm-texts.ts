import {
  CANT_MAKE_IT_REASONS,
  type ConfirmDetails,
  type ConfirmState,
} from "../../../../server/contracts/sessions/confirm-page";

/** "Thursday 10/12/2026, 18:00–19:30 AEDT": the agency's clock, the zone named (decision 170). */
export function whenText(d: Pick<ConfirmDetails, "weekday" | "date" | "time" | "endTime" | "zoneName">) {
  if (!d.date) return "";
  const times = d.time && d.endTime && d.endTime !== d.time ? `${d.time}–${d.endTime}` : d.time;
  return [`${d.weekday} ${d.date}`.trim(), [times, d.zoneName].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

/** The heading of each state, addressed to the person. */
export function headingOf(state: ConfirmState, firstName: string): string {
  const name = firstName ? `, ${firstName}` : "";
  switch (state) {
    case "pending":
      return `Please confirm your place${name}`;
    case "confirmed":
      return `Thanks${name}: you're confirmed`;
    case "expired":
      return "This session has already taken place";
    case "cancelled":
      return "This booking is cancelled";
  }
}

/** The line under the heading: what happens next. */
export function nextStepOf(state: ConfirmState): string {
  switch (state) {
    case "pending":
      return "Press Confirm to let the research team know you'll be there.";
    case "confirmed":
      return "We look forward to seeing you. Add the session to your calendar so you don't miss it.";
    case "expired":
      return "Thank you for your interest. We'll be in touch about future studies.";
    case "cancelled":
      return "Your place has been released. If you think this is a mistake, please contact the research team.";
  }
}

export const OTHER = "Other";
export const REASONS: readonly string[] = CANT_MAKE_IT_REASONS;

/** The reason sent to the server, or null when it is not complete ('Other' needs words). */
export function cancelReason(choice: string, other: string): string | null {
  if (!choice) return null;
  if (choice !== OTHER) return choice;
  const text = other.trim();
  return text ? `Other: ${text}` : null;
}
