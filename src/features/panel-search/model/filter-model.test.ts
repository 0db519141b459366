import { describe, expect, it } from "vitest";
import {
  conditionProblem,
  describeCondition,
  filterProblems,
  fromWire,
  splitExclusions,
  toWire,
  withExclusions,
} from "./filter-check";
import {
  addCondition,
  addGroup,
  comparisonLabel,
  conditionCount,
  cycleColour,
  emptyFilter,
  type FieldDef,
  removeCondition,
  setComparison,
  setField,
  setValue,
  toggleGroupJoin,
} from "./filter-model";

const gender: FieldDef = { name: "gender", caption: "Gender", type: "DropDown", optionsList: "Gender" };
const age: FieldDef = { name: "age", caption: "Age", type: "DoubleText" };
const born: FieldDef = { name: "dateOfBirth", caption: "Date of birth", type: "Date" };
const history: FieldDef = { name: "participation", caption: "Participation", type: "ClientJobGroupEvent" };

describe("filter builder model", () => {
  it("adds conditions to the last group with the type's first comparison", () => {
    let f = emptyFilter();
    const a = addCondition(f, gender);
    f = a.filter;
    const b = addCondition(f, age);
    f = b.filter;
    expect(conditionCount(f)).toBe(2);
    expect(f.groups[0]?.conditions.map((c) => [c.field, c.comparison])).toEqual([
      ["gender", "equals"],
      ["age", "between"],
    ]);
  });

  it("refuses a comparison the field's type does not offer and keeps a valid one on field change", () => {
    const { filter, key } = addCondition(emptyFilter(), gender);
    expect(setComparison(filter, key, "between").groups[0]?.conditions[0]?.comparison).toBe("equals");
    const notEq = setComparison(filter, key, "notEquals");
    const moved = setField(notEq, key, born);
    expect(moved.groups[0]?.conditions[0]?.comparison).toBe("between");
    const text = setField(notEq, key, { name: "suburb", caption: "Suburb", type: "Text" });
    expect(text.groups[0]?.conditions[0]?.comparison).toBe("notEquals");
  });

  it("offers the server's comparisons for a field, in its order, over the type's defaults", () => {
    const num: FieldDef = {
      name: "age",
      caption: "Age",
      type: "DoubleText",
      comparisons: ["equals", "between", "inList"],
    };
    const { filter, key } = addCondition(emptyFilter(), num);
    expect(filter.groups[0]?.conditions[0]?.comparisons).toEqual(["equals", "between", "inList"]);
    expect(filter.groups[0]?.conditions[0]?.comparison).toBe("equals");
    expect(setComparison(filter, key, "before").groups[0]?.conditions[0]?.comparison).toBe("equals");
    expect(setComparison(filter, key, "inList").groups[0]?.conditions[0]?.comparison).toBe("inList");
  });

  it("validates values per type: missing, dates DD/MM/YYYY, numbers, reversed ranges", () => {
    let { filter, key } = addCondition(emptyFilter(), age);
    expect(filterProblems(filter)).toEqual(["Age: enter both values."]);
    filter = setValue(setValue(filter, key, 0, "34"), key, 1, "25");
    expect(filterProblems(filter)).toEqual(["Age: the first value is after the second."]);
    filter = setValue(setValue(filter, key, 0, "25"), key, 1, "x");
    expect(filterProblems(filter)).toEqual(["Age: x is not a number."]);
    filter = setValue(filter, key, 1, "34");
    expect(filterProblems(filter)).toEqual([]);

    const d = addCondition(emptyFilter(), born);
    const bad = setValue(setValue(d.filter, d.key, 0, "31/02/1990"), d.key, 1, "01/01/2000");
    expect(filterProblems(bad)).toEqual(["Date of birth: 31/02/1990 is not a date (DD/MM/YYYY)."]);
  });

  it("sends dates as YYYY-MM-DD and brings them back as DD/MM/YYYY", () => {
    const d = addCondition(emptyFilter(), born);
    const f = setValue(setValue(d.filter, d.key, 0, "01/02/1990"), d.key, 1, "31/12/1999");
    const wire = toWire(f);
    expect(wire.items[0]).toMatchObject({ value1: "1990-02-01", value2: "1999-12-31", value3: null });
    const back = fromWire(wire);
    expect(back.groups[0]?.conditions[0]?.values.slice(0, 2)).toEqual(["01/02/1990", "31/12/1999"]);
  });

  it("the history element carries seven values and needs at least one of them", () => {
    const h = addCondition(emptyFilter(), history);
    expect(conditionProblem(h.filter.groups[0]?.conditions[0] as never)).toMatch(/choose a client/);
    const f = setValue(setValue(h.filter, h.key, 3, "NoShow"), h.key, 4, "01/06/2026");
    expect(filterProblems(f)).toEqual([]);
    expect(toWire(f).items[0]).toMatchObject({ value4: "NoShow", value5: "2026-06-01" });
    expect(describeCondition(f.groups[0]?.conditions[0] as never)).toBe(
      "History: Event type NoShow, From 01/06/2026",
    );
  });

  it("groups: OR within a group, empty groups dropped from the wire, removing the last keeps one", () => {
    const a = addCondition(emptyFilter(), gender);
    const g = addGroup(a.filter);
    const b = addCondition(g.filter, age, g.key);
    const or = toggleGroupJoin(b.filter, g.key);
    expect(or.groups.map((x) => x.join)).toEqual(["AND", "OR"]);
    const noAge = removeCondition(or, b.key);
    expect(noAge.groups).toHaveLength(1);
    const none = removeCondition(noAge, a.key);
    expect(none.groups).toHaveLength(1);
    expect(toWire(none)).toEqual({ op: "and", items: [] });
    expect(toWire(or)).toMatchObject({ op: "and", items: [{ op: "and" }, { op: "or" }] });
    expect(fromWire(toWire(or)).groups.map((x) => [x.join, x.conditions.map((c) => c.field)])).toEqual([
      ["AND", ["gender"]],
      ["OR", ["age"]],
    ]);
  });

  it("cycles the colours of product §3 and wraps from Purple to none", () => {
    let { filter, key } = addCondition(emptyFilter(), gender);
    const seen: number[] = [];
    for (let i = 0; i < 8; i++) {
      filter = cycleColour(filter, key);
      seen.push(filter.groups[0]?.conditions[0]?.color ?? -1);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
  });

  it("left-out labels travel as eligibility conditions and come back as ticked labels", () => {
    const g = addCondition(emptyFilter(), gender);
    const or = toggleGroupJoin(setValue(g.filter, g.key, 0, "Female"), g.filter.groups[0]?.key ?? "");
    const wire = withExclusions(toWire(or), ["cooldown", "noShows"]);
    expect(wire.op).toBe("and");
    expect(wire.items.slice(1)).toMatchObject([
      { field: "eligibility.cooldown", comparison: "notEquals", value1: "true" },
      { field: "eligibility.noShows", comparison: "notEquals", value1: "true" },
    ]);
    const back = splitExclusions(wire);
    expect(back.labels).toEqual(["cooldown", "noShows"]);
    expect(back.filters).toEqual(toWire(or));
    expect(withExclusions(toWire(emptyFilter()), ["optedOut"]).items).toHaveLength(1);
    expect(splitExclusions(toWire(or))).toEqual({ filters: toWire(or), labels: [] });
  });

  it("numbers compare as less or greater than, dates as before or after", () => {
    expect(comparisonLabel("DoubleText", "before")).toBe("less than");
    expect(comparisonLabel("DoubleText", "after")).toBe("greater than");
    expect(comparisonLabel("Date", "before")).toBe("before");
    expect(comparisonLabel("Text", "inList")).toBe("is one of");
  });
});
