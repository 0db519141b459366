import { href, ROUTES } from "../../../app/routes/route-patterns";
/** The session screen's sections; the selected one is the last segment of the URL. */
export const SESSION_TABS = [
  { slug: "details", title: "Details" },
  { slug: "times", title: "Time slots" },
  { slug: "attendees", title: "Attendees" },
  { slug: "standby", title: "Standby" },
  { slug: "contacts", title: "Contacts" },
  { slug: "venues", title: "Venues" },
  { slug: "customfields", title: "Custom fields" },
  { slug: "incentives", title: "Incentives" },
  { slug: "durations", title: "Durations" },
  { slug: "quotas", title: "Quotas" },
] as const;
export type SessionTab = (typeof SESSION_TABS)[number]["slug"];

/** An unknown or missing section falls back to details. */
export function sessionTab(segment: string | undefined): SessionTab {
  const found = SESSION_TABS.find((t) => t.slug === segment?.toLowerCase());
  return found ? found.slug : "details";
}

export const sessionEditPath = (id: number, jobId: number, tab: SessionTab = "details") =>
  href(ROUTES.sessionEditTab, { id, jobid: jobId, tab });
