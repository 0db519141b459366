import {
  ELIGIBILITY_LABELS,
  type EligibilityLabel,
  type FilterElement,
  type FilterGroup,
  type FilterNode,
  filterElement,
  isFilterGroup,
} from "../../../../server/contracts/panel-search";
import { displayToIso, isoToDisplay } from "../../../components/ui/date-input";
import {
  type Condition,
  comparisonLabel,
  comparisonsOf,
  type FieldDef,
  type Filter,
  type Group,
  HISTORY_PARTS,
  type Join,
  valueCount,
} from "./filter-model";

/** History values 4 and 5 (0-based) are the From and To dates. */
const HISTORY_DATES = [4, 5];

const isDateSlot = (c: Condition, i: number) =>
  c.type === "Date" || (c.type === "ClientJobGroupEvent" && HISTORY_DATES.includes(i));

/** The problem with one condition, in words for the screen, or null when it can run. */
export function conditionProblem(c: Condition): string | null {
  const n = valueCount(c.type, c.comparison);
  if (c.type === "ClientJobGroupEvent") {
    if (!c.values.slice(0, 4).some((v) => v.trim()) && !c.values[6]?.trim())
      return `${c.caption}: choose a client, job, session, event type or user.`;
  } else {
    for (let i = 0; i < n; i++)
      if (!c.values[i]?.trim()) return `${c.caption}: enter ${n > 1 ? "both values" : "a value"}.`;
  }
  for (let i = 0; i < n; i++) {
    const v = c.values[i]?.trim() ?? "";
    if (v && isDateSlot(c, i) && !displayToIso(v)) return `${c.caption}: ${v} is not a date (DD/MM/YYYY).`;
    if (v && c.type === "DoubleText" && !/^-?\d+(\.\d+)?$/.test(v))
      return `${c.caption}: ${v} is not a number.`;
  }
  const [from, to] =
    c.type === "ClientJobGroupEvent" ? [c.values[4], c.values[5]] : [c.values[0], c.values[1]];
  if (c.comparison === "between" || c.type === "ClientJobGroupEvent") {
    const a = c.type === "DoubleText" ? Number(from) : displayToIso(from ?? "");
    const b = c.type === "DoubleText" ? Number(to) : displayToIso(to ?? "");
    if (from?.trim() && to?.trim() && a !== null && b !== null && a > b)
      return `${c.caption}: the first value is after the second.`;
  }
  return null;
}

/** Every problem of the filter, in order; an empty list means it can run. */
export const filterProblems = (f: Filter): string[] =>
  f.groups.flatMap((g) => g.conditions.map(conditionProblem)).filter((p): p is string => p !== null);

/** A condition as the server's filter element (product §3): value1 … value7, dates YYYY-MM-DD. */
function toWireElement(c: Condition): FilterElement {
  const n = valueCount(c.type, c.comparison);
  const v = c.values.map((raw, i) => {
    const t = raw.trim();
    if (i >= n || !t) return null;
    return isDateSlot(c, i) ? (displayToIso(t) ?? t) : t;
  });
  const element: FilterElement = filterElement(
    { field: c.field, type: c.type, caption: c.caption, comparison: c.comparison, color: c.color },
    v,
  );
  if (c.comparison === "inList" && c.values[0])
    element.values = c.values[0]
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean);
  return element;
}

const op = (j: Join) => (j === "AND" ? "and" : "or") as FilterGroup["op"];

/**
 * The filter as the server's group tree: the filter's join over one group per builder group
 * (a lone group is sent as the root); groups without conditions are left out.
 */
export function toWire(f: Filter): FilterGroup {
  const groups = f.groups
    .filter((g) => g.conditions.length > 0)
    .map((g): FilterGroup => ({ op: op(g.join), items: g.conditions.map(toWireElement) }));
  if (groups.length === 1 && groups[0]) return groups[0];
  return { op: op(f.join), items: groups };
}

let restored = 0;
const join = (o: FilterGroup["op"]): Join => (o === "or" ? "OR" : "AND");

function fromElement(e: FilterElement, fields: ReadonlyMap<string, FieldDef>): Condition {
  const raw = [e.value1, e.value2, e.value3, e.value4, e.value5, e.value6, e.value7].map((v) => v ?? "");
  const field = fields.get(e.field);
  const c: Condition = {
    key: `r${++restored}`,
    field: e.field,
    caption: e.caption || field?.caption || e.field,
    type: e.type,
    comparisons: comparisonsOf(field ?? { type: e.type }),
    comparison: e.comparison,
    color: (e.color >= 0 && e.color <= 7 ? e.color : 0) as Condition["color"],
    values: raw,
  };
  if (e.comparison === "inList" && e.values?.length) c.values[0] = e.values.join(", ");
  return { ...c, values: c.values.map((v, i) => (isDateSlot(c, i) && v ? isoToDisplay(v) || v : v)) };
}

/** Every element under a node, depth first (groups nested deeper than the builder shows are flattened). */
const elementsOf = (node: FilterNode): FilterElement[] =>
  isFilterGroup(node) ? node.items.flatMap(elementsOf) : [node];

/**
 * A saved filter back into the builder (dates shown DD/MM/YYYY again): elements at the root form
 * the first group, each sub-group a group of its own.
 */
export function fromWire(w: FilterGroup, fields: ReadonlyMap<string, FieldDef> = new Map()): Filter {
  const loose = w.items.filter((i) => !isFilterGroup(i)) as FilterElement[];
  const nested = w.items.filter(isFilterGroup);
  const groups: Group[] = [];
  if (loose.length || !nested.length)
    groups.push({
      key: `r${++restored}`,
      join: join(w.op),
      conditions: loose.map((e) => fromElement(e, fields)),
    });
  for (const g of nested)
    groups.push({
      key: `r${++restored}`,
      join: join(g.op),
      conditions: elementsOf(g).map((e) => fromElement(e, fields)),
    });
  return { join: join(w.op), groups };
}

/** One line per condition for the screen reader and the saved-query list: "Gender equals Female". */
export function describeCondition(
  c: Condition,
  label: (c: Condition, v: string) => string = (_, v) => v,
): string {
  if (c.type === "ClientJobGroupEvent") {
    const parts = HISTORY_PARTS.map((p, i) =>
      c.values[i]?.trim() ? `${p} ${label(c, c.values[i] ?? "")}` : "",
    )
      .filter(Boolean)
      .join(", ");
    return `${c.comparison === "notEquals" ? "No history" : "History"}: ${parts || "any"}`;
  }
  const n = valueCount(c.type, c.comparison);
  const vals = c.values.slice(0, n).map((v) => label(c, v));
  return [c.caption, comparisonLabel(c.type, c.comparison), vals.join(" and ")].filter(Boolean).join(" ");
}

const LABEL_FIELD = "eligibility.";

/**
 * "Leave out members who are …": each ticked label becomes a condition on the engine's
 * eligibility field (`eligibility.<code>` not equal to true) joined with AND to the filter, so a
 * saved query keeps its exclusions.
 */
export function withExclusions(f: FilterGroup, labels: readonly EligibilityLabel[]): FilterGroup {
  if (!labels.length) return f;
  const items: FilterElement[] = labels.map((code) =>
    filterElement(
      {
        type: "Option",
        field: `${LABEL_FIELD}${code}`,
        caption: ELIGIBILITY_LABELS[code],
        comparison: "notEquals",
      },
      ["true"],
    ),
  );
  if (!f.items.length) return { op: "and", items };
  return f.op === "and" ? { op: "and", items: [...f.items, ...items] } : { op: "and", items: [f, ...items] };
}

const isLabelCode = (code: string): code is EligibilityLabel => Object.hasOwn(ELIGIBILITY_LABELS, code);

/** The reverse of withExclusions, for a saved query: its filter and its ticked labels. */
export function splitExclusions(f: FilterGroup): { filters: FilterGroup; labels: EligibilityLabel[] } {
  if (f.op !== "and") return { filters: f, labels: [] };
  const labels: EligibilityLabel[] = [];
  const rest: FilterNode[] = [];
  for (const item of f.items) {
    const code =
      !isFilterGroup(item) && item.field.startsWith(LABEL_FIELD) ? item.field.slice(LABEL_FIELD.length) : "";
    const excludes =
      !isFilterGroup(item) && item.comparison === "notEquals" && (item.value1 ?? "true") === "true";
    if (excludes && isLabelCode(code)) labels.push(code);
    else rest.push(item);
  }
  const [only] = rest;
  const filters =
    rest.length === 1 && only && isFilterGroup(only) ? only : { op: "and" as const, items: rest };
  return { filters, labels };
}
