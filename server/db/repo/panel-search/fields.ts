import { type SQL, sql } from "drizzle-orm";
import type { Comparison, FilterElement, FilterType, QueryEntity } from "../../../contracts/panel-search";

/**
 * The whitelist of the panel-search engine (decision 141): every field a filter, a column or a
 * sort may name, per entity, with the SQL expression it stands for. Nothing outside these lists
 * ever reaches SQL; values always travel as parameters.
 */

export type ValueKind =
  | "text"
  | "code"
  | "codes"
  | "number"
  | "date"
  | "timestamp"
  | "boolean"
  | "participation";

/** What a custom field compiles with (participation history, eligibility, reference items, providers). */
export interface FieldScope {
  /** The respondent id of the row being filtered. */
  respondentId: SQL;
}

export interface FieldDef {
  key: string;
  caption: string;
  group: string;
  kind: ValueKind;
  /** A number that is dollars: exports write it with the currency format (decision 234). */
  money?: boolean;
  /** SQL of the value; absent for fields that only filter (custom). */
  expr?: SQL;
  /** Lookup list behind the values. */
  optionsList?: string;
  /** The values themselves, for provider fields without a lookup list (a question's options). */
  options?: { value: string; text: string }[];
  sortable?: boolean;
  /** A field whose condition is not `expr <op> value` (EXISTS subqueries and the like). */
  custom?: (element: FilterElement, scope: FieldScope, helpers: CustomHelpers) => SQL;
  comparisons?: Comparison[];
}

export interface CustomHelpers {
  now: Date;
  /** The agency's IANA zone: a day typed into a filter is the agency's day (decision 173). */
  zone: string;
  list: (element: FilterElement) => string[];
  date: (value: string | null, label: string) => string | null;
  id: (value: string | null, label: string) => number | null;
  number: (value: string | null, label: string) => number | null;
}

/** alias.column, both identifiers quoted by Drizzle. */
export const col = (alias: string, column: string): SQL =>
  sql`${sql.identifier(alias)}.${sql.identifier(column)}`;

export const COMPARISONS_BY_KIND: Record<ValueKind, Comparison[]> = {
  text: ["equals", "notEquals", "contains", "startsWith", "inList", "empty", "notEmpty"],
  code: ["equals", "notEquals", "inList", "empty", "notEmpty"],
  codes: ["equals", "notEquals", "contains", "inList", "empty", "notEmpty"],
  number: ["equals", "notEquals", "between", "before", "after", "inList", "empty", "notEmpty"],
  date: ["equals", "between", "before", "after", "empty", "notEmpty"],
  timestamp: ["equals", "between", "before", "after", "empty", "notEmpty"],
  boolean: ["equals", "notEquals"],
  participation: ["equals", "notEquals"],
};

export const FILTER_TYPE_OF_KIND: Record<ValueKind, FilterType> = {
  text: "Text",
  code: "DropDown",
  codes: "Option",
  number: "DoubleText",
  date: "Date",
  timestamp: "Date",
  boolean: "Option",
  participation: "ClientJobGroupEvent",
};

type Spec = [key: string, column: string, caption: string, kind: ValueKind, optionsList?: string];

/** Plain column fields of one alias; sortable unless they are lists. */
export const columnFields = (alias: string, group: string, specs: Spec[]): FieldDef[] =>
  specs.map(([key, column, caption, kind, optionsList]) => ({
    key,
    caption,
    group,
    kind,
    expr: col(alias, column),
    optionsList,
    sortable: kind !== "codes",
  }));

export interface EntityDef {
  entity: QueryEntity;
  /** FROM and joins; the row alias of the id is `idExpr`. */
  from: SQL;
  idExpr: SQL;
  /** The respondent of a row (null for documents). */
  respondentIdExpr: SQL | null;
  /** Always-on conditions (active respondents, …). */
  base?: SQL;
  fields: FieldDef[];
  defaultSort: { column: string; dir: "asc" | "desc" };
  defaultColumns: string[];
}

export function fieldMap(fields: FieldDef[]): Map<string, FieldDef> {
  return new Map(fields.map((f) => [f.key, f]));
}

/** The rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? [];
