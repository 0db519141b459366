import type { Question } from "../../contracts/surveys/logic";
import type { Db } from "../../db/client";
import { questionsOf, type SurveyRow } from "../../db/repo/surveys";

/**
 * A survey's questions kept in memory per database and survey, keyed by the survey's updated_at
 * (decision 153): every question edit touches the survey, so a new stamp reads them again. Page
 * saves then skip the question query. Callers must not mutate the questions they get.
 */

const LIMIT = 500;
const cache = new WeakMap<Db, Map<number, { stamp: number; questions: readonly Question[] }>>();

export async function surveyQuestions(db: Db, survey: Pick<SurveyRow, "id" | "updatedAt">) {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const stamp = survey.updatedAt.getTime();
  const hit = perDb.get(survey.id);
  if (hit && hit.stamp === stamp) return hit.questions as Question[];
  const questions = (await questionsOf(db, survey.id)).map((r) => r.definition);
  perDb.delete(survey.id);
  if (perDb.size >= LIMIT) perDb.delete(perDb.keys().next().value as number);
  perDb.set(survey.id, { stamp, questions });
  return questions;
}
