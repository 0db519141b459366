import {
  type COMPARE_OPS,
  type Condition,
  PRESENCE_OPS,
  SET_OPS,
} from "../../../../server/contracts/surveys/logic";

/** A condition that names one question or profile field (the rows the editor shows). */
export type SimpleCondition = Extract<Condition, { q: string }>;

export const OP_LABELS: Record<SimpleCondition["op"], string> = {
  eq: "is",
  neq: "is not",
  lt: "is less than",
  lte: "is at most",
  gt: "is more than",
  gte: "is at least",
  anyOf: "is any of",
  allOf: "includes all of",
  noneOf: "is none of",
  answered: "is answered",
  notAnswered: "is not answered",
};

/** The editor shows a condition as rows joined by all/any; nested groups stay as they are. */
export function conditionRows(cond: Condition | undefined): { join: "all" | "any"; rows: Condition[] } {
  if (!cond) return { join: "all", rows: [] };
  if ("all" in cond) return { join: "all", rows: cond.all };
  if ("any" in cond) return { join: "any", rows: cond.any };
  return { join: "all", rows: [cond] };
}

/** Rows back into one condition: none → no condition, one → itself, more → all/any. */
export function fromRows(join: "all" | "any", rows: Condition[]): Condition | undefined {
  if (rows.length === 0) return undefined;
  if (rows.length === 1) return rows[0];
  return join === "all" ? { all: rows } : { any: rows };
}

/** Changes a row's operator, carrying its value over where the shapes allow. */
export function withOp(row: SimpleCondition, op: SimpleCondition["op"]): SimpleCondition {
  const values = "values" in row ? row.values : "value" in row ? [String(row.value)] : [];
  if ((SET_OPS as readonly string[]).includes(op))
    return { q: row.q, op: op as (typeof SET_OPS)[number], values };
  if ((PRESENCE_OPS as readonly string[]).includes(op))
    return { q: row.q, op: op as (typeof PRESENCE_OPS)[number] };
  return { q: row.q, op: op as (typeof COMPARE_OPS)[number], value: values[0] ?? "" };
}

export const isSimple = (c: Condition): c is SimpleCondition => "q" in c;
