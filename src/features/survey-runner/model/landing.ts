/**
 * Pure helpers of the survey landing page (product §2.10, §3): the link's decoded value and how
 * invitation fields read.
 */

/** The decoded survey link value (product §3): "respondentId|jobId|surveyId". */
export function parseDecodedValue(
  value: string,
): { respondentId: string; jobId: string; surveyId: string } | null {
  const [respondentId, jobId, surveyId = "0"] = value.split("|");
  const id = /^[1-9]\d*$/;
  if (!respondentId || !jobId || !id.test(respondentId) || !id.test(jobId)) return null;
  return { respondentId, jobId, surveyId };
}

/** An ISO day (or timestamp) as DD/MM/YYYY; other text as sent (the job's own wording). */
export function dayText(value: string | null | undefined): string {
  if (!value) return "";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** An incentive as `$75.00`; text the job wrote (e.g. "$75 gift card") as is. */
export function incentiveText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isNaN(n)) return String(value);
  return `$${n.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A survey duration: minutes as "15 minutes", other text as sent. */
export function durationText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const s = String(value);
  return /^\d+$/.test(s) ? `${s} minutes` : s;
}

/** The first error of several calls, in the order they were made (product §2.10, §8). */
export function firstError(
  ...answers: ({ succeeded: boolean; errors: string[] } | undefined)[]
): string | null {
  for (const a of answers) {
    if (a && !a.succeeded) return a.errors[0] ?? "Something went wrong. Please try again.";
  }
  return null;
}
