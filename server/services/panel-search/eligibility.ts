import type { UseCaseContext } from "../../context";
import { wallDateText } from "../../contracts/agency-time";
import {
  BLOCKING_LABELS,
  ELIGIBILITY_LABELS,
  type EligibilityLabel,
  type EligibilityTag,
} from "../../contracts/panel-search";
import { RIGHTS } from "../../contracts/rights";
import type { Db } from "../../db/client";
import {
  type EligibilityContext,
  type EligibilityFacts,
  eligibilityFacts,
  jobContext,
  loadThresholds,
} from "../../db/repo/panel-search/eligibility-sql";
import { agencyTimeZone } from "../config";

/**
 * Eligibility labels (decision 142): what a recruiter must know before booking or inviting a
 * member. `eligibilityOf` answers the labels of up to a few thousand ids in one grouped query,
 * so bookings and message sends call it at the moment they act.
 */

/** Who may include members whose labels block them (decision 142). */
export const ELIGIBILITY_OVERRIDE_RIGHT = RIGHTS.RespondentAdmin;

type Source = Pick<UseCaseContext, "deps"> | Db;
const dbOf = (source: Source): Db => ("deps" in source ? source.deps.db : source);
const nowOf = (source: Source): Date => ("deps" in source ? source.deps.now() : new Date());

/** The thresholds (config) and, with a job, its category and client for the relative labels. */
export async function eligibilityContextFor(
  source: Source,
  jobId?: number | null,
): Promise<EligibilityContext> {
  const db = dbOf(source);
  const [thresholds, job, zone] = await Promise.all([
    loadThresholds(db),
    jobId ? jobContext(db, jobId) : null,
    agencyTimeZone({ deps: { db } }),
  ]);
  return { now: nowOf(source), zone, thresholds, job };
}

const tag = (code: EligibilityLabel, detail: string | null): EligibilityTag => ({
  code,
  text: ELIGIBILITY_LABELS[code],
  blocked: BLOCKING_LABELS.includes(code),
  detail,
});

/** The labels of one member from the facts the grouped query read. */
function labelsOf(f: EligibilityFacts, e: EligibilityContext): EligibilityTag[] {
  const t = e.thresholds;
  const labels: EligibilityTag[] = [];
  if (f.optedOut) labels.push(tag("optedOut", null));
  const cooldownFrom = e.now.getTime() - t.cooldownDays * 86_400_000;
  if (f.lastTookPart && Date.parse(f.lastTookPart) >= cooldownFrom)
    labels.push(tag("cooldown", `last took part ${wallDateText(f.lastTookPart, e.zone)}`));
  if (f.noShowCount >= t.noShowBlockAt) labels.push(tag("noShowBlocked", `${f.noShowCount} no-shows`));
  else if (f.noShowCount > 0)
    labels.push(tag("noShows", `${f.noShowCount} no-show${f.noShowCount > 1 ? "s" : ""}`));
  if (f.unresponsive >= t.unresponsiveInvites)
    labels.push(tag("unresponsive", `${f.unresponsive} unanswered`));
  if (f.sameCategoryAt)
    labels.push(tag("sameCategory", `took part ${wallDateText(f.sameCategoryAt, e.zone)}`));
  if (f.competingClientAt)
    labels.push(tag("competingClient", `took part ${wallDateText(f.competingClientAt, e.zone)}`));
  return labels;
}

/**
 * The labels of each id (ids that are not respondents are left out). Pass `jobId` for the
 * job-relative labels (same category, competing client).
 */
export async function eligibilityOf(
  source: Source,
  respondentIds: number[],
  options: { jobId?: number | null; context?: EligibilityContext } = {},
): Promise<Map<number, EligibilityTag[]>> {
  const e = options.context ?? (await eligibilityContextFor(source, options.jobId));
  const ids = [...new Set(respondentIds)];
  const result = new Map<number, EligibilityTag[]>();
  for (let i = 0; i < ids.length; i += 2000) {
    for (const facts of await eligibilityFacts(dbOf(source), ids.slice(i, i + 2000), e))
      result.set(facts.id, labelsOf(facts, e));
  }
  return result;
}

/** The blocking labels among `labels` (empty: the member may be booked or invited). */
export function blockedBy(labels: readonly EligibilityTag[]): EligibilityLabel[] {
  return labels.filter((l) => l.blocked).map((l) => l.code as EligibilityLabel);
}
