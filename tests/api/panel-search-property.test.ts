import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILTER_MAX_DEPTH, queryIdsAnswerSchema } from "../../server/contracts/panel-search";
import { respondents } from "../../server/db/schema/respondents";
import { type SearchWorld, searchWorld, value } from "./panel-search-helpers";

/**
 * Random filters over the seeded panel give the same ids as a plain TypeScript evaluation of the
 * same filter (decision 141): the compiler's semantics, written a second way.
 */
type Kind = "text" | "code" | "codes" | "number" | "date" | "boolean";
type Row = Record<string, unknown> & { id: number };
const FIELDS: [key: string, kind: Kind][] = [
  ["firstName", "text"],
  ["lastName", "text"],
  ["postcode", "text"],
  ["suburb", "text"],
  ["gender", "code"],
  ["state", "code"],
  ["householdIncome", "code"],
  ["languages", "codes"],
  ["yearOfBirth", "number"],
  ["householdSize", "number"],
  ["noShowCount", "number"],
  ["dateOfBirth", "date"],
  ["businessRego", "boolean"],
  ["optedOut", "boolean"],
];
const OPS: Record<Kind, string[]> = {
  text: ["equals", "notEquals", "contains", "startsWith", "inList", "empty", "notEmpty"],
  code: ["equals", "notEquals", "inList", "empty", "notEmpty"],
  codes: ["equals", "notEquals", "contains", "inList", "empty", "notEmpty"],
  number: ["equals", "notEquals", "between", "before", "after", "inList", "empty", "notEmpty"],
  date: ["equals", "between", "before", "after", "empty", "notEmpty"],
  boolean: ["equals", "notEquals"],
};

type El = {
  type: string;
  field: string;
  comparison: string;
  value1: string | null;
  value2: string | null;
  values?: string[];
};
type Group = { op: "and" | "or"; items: (El | Group)[] };

const low = (v: unknown) => String(v).toLowerCase();
const blank = (v: unknown) => v == null || v === "";

function matches(row: Row, kind: Kind, el: El): boolean {
  const a = row[el.field];
  const v1 = el.value1 ?? "";
  const list = el.values ?? [];
  switch (el.comparison) {
    case "empty":
      return kind === "codes"
        ? (a as string[]).length === 0
        : kind === "text" || kind === "code"
          ? blank(a)
          : a == null;
    case "notEmpty":
      return !matches(row, kind, { ...el, comparison: "empty" });
  }
  if (kind === "text") {
    if (a == null) return el.comparison === "notEquals";
    if (el.comparison === "equals") return low(a) === low(v1);
    if (el.comparison === "notEquals") return low(a) !== low(v1);
    if (el.comparison === "contains") return low(a).includes(low(v1));
    if (el.comparison === "startsWith") return low(a).startsWith(low(v1));
    return list.map(low).includes(low(a));
  }
  if (kind === "code") {
    if (a == null) return el.comparison === "notEquals";
    if (el.comparison === "equals") return a === v1;
    if (el.comparison === "notEquals") return a !== v1;
    return list.includes(String(a));
  }
  if (kind === "codes") {
    const arr = a as string[];
    if (el.comparison === "inList") return arr.some((x) => list.includes(x));
    return el.comparison === "notEquals" ? !arr.includes(v1) : arr.includes(v1);
  }
  if (kind === "boolean") return el.comparison === "equals" ? a === (v1 === "true") : a !== (v1 === "true");
  if (a == null) return el.comparison === "notEquals";
  const cmp = (x: unknown, y: string) =>
    kind === "number" ? Number(x) - Number(y) : String(x) < y ? -1 : String(x) > y ? 1 : 0;
  if (el.comparison === "equals") return cmp(a, v1) === 0;
  if (el.comparison === "notEquals") return cmp(a, v1) !== 0;
  if (el.comparison === "before") return cmp(a, v1) < 0;
  if (el.comparison === "after") return cmp(a, v1) > 0;
  if (el.comparison === "between") return cmp(a, v1) >= 0 && cmp(a, el.value2 ?? "") <= 0;
  return list.some((x) => cmp(a, x) === 0);
}

function evaluate(row: Row, node: El | Group): boolean {
  if ("items" in node) {
    // A group without conditions filters nothing out.
    if (node.items.length === 0) return true;
    const results = node.items.map((i) => evaluate(row, i));
    return node.op === "and" ? results.every(Boolean) : results.some(Boolean);
  }
  const kind = FIELDS.find(([k]) => k === node.field)?.[1] ?? "text";
  return matches(row, kind, node);
}

let w: SearchWorld;
let panel: Row[] = [];
/** Nullable fields the seed always fills: some members get null (or '') so null semantics are tested. */
const NULLABLE = [
  "postcode",
  "suburb",
  "gender",
  "state",
  "householdIncome",
  "yearOfBirth",
  "householdSize",
  "dateOfBirth",
] as const;
beforeAll(async () => {
  w = await searchWorld();
  const db = w.server.handle.db;
  const active = (await db.select({ id: respondents.id, isActive: respondents.isActive }).from(respondents))
    .filter((r) => r.isActive)
    .map((r) => r.id);
  const nulls = Object.fromEntries(NULLABLE.map((k) => [k, null]));
  await db
    .update(respondents)
    .set(nulls)
    .where(inArray(respondents.id, active.slice(0, 3)));
  await db
    .update(respondents)
    .set({ postcode: "", suburb: "", gender: "", state: "", householdIncome: "" })
    .where(inArray(respondents.id, active.slice(3, 5)));
  panel = (await db.select().from(respondents)).filter((r) => r.isActive) as unknown as Row[];
});
afterAll(() => w?.server.close());

const ascii = (v: unknown) => typeof v === "string" && /^[ -~]*$/.test(v);
function sample(key: string, kind: Kind): fc.Arbitrary<string> {
  const seen = panel
    .flatMap((r) => (kind === "codes" ? (r[key] as string[]) : [r[key]]))
    // Blank values are data to match, not values to type: a list of blanks is refused (400).
    .filter((v) => v != null && v !== "");
  const fromData = [...new Set(seen.map(String))].filter(ascii).slice(0, 50);
  const extra: Record<Kind, string[]> = {
    text: ["a", "an", "e", "x'y", "%", "_", "zz"],
    code: ["Female", "NSW", "nope"],
    codes: ["en", "zz"],
    number: ["0", "1", "2", "1980", "1995", "3"],
    date: ["1970-01-01", "1985-06-15", "2000-12-31"],
    boolean: ["true", "false"],
  };
  const texts = kind === "text" ? fromData.map((s) => s.slice(0, 1 + (s.length % 3))) : [];
  return fc.constantFrom(...[...fromData, ...texts, ...extra[kind]]);
}

const elementArb: fc.Arbitrary<El> = fc.constantFrom(...FIELDS).chain(([field, kind]) =>
  fc.record({
    type: fc.constant("Text"),
    field: fc.constant(field),
    comparison: fc.constantFrom(...OPS[kind]),
    value1: sample(field, kind),
    value2: sample(field, kind),
    values: fc.array(sample(field, kind), { minLength: 1, maxLength: 4 }),
  }),
);
const groupArb: fc.Arbitrary<Group> = fc.letrec<{ group: Group; node: El | Group }>((tie) => ({
  group: fc.record({
    op: fc.constantFrom("and" as const, "or" as const),
    items: fc.array(tie("node"), { minLength: 0, maxLength: 3 }),
  }),
  // Nested groups stop one short of the contract's depth limit, counting the top group.
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true, maxDepth: FILTER_MAX_DEPTH - 1 },
    elementArb,
    tie("group"),
  ),
})).group;

/** The ids the API answers for `filters`, and the ids the TypeScript evaluation expects (ascending). */
async function answeredAndExpected(filters: Group) {
  const answer = await w.api.postJson(
    "/api/respondent/GetQueryResultsIds",
    { filters, dtparams: {} },
    { token: w.recruiter },
  );
  const ids = value(answer, queryIdsAnswerSchema).ids;
  const expected = panel.filter((r) => evaluate(r, filters)).map((r) => r.id);
  return { ids, expected: expected.sort((a, b) => a - b) };
}

describe("the compiler against a TypeScript evaluation", () => {
  it("treats null and empty values as the evaluation does, for every nullable field", async () => {
    for (const field of NULLABLE) {
      const kind = FIELDS.find(([k]) => k === field)?.[1] ?? "text";
      const some = String(panel.find((r) => !blank(r[field]))?.[field]);
      for (const comparison of OPS[kind].filter((op) => op !== "between" && op !== "inList")) {
        const el: El = { type: "Text", field, comparison, value1: some, value2: null, values: [some] };
        const filters: Group = { op: "and", items: [el] };
        const { ids, expected } = await answeredAndExpected(filters);
        expect([field, comparison, ids]).toEqual([field, comparison, expected]);
      }
    }
  });

  it("tells the comparisons of text and code fields apart on values taken from the data", async () => {
    for (const [field, kind] of FIELDS.filter(([, k]) => k === "text" || k === "code" || k === "codes")) {
      const seen = panel.flatMap((r) => (kind === "codes" ? (r[field] as string[]) : [r[field]]));
      const vals = [...new Set(seen.filter((v) => !blank(v)).map(String))].filter(ascii);
      const [first, second, third] = vals;
      if (!first || !second || !third) throw new Error(`${field}: fewer than three values in the demo panel`);
      // A prefix of one value and a list of two others: each comparison picks a different set.
      const value1 = kind === "text" ? first.slice(0, 2) : first;
      for (const comparison of OPS[kind].filter((op) => op !== "empty" && op !== "notEmpty")) {
        const el: El = { type: "Text", field, comparison, value1, value2: null, values: [second, third] };
        const { ids, expected } = await answeredAndExpected({ op: "and", items: [el] });
        expect([field, comparison, ids]).toEqual([field, comparison, expected]);
      }
    }
  });

  it("answers the same ids for random filters", async () => {
    await fc.assert(
      fc.asyncProperty(groupArb, async (filters) => {
        const { ids, expected } = await answeredAndExpected(filters);
        expect(ids).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});
