import {
  questionListIssues,
  quotaIssues,
  surveyDetailsSchema,
} from "../../../../server/contracts/surveys/model";
import type { SurveyDraft } from "./editor-model";

/**
 * What stops a draft from saving, in words the staff can act on ("Question 3: A skip must go to a
 * later question"), checked in the browser with the server's own rules before the save calls.
 */
export function saveProblems(draft: SurveyDraft): string[] {
  const problems: string[] = [];
  const details = surveyDetailsSchema.safeParse(draft.details);
  if (!details.success)
    for (const issue of details.error.issues)
      problems.push(`${String(issue.path[0] ?? "Survey")}: ${issue.message}`);
  draft.questions.forEach((q, i) => {
    if ("options" in q) {
      if (q.options.length === 0) problems.push(`Question ${i + 1}: Add at least one option`);
      q.options.forEach((o, j) => {
        if (!o.label.trim()) problems.push(`Question ${i + 1}, option ${j + 1}: Required`);
        if (o.terminate && !o.terminate.reason.trim())
          problems.push(`Question ${i + 1}, option ${j + 1}: Give a reason`);
      });
    }
  });
  for (const issue of questionListIssues(draft.questions))
    problems.push(`Question ${Number(issue.path[0]) + 1}: ${issue.message}`);
  draft.quotas.forEach((c, i) => {
    if (!c.name.trim()) problems.push(`Quota cell ${i + 1}: Required`);
  });
  for (const issue of quotaIssues(draft.quotas, draft.questions))
    problems.push(`Quota cell ${Number(issue.path[0]) + 1}: ${issue.message}`);
  return problems;
}
