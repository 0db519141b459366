import { type SQL, sql } from "drizzle-orm";
import {
  type Comparison,
  type FilterElement,
  type FilterGroup,
  isFilterGroup,
} from "../../../contracts/panel-search";
import { COMPARISONS_BY_KIND, type CustomHelpers, type FieldDef, type FieldScope } from "./fields";

/**
 * The filter compiler (decision 141): a filter tree becomes one SQL condition over whitelisted
 * fields. Values are always bound parameters; field keys and comparisons are looked up, never
 * spliced. Anything unknown or unreadable throws FilterError, which the service answers as 400.
 */
export class FilterError extends Error {}

const label = (el: FilterElement) => el.caption || el.field;
const join = (parts: SQL[], glue: string) => sql.join(parts, sql.raw(glue));
const params = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function parseDate(value: string | null, what: string): string | null {
  if (value == null) return null;
  const m = ISO_DATE.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== value)
    throw new FilterError(`${what}: invalid date (YYYY-MM-DD)`);
  return value;
}
function parseNumber(value: string | null, what: string): number | null {
  if (value == null) return null;
  const n = Number(value.trim());
  if (value.trim() === "" || !Number.isFinite(n) || Math.abs(n) > 1e12)
    throw new FilterError(`${what}: invalid number`);
  return n;
}
function parseId(value: string | null, what: string): number | null {
  if (value == null) return null;
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647)
    throw new FilterError(`${what}: invalid id`);
  return Number(value);
}
function parseBoolean(value: string | null, what: string): boolean {
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new FilterError(`${what}: choose true or false`);
}
/** The values of an `inList`: `values`, or value1 split on commas. */
function listOf(el: FilterElement): string[] {
  const raw = el.values ?? (el.value1 ?? "").split(",");
  const list = raw.map((v) => v.trim()).filter((v) => v !== "");
  if (list.length === 0) throw new FilterError(`${label(el)}: the list is empty`);
  return list;
}
/** LIKE wildcards in a value are matched literally. */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export const helpers = (now: Date, zone: string): CustomHelpers => ({
  now,
  zone,
  list: listOf,
  date: parseDate,
  id: parseId,
  number: parseNumber,
});

function required(el: FilterElement, value: string | null, what = "a value"): string {
  if (value == null) throw new FilterError(`${label(el)}: ${what} is required`);
  return value;
}

/** `expr <op> value` for a field of a value kind (providers reuse it on their own expressions). */
export function compileColumn(el: FilterElement, f: FieldDef, expr: SQL, zone: string): SQL {
  const op: Comparison = el.comparison;
  const what = label(el);
  if (op === "empty" || op === "notEmpty") {
    const isEmpty =
      f.kind === "text" || f.kind === "code"
        ? sql`(${expr} is null or ${expr} = '')`
        : f.kind === "codes"
          ? sql`coalesce(jsonb_array_length(${expr}), 0) = 0`
          : sql`${expr} is null`;
    return op === "empty" ? isEmpty : sql`not ${isEmpty}`;
  }
  const v1 = () => required(el, el.value1);
  switch (f.kind) {
    case "text": {
      if (op === "equals") return sql`lower(${expr}) = lower(${v1()})`;
      if (op === "notEquals") return sql`(${expr} is null or lower(${expr}) <> lower(${v1()}))`;
      if (op === "contains") return sql`${expr} ilike ${`%${escapeLike(v1())}%`}`;
      if (op === "startsWith") return sql`${expr} ilike ${`${escapeLike(v1())}%`}`;
      return sql`lower(${expr}) in (${params(listOf(el).map((v) => v.toLowerCase()))})`;
    }
    case "code": {
      if (op === "equals") return sql`${expr} = ${v1()}`;
      if (op === "notEquals") return sql`(${expr} is null or ${expr} <> ${v1()})`;
      return sql`${expr} in (${params(listOf(el))})`;
    }
    case "codes": {
      if (op === "inList")
        return sql`exists (select 1 from jsonb_array_elements_text(${expr}) v where v.value in (${params(listOf(el))}))`;
      const has = sql`${expr} @> jsonb_build_array(${v1()}::text)`;
      return op === "notEquals" ? sql`not ${has}` : has;
    }
    case "number": {
      const n = (v: string | null) => parseNumber(required(el, v), what) as number;
      if (op === "equals") return sql`${expr} = ${n(el.value1)}`;
      if (op === "notEquals") return sql`(${expr} is null or ${expr} <> ${n(el.value1)})`;
      if (op === "between") return sql`${expr} between ${n(el.value1)} and ${n(el.value2)}`;
      if (op === "before") return sql`${expr} < ${n(el.value1)}`;
      if (op === "after") return sql`${expr} > ${n(el.value1)}`;
      return sql`${expr} in (${params(listOf(el).map((v) => parseNumber(v, what) as number))})`;
    }
    case "date":
    case "timestamp": {
      const d = (v: string | null) => parseDate(required(el, v), what) as string;
      const day = (v: string | null) => sql`${d(v)}::date`;
      if (f.kind === "date") {
        if (op === "equals") return sql`${expr} = ${day(el.value1)}`;
        if (op === "before") return sql`${expr} < ${day(el.value1)}`;
        if (op === "after") return sql`${expr} > ${day(el.value1)}`;
        return sql`${expr} between ${day(el.value1)} and ${day(el.value2)}`;
      }
      // An instant against a day: the agency's day, [its 00:00, the next day's 00:00) in its zone;
      // the bounds are instants, so an index on the column still serves the range.
      const from = (v: string | null) => sql`(${day(v)}::timestamp at time zone ${zone})`;
      const until = (v: string | null) => sql`((${day(v)} + 1)::timestamp at time zone ${zone})`;
      if (op === "equals") return sql`(${expr} >= ${from(el.value1)} and ${expr} < ${until(el.value1)})`;
      if (op === "before") return sql`${expr} < ${from(el.value1)}`;
      if (op === "after") return sql`${expr} >= ${until(el.value1)}`;
      return sql`(${expr} >= ${from(el.value1)} and ${expr} < ${until(el.value2)})`;
    }
    case "boolean": {
      const b = parseBoolean(el.value1, what);
      return op === "equals" ? sql`${expr} = ${b}` : sql`${expr} is distinct from ${b}`;
    }
    default:
      throw new FilterError(`${what}: this field cannot be compared`);
  }
}

export interface CompileInput {
  fields: Map<string, FieldDef>;
  scope: FieldScope;
  helpers: CustomHelpers;
}

function compileElement(el: FilterElement, input: CompileInput): SQL {
  const f = input.fields.get(el.field);
  if (!f) throw new FilterError(`Unknown field: ${el.field}`);
  const allowed = f.comparisons ?? COMPARISONS_BY_KIND[f.kind];
  if (!allowed.includes(el.comparison))
    throw new FilterError(`${label(el)}: the comparison "${el.comparison}" does not apply`);
  if (f.custom) return sql`(${f.custom(el, input.scope, input.helpers)})`;
  if (!f.expr) throw new FilterError(`${label(el)}: this field cannot be filtered`);
  return sql`(${compileColumn(el, f, f.expr, input.helpers.zone)})`;
}

/** The condition of a group; an empty group is true. */
export function compileGroup(group: FilterGroup, input: CompileInput): SQL {
  const parts = group.items.map((item) =>
    isFilterGroup(item) ? compileGroup(item, input) : compileElement(item, input),
  );
  if (parts.length === 0) return sql`true`;
  return sql`(${join(parts, group.op === "or" ? " or " : " and ")})`;
}

/** Every field key a filter names (to resolve provider fields before compiling). */
export function fieldKeys(group: FilterGroup): string[] {
  return group.items.flatMap((item) => (isFilterGroup(item) ? fieldKeys(item) : [item.field]));
}
