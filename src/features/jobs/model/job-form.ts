import { RIGHTS } from "../../../../server/contracts/rights-codes";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import type { FieldSpec } from "../../../components/ui/record-form";

export type Options = { value: string; label: string }[];

/** The job details form (contract jobSaveSchema). */
export function jobFields(o: {
  clients: Options;
  statuses: Options;
  difficulties: Options;
  quoteStatuses: Options;
  contacts: Options;
  /** Staff by full name; the value stored is the user name (decision 178). */
  staff: Options;
}): FieldSpec[] {
  return [
    { name: "name", label: "Job name" },
    { name: "clientId", label: "Client", kind: "idselect", options: o.clients },
    { name: "jobNumber", label: "Job number (blank: next number)" },
    { name: "status", label: "Status", kind: "select", options: o.statuses },
    { name: "jobType", label: "Job type" },
    { name: "difficulty", label: "Difficulty", kind: "select", options: o.difficulties },
    { name: "approvedNo", label: "Approved number" },
    { name: "startDate", label: "Start date", kind: "date" },
    { name: "endDate", label: "End date", kind: "date" },
    { name: "projectManager", label: "Project manager", kind: "select", options: o.staff },
    { name: "clientContactId", label: "Client contact", kind: "idselect", options: o.contacts },
    { name: "quoteStatus", label: "Quote status", kind: "select", options: o.quoteStatuses },
    { name: "quoteValue", label: "Quote value", kind: "money" },
    { name: "description", label: "Description", kind: "textarea" },
  ];
}

export const JOB_TABS = [
  { slug: "details", title: "Details" },
  { slug: "contacts", title: "Contacts" },
  { slug: "venues", title: "Venues" },
  { slug: "incentives", title: "Incentives" },
  { slug: "durations", title: "Durations" },
  { slug: "time", title: "Time" },
  { slug: "quotas", title: "Quotas" },
  { slug: "sessions", title: "Sessions" },
  { slug: "invoices", title: "Invoices" },
  { slug: "documents", title: "Documents" },
  { slug: "queries", title: "Queries" },
] as const;
export type JobTab = (typeof JOB_TABS)[number]["slug"];

/**
 * Tabs whose list the server refuses without a right (GET /api/job/invoices needs INV). They are
 * left out for users without it: opening one would answer 403, which signs the user out.
 */
const TAB_RIGHTS: Partial<Record<JobTab, string>> = { invoices: RIGHTS.Invoicing };

/** Whether this user may open the tab. */
export const canOpenJobTab = (tab: JobTab, rights: ReadonlySet<string>) => {
  const right = TAB_RIGHTS[tab];
  return right === undefined || rights.has(right);
};

export function jobTab(segment: string | undefined): JobTab {
  const found = JOB_TABS.find((t) => t.slug === segment?.toLowerCase());
  return found ? found.slug : "details";
}

export const jobEditPath = (id: number, tab: JobTab = "details") =>
  href(ROUTES.jobEditTab, { id, selectedtab: tab });

export const asOptions = (items: { code: string; label: string }[] | undefined): Options =>
  (items ?? []).map((i) => ({ value: i.code, label: i.label }));

/**
 * Durations are saved as the job's whole list (job/duration/update replaces it): the edited row
 * replaces its old self, a new one is appended, deleted ids are left out.
 */
export function nextDurations<T extends { id: number }>(
  current: T[],
  edited: Record<string, unknown> | null,
  removeIds: number[] = [],
) {
  const keep = current.filter((d) => !removeIds.includes(d.id));
  if (!edited) return keep;
  const id = Number(edited.id) || 0;
  return id ? keep.map((d) => (d.id === id ? { ...d, ...edited } : d)) : [...keep, { ...edited, id: 0 }];
}
