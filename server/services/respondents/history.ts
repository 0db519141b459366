import type { UseCaseContext } from "../../context";
import type { HistoryItem } from "../../contracts/respondents/history";
import { type HistoryDbRow, historyPage } from "../../db/repo/respondent-history";
import { findRespondent } from "../../db/repo/respondents";
import { notFound } from "../../http/errors";

/** Event kinds in the words a recruiter uses (a "Survey" event is the invitation to it). */
const EVENT_WORDS: Record<string, string> = {
  Survey: "Invitation",
  Session: "Session",
  Screener: "Screener",
  SurveyClick: "Survey link opened",
  Opportunity: "Opportunity",
};

function what(r: HistoryDbRow): string {
  if (r.source === "payment") return "Payment";
  if (r.source === "answers") return r.survey_kind === "survey" ? "Survey answers" : "Screener answers";
  return EVENT_WORDS[r.kind] ?? r.kind;
}

const toItem = (r: HistoryDbRow): HistoryItem => ({
  key: `${r.source}-${r.id}`,
  source: r.source,
  what: what(r),
  status: r.status,
  at: new Date(r.at).toISOString(),
  jobId: r.job_id,
  jobNumber: r.job_number,
  jobName: r.job_name,
  sessionId: r.session_id,
  sessionName: r.session_name,
  surveyId: r.survey_id,
  surveyTitle: r.survey_title,
  amount: r.amount === null ? null : Number(r.amount),
});

/** respondent-history/{id}: the member's participation timeline, newest first, one page. */
export async function respondentHistory(
  ctx: UseCaseContext,
  respondentId: number,
  { page, pageSize }: { page: number; pageSize: number },
) {
  if (!(await findRespondent(ctx.deps.db, respondentId))) throw notFound("Respondent not found.");
  const { rows, total } = await historyPage(ctx.deps.db, respondentId, (page - 1) * pageSize, pageSize);
  return { items: rows.map(toItem), total, page, pageSize };
}
