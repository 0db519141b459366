/**
 * The job a callback's `state` names, read without checking its signature (the server checks
 * it): only so a refused callback can still link back to the job.
 */
export function jobIdOfState(state: string): number | null {
  const body = state.split(".")[0] ?? "";
  try {
    const padded = body.replace(/-/g, "+").replace(/_/g, "/");
    const parsed = JSON.parse(atob(padded)) as { jobId?: unknown };
    return Number.isInteger(parsed.jobId) && (parsed.jobId as number) > 0 ? (parsed.jobId as number) : null;
  } catch {
    return null;
  }
}

export interface PushRow {
  id: number;
  invoiceNumber: string;
  amount: number;
  externalRef: string | null;
}

/** "Sent to MYOB as …" once the reference is recorded, else still waiting. */
export const pushText = (row: Pick<PushRow, "externalRef">) =>
  row.externalRef ? `Sent to MYOB as ${row.externalRef}` : "Waiting to be sent…";
