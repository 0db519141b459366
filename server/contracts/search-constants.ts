/**
 * Search kinds, limits and paths without zod: the staff shell's top bar and palette import them,
 * and a module holding schemas would pull zod into its first download (decision 080).
 * search.ts re-exports all of this next to the schemas.
 */
/** The autocomplete fields of product §7.7 plus the palette's own (decision 031). */
export const SEARCH_KINDS = [
  "job-number",
  "job-name",
  "job-invnumber",
  "resp-id",
  "resp-mobile",
  "resp-email",
  "session",
  "client",
  "job",
  "respondent",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Minimum keyword length per kind (product §5: 1 for panel member id, 4 for the others). */
export const SEARCH_MIN_LENGTH: Record<SearchKind, number> = {
  "job-number": 4,
  "job-name": 4,
  "job-invnumber": 4,
  "resp-id": 1,
  "resp-mobile": 4,
  "resp-email": 4,
  session: 1,
  client: 2,
  job: 2,
  respondent: 1,
};

/** At most this many suggestions (product §9). */
export const SEARCH_MAX_RESULTS = 5;

/** Route of a respondent by its panel flags (product §2.6). */
export function respondentPath(r: { id: number; businessRego: boolean; disabilityRego: boolean }): string {
  if (r.businessRego) return `/bussinesspanelmember/${r.id}`;
  if (r.disabilityRego) return `/impairmentpanelmember/${r.id}`;
  return `/respondent/${r.id}`;
}

export const jobNumberAndName = (jobNumber: string, name: string) => `${jobNumber} - ${name}`;

/** The autocomplete call's path (search-calls.ts declares it; the top bar sends it by hand). */
export const SEARCH_PATH = "/search/:kind/:keyword/";

/** The autocomplete URL of one keyword, as the top bar and the palette send it. */
export const searchUrl = (kind: SearchKind, keyword: string) =>
  `/api${SEARCH_PATH.replace(":kind", kind).replace(":keyword", encodeURIComponent(keyword))}`;
