import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Comparison } from "../../../contracts/panel-search";
import type { Question } from "../../../contracts/surveys/logic";
import type { Db } from "../../client";
import { surveyQuestions, surveys } from "../../schema/surveys";
import { compileColumn } from "./compile";
import type { FieldDef, ValueKind } from "./fields";
import type { FieldProvider } from "./providers";

/**
 * The `survey` field provider (decision 148): every answerable question of a survey becomes a
 * filter field keyed `survey:<surveyId>:<questionId>` (the question's numeric row id), a grid
 * row `survey:<surveyId>:<questionId>:<rowCode>`. A condition holds when the respondent has a
 * response to that survey whose answer matches; it compiles to an EXISTS over survey_responses
 * where the survey id, the question code, the row code and the values are all bound parameters.
 */

const KEY = /^survey:(\d{1,10}):(\d{1,10})(?::([A-Za-z0-9_.]{1,40}))?$/;
const MAX_ID = 2_147_483_647;

/** Row codes may hold '-', which field keys do not allow; '.' never occurs in a code, so it stands in. */
const rowSegment = (code: string) => code.replace(/-/g, ".");

type Option = { value: string; text: string };
interface Spec {
  kind: ValueKind;
  comparisons?: Comparison[];
  options?: Option[];
  /** The grid row whose column is the answer. */
  row?: { code: string; label: string };
}

const TEXT: Comparison[] = ["contains", "equals", "empty", "notEmpty"];
const NUMBER: Comparison[] = ["equals", "notEquals", "between", "before", "after", "empty", "notEmpty"];
const DATE: Comparison[] = ["before", "after", "between", "equals", "empty", "notEmpty"];
const opts = (list: { id: string; label: string }[]): Option[] =>
  list.map((o) => ({ value: o.id, text: o.label }));

/** The filter fields of one question; info and hidden questions have no answer to filter on. */
function specsOf(q: Question): Spec[] {
  switch (q.kind) {
    case "single":
      return [{ kind: "code", options: opts(q.options) }];
    case "multi":
    case "ranking":
      return [{ kind: "codes", options: opts(q.options) }];
    case "grid":
      return q.rows.map((r) => ({
        kind: "code" as const,
        options: opts(q.columns),
        row: { code: r.id, label: r.label },
      }));
    case "number":
      return [{ kind: "number", comparisons: NUMBER }];
    case "text":
      return [{ kind: "text", comparisons: TEXT }];
    case "date":
      return [{ kind: "date", comparisons: DATE }];
    case "consent":
      return [{ kind: "boolean" }];
    default:
      return [];
  }
}

/** The question's text without markup, short enough for a caption. */
const captionOf = (q: Question) => {
  const plain = q.text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const text = plain || q.id;
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** The answer's SQL, typed for the field's kind, read from the response alias `sr`. */
function answerExpr(code: string, spec: Spec): SQL {
  const raw = spec.row
    ? sql`(sr.answers -> ${code}::text -> ${spec.row.code}::text)`
    : sql`(sr.answers -> ${code}::text)`;
  const typed = (type: string, cast: SQL) => sql`(case when jsonb_typeof(${raw}) = ${type} then ${cast} end)`;
  switch (spec.kind) {
    case "number":
      return typed("number", sql`(${raw} #>> '{}')::numeric`);
    case "codes":
      return typed("array", raw);
    case "boolean":
      return typed("boolean", sql`(${raw} #>> '{}')::boolean`);
    case "date":
      return sql`(case when jsonb_typeof(${raw}) = 'string' and (${raw} #>> '{}') ~ '^\\d{4}-\\d{2}-\\d{2}$' then (${raw} #>> '{}')::date end)`;
    default:
      return typed("string", sql`(${raw} #>> '{}')`);
  }
}

interface QuestionRow {
  id: number;
  surveyId: number;
  code: string;
  definition: Question;
  title: string;
}

function fieldsOf(row: QuestionRow): FieldDef[] {
  const q = row.definition;
  return specsOf(q).map((spec) => {
    const field: FieldDef = {
      key: `survey:${row.surveyId}:${row.id}${spec.row ? `:${rowSegment(spec.row.code)}` : ""}`,
      caption: spec.row ? `${captionOf(q)} – ${spec.row.label}` : captionOf(q),
      group: row.title,
      kind: spec.kind,
      comparisons: spec.comparisons,
      options: spec.options,
      custom: (el, scope, helpers) =>
        sql`exists (select 1 from survey_responses sr where sr.survey_id = ${row.surveyId} and sr.respondent_id = ${scope.respondentId} and ${compileColumn(el, field, answerExpr(row.code, spec), helpers.zone)})`,
    };
    return field;
  });
}

const questionColumns = {
  id: surveyQuestions.id,
  surveyId: surveyQuestions.surveyId,
  code: surveyQuestions.code,
  definition: surveyQuestions.definition,
  title: surveys.title,
};

export const surveyFieldProvider: FieldProvider = {
  prefix: "survey",
  async filterItems(db: Db, surveyId: number | null) {
    if (!surveyId || surveyId > MAX_ID) return [];
    const rows = await db
      .select(questionColumns)
      .from(surveyQuestions)
      .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
      .where(eq(surveyQuestions.surveyId, surveyId))
      .orderBy(asc(surveyQuestions.position));
    return rows.flatMap(fieldsOf);
  },
  async resolve(db: Db, keys: string[]) {
    const parsed = keys.flatMap((key) => {
      const m = KEY.exec(key);
      const ids = m ? [Number(m[1]), Number(m[2])] : [];
      return m && ids.every((n) => n >= 1 && n <= MAX_ID) ? [{ key, questionId: Number(m[2]) }] : [];
    });
    if (parsed.length === 0) return [];
    const rows = await db
      .select(questionColumns)
      .from(surveyQuestions)
      .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
      .where(inArray(surveyQuestions.id, [...new Set(parsed.map((p) => p.questionId))]));
    const wanted = new Set(keys);
    return rows.flatMap(fieldsOf).filter((f) => wanted.has(f.key));
  },
};
