/**
 * Lookup JobStatus codes a job can end in. An ended job's survey links expire, and it leaves the
 * current-work lists (dashboard, the client's current jobs, a client's open jobs). Archived is the
 * status bulk data gives old closed jobs (decision 281), so it ends a job like Closed does.
 */
export const ARCHIVED_JOB_STATUS = "Archived";
export const ENDED_JOB_STATUSES: readonly string[] = ["Closed", "Cancelled", ARCHIVED_JOB_STATUS];

export function isEndedJobStatus(status: string): boolean {
  return ENDED_JOB_STATUSES.includes(status);
}
