/**
 * Panel-search constants without zod (decision 080): the staff shell and commands import these;
 * panel-search.ts builds its schemas from them and re-exports them for the server.
 */

/** The query entities of staff-calls §7.15 (the `{entity}` path segment). */
export const QUERY_ENTITIES = ["respondent", "event", "event-archive", "document"] as const;
export type QueryEntity = (typeof QUERY_ENTITIES)[number];

/** Event-list module names (staff-calls §7.15): each narrows the event entity. */
export const EVENT_MODULES = [
  "Job All Respondents",
  "Session Qualified Respondents",
  "Respondent Payments",
  "Survey Events",
  "Search Events",
] as const;
export type EventModule = (typeof EVENT_MODULES)[number];

/** Document parents (staff-calls §7.15). */
export const DOCUMENT_PARENTS = ["Client", "ClientQuotes", "ClientJob"] as const;
export type DocumentParent = (typeof DOCUMENT_PARENTS)[number];

/** Filter element types (product §3). */
export const FILTER_TYPES = [
  "Text",
  "Password",
  "DropDown",
  "Option",
  "DoubleText",
  "Date",
  "ClientJobGroupEvent",
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** Comparison methods: code → the name GetComparisonMethods shows. */
export const COMPARISONS = {
  equals: "Equals",
  notEquals: "Not equals",
  contains: "Contains",
  startsWith: "Starts with",
  between: "Between",
  before: "Before",
  after: "After",
  inList: "In list",
  empty: "Empty",
  notEmpty: "Not empty",
} as const;
export type Comparison = keyof typeof COMPARISONS;
export const COMPARISON_CODES = Object.keys(COMPARISONS) as Comparison[];

/** @public Filter colours (product §3): value → name. */
export const FILTER_COLOURS = [
  "None",
  "Red",
  "Green",
  "Orange",
  "Blue",
  "Black",
  "Yellow",
  "Purple",
] as const;
/** @public */
export type FilterColour = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** What a filter element is besides its values (product §3). */
interface ElementHead {
  type: FilterType;
  field: string;
  caption: string;
  comparison: Comparison;
  color?: number;
}

/**
 * A filter element with its seven value slots (value1 … value7) filled from `values` in order,
 * the missing ones null: the wire shape the builder sends and the server's default conditions use.
 */
export function filterElement(head: ElementHead, values: readonly (string | null)[] = []) {
  const at = (i: number) => values[i] ?? null;
  return {
    ...head,
    color: head.color ?? 0,
    value1: at(0),
    value2: at(1),
    value3: at(2),
    value4: at(3),
    value5: at(4),
    value6: at(5),
    value7: at(6),
  };
}

/**
 * Eligibility labels per result row (decision 142). Blocking labels leave a member out of
 * bookings and invitations unless an override is asked for by a holder of the override right.
 */
export const ELIGIBILITY_LABELS = {
  optedOut: "Opted out / do not contact",
  cooldown: "In cooldown",
  noShows: "Has no-shows",
  noShowBlocked: "Too many no-shows",
  unresponsive: "Invited but unresponsive",
  sameCategory: "Took part in this job category recently",
  competingClient: "Took part for a competing client recently",
} as const;
export type EligibilityLabel = keyof typeof ELIGIBILITY_LABELS;
export const ELIGIBILITY_CODES = Object.keys(ELIGIBILITY_LABELS) as EligibilityLabel[];
/**
 * Labels that block a booking or invitation unless overridden. The others (cooldown, unresponsive,
 * same category, competing client) warn and filter: follow-up sessions of one study re-book
 * members who just took part (decision 142).
 */
export const BLOCKING_LABELS: readonly EligibilityLabel[] = ["optedOut", "noShowBlocked"];

/** Config item keys of the eligibility thresholds (seeded; numbers as text). */
export const ELIGIBILITY_CONFIG = {
  cooldownDays: "Eligibility.CooldownDays",
  noShowBlockAt: "Eligibility.NoShowBlockAt",
  unresponsiveInvites: "Eligibility.UnresponsiveInvites",
  categoryMonths: "Eligibility.SameCategoryMonths",
  competitorMonths: "Eligibility.CompetingClientMonths",
  archiveAfterDays: "Events.ArchiveAfterDays",
} as const;

/** Counts are exact up to this many matches, then estimated (dependencies §8). */
export const EXACT_COUNT_LIMIT = 10_000;
/** Largest page of GetQueryResults; deeper than MAX_OFFSET pages use the keyset cursor. */
export const QUERY_PAGE_MAX = 500;
/** An offset page reads and discards every row before it: at 100,000 that is 100+ ms (decision 146). */
export const QUERY_MAX_OFFSET = 10_000;
/** Most ids GetQueryResultsIds answers, and most rows an export streams. */
export const QUERY_IDS_MAX = 100_000;
export const QUERY_EXPORT_MAX = 1_000_000;
/** Filter tree limits: elements in all, and group nesting depth. */
export const FILTER_MAX_ELEMENTS = 60;
export const FILTER_MAX_DEPTH = 6;
