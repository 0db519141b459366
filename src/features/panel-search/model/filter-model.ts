/**
 * The filter builder's state, pure: a filter is a list of groups, each a list of conditions joined
 * by AND or OR, and the groups joined by the filter's own join. Every edit is a function from a
 * filter to a new filter, so the screen (keyboard and mouse alike) and the tests share one model.
 */

import {
  FILTER_COLOURS as COLOUR_NAMES,
  type Comparison,
  type FilterColour,
  type FilterType,
} from "../../../../server/contracts/panel-search-constants";

export type ElementType = FilterType;
export type { Comparison };
export type ColourCode = FilterColour;

/** Product §3: filter colours by code (none 0 … Purple 7) and how the builder paints them. */
const COLOUR_CSS = [
  "transparent",
  "#d41517",
  "#486824",
  "#f37e20",
  "#0372cc",
  "#111111",
  "#e5c100",
  "#7b2fa8",
];
export const FILTER_COLOURS = COLOUR_NAMES.map((name, code) => ({
  code: code as ColourCode,
  name,
  css: COLOUR_CSS[code] ?? "transparent",
}));

/** The comparison in words on the builder's drop-down. */
const COMPARISON_LABELS: Record<Comparison, string> = {
  equals: "equals",
  notEquals: "does not equal",
  contains: "contains",
  startsWith: "starts with",
  between: "between",
  before: "before",
  after: "after",
  inList: "is one of",
  empty: "is empty",
  notEmpty: "is not empty",
};

/** A comparison as a field of this type reads it: numbers (Age) are less or greater, dates before or after. */
export function comparisonLabel(type: ElementType, comparison: Comparison): string {
  if (type === "DoubleText" && comparison === "before") return "less than";
  if (type === "DoubleText" && comparison === "after") return "greater than";
  return COMPARISON_LABELS[comparison];
}

/** The comparisons of each element type when the server names none for a field. */
const COMPARISONS_BY_TYPE: Record<ElementType, readonly Comparison[]> = {
  Text: ["equals", "notEquals", "contains", "startsWith", "inList", "empty", "notEmpty"],
  Password: ["equals", "notEquals", "empty", "notEmpty"],
  DropDown: ["equals", "notEquals", "inList", "empty", "notEmpty"],
  Option: ["equals", "notEquals"],
  DoubleText: ["between", "equals", "before", "after", "empty", "notEmpty"],
  Date: ["between", "equals", "before", "after", "empty", "notEmpty"],
  ClientJobGroupEvent: ["equals", "notEquals"],
};

/** The history element's seven values (product §3): client, job, group, event, two dates, user. */
export const HISTORY_PARTS = ["Client", "Job", "Session", "Event type", "From", "To", "User"] as const;

/** A field the server offers to filter on (GetFilterItems). */
export interface FieldDef {
  name: string;
  caption: string;
  type: ElementType;
  /** The server's grouping of fields (Profile, Business, History …). */
  group?: string;
  /** The server's comparisons for this field; the type's list when absent. */
  comparisons?: readonly Comparison[];
  /** The lookup list behind DropDown / Option values (GetFilterItemOptions). */
  optionsList?: string | null;
}

/** The comparisons a field offers: the server's list (GetFilterItems), else its type's. */
export function comparisonsOf(field: Pick<FieldDef, "type" | "comparisons">): readonly Comparison[] {
  return field.comparisons?.length ? field.comparisons : COMPARISONS_BY_TYPE[field.type];
}

export interface Condition {
  /** Local key, stable while the builder is open. */
  key: string;
  field: string;
  /** The comparisons this field offers (comparisonsOf). */
  comparisons: readonly Comparison[];
  caption: string;
  type: ElementType;
  comparison: Comparison;
  color: ColourCode;
  /** value1 … value7; dates are held as typed (DD/MM/YYYY). */
  values: string[];
}

export type Join = "AND" | "OR";

export interface Group {
  key: string;
  join: Join;
  conditions: Condition[];
}

export interface Filter {
  join: Join;
  groups: Group[];
}

let nextKey = 0;
const key = (prefix: string) => `${prefix}${++nextKey}`;

export const emptyFilter = (): Filter => ({
  join: "AND",
  groups: [{ key: key("g"), join: "AND", conditions: [] }],
});

/** How many value boxes a comparison needs for an element type. */
export function valueCount(type: ElementType, comparison: Comparison): number {
  if (type === "ClientJobGroupEvent") return HISTORY_PARTS.length;
  if (comparison === "empty" || comparison === "notEmpty") return 0;
  if (comparison === "between") return 2;
  return 1;
}

function newCondition(field: FieldDef): Condition {
  const comparisons = comparisonsOf(field);
  const comparison = comparisons[0] ?? "equals";
  return {
    key: key("c"),
    field: field.name,
    comparisons,
    caption: field.caption,
    type: field.type,
    comparison,
    color: 0,
    values: Array.from({ length: 7 }, () => ""),
  };
}

const mapGroup = (f: Filter, groupKey: string, fn: (g: Group) => Group): Filter => ({
  ...f,
  groups: f.groups.map((g) => (g.key === groupKey ? fn(g) : g)),
});

const mapCondition = (f: Filter, condKey: string, fn: (c: Condition) => Condition): Filter => ({
  ...f,
  groups: f.groups.map((g) => ({
    ...g,
    conditions: g.conditions.map((c) => (c.key === condKey ? fn(c) : c)),
  })),
});

/** Adds a condition on `field` to the group (the last group when none is named). */
export function addCondition(f: Filter, field: FieldDef, groupKey?: string): { filter: Filter; key: string } {
  const target = groupKey ?? f.groups[f.groups.length - 1]?.key;
  const base = target ? f : { ...f, groups: [{ key: key("g"), join: "AND" as Join, conditions: [] }] };
  const c = newCondition(field);
  const gk = target ?? base.groups[0]?.key ?? "";
  return { filter: mapGroup(base, gk, (g) => ({ ...g, conditions: [...g.conditions, c] })), key: c.key };
}

export function addGroup(f: Filter): { filter: Filter; key: string } {
  const g: Group = { key: key("g"), join: "AND", conditions: [] };
  return { filter: { ...f, groups: [...f.groups, g] }, key: g.key };
}

/** Removes a condition; a group left empty goes too, unless it is the last one. */
export function removeCondition(f: Filter, condKey: string): Filter {
  const groups = f.groups
    .map((g) => ({ ...g, conditions: g.conditions.filter((c) => c.key !== condKey) }))
    .filter((g, i, all) => g.conditions.length > 0 || (all.length === 1 && i === 0));
  return { ...f, groups: groups.length ? groups : emptyFilter().groups };
}

/** Changes the field: the comparison is kept when the new type offers it, values are cleared. */
export function setField(f: Filter, condKey: string, field: FieldDef): Filter {
  return mapCondition(f, condKey, (c) => {
    const fresh = newCondition(field);
    const keep = fresh.comparisons.includes(c.comparison);
    return { ...fresh, key: c.key, color: c.color, comparison: keep ? c.comparison : fresh.comparison };
  });
}

export function setComparison(f: Filter, condKey: string, comparison: Comparison): Filter {
  return mapCondition(f, condKey, (c) => (c.comparisons.includes(comparison) ? { ...c, comparison } : c));
}

export function setValue(f: Filter, condKey: string, index: number, value: string): Filter {
  if (index < 0 || index > 6) return f;
  return mapCondition(f, condKey, (c) => ({
    ...c,
    values: c.values.map((v, i) => (i === index ? value : v)),
  }));
}

export function setColour(f: Filter, condKey: string, color: ColourCode): Filter {
  return mapCondition(f, condKey, (c) => ({ ...c, color }));
}

/** Steps the colour through none, Red … Purple and round again (a key press per step). */
export function cycleColour(f: Filter, condKey: string): Filter {
  return mapCondition(f, condKey, (c) => ({
    ...c,
    color: ((c.color + 1) % FILTER_COLOURS.length) as ColourCode,
  }));
}

export const toggleJoin = (j: Join): Join => (j === "AND" ? "OR" : "AND");

export function toggleGroupJoin(f: Filter, groupKey: string): Filter {
  return mapGroup(f, groupKey, (g) => ({ ...g, join: toggleJoin(g.join) }));
}

export const conditionCount = (f: Filter) => f.groups.reduce((n, g) => n + g.conditions.length, 0);
