import { describe, expect, it } from "vitest";
import { addCondition, emptyFilter, type FieldDef, setValue } from "./filter-model";
import { draftText, readDraft } from "./search-draft";

const age: FieldDef = { name: "age", caption: "Age", type: "Text", group: "Profile" };

describe("the search draft kept over a reload", () => {
  it("comes back with its conditions, values and leave-out labels, under fresh keys", () => {
    const { filter, key } = addCondition(emptyFilter(), age);
    const draft = { filter: setValue(filter, key, 0, "30"), exclude: ["optedOut" as const] };
    const back = readDraft(draftText(draft));
    expect(back?.exclude).toEqual(["optedOut"]);
    expect(back?.filter.groups[0]?.conditions[0]).toMatchObject({ field: "age", caption: "Age" });
    expect(back?.filter.groups[0]?.conditions[0]?.key).not.toBe(key);
  });

  it("ignores text it cannot read and labels it does not know", () => {
    expect(readDraft(null)).toBeNull();
    expect(readDraft("{nope")).toBeNull();
    expect(readDraft(JSON.stringify({ filter: { join: "XOR", groups: [] } }))).toBeNull();
    const back = readDraft(JSON.stringify({ filter: emptyFilter(), exclude: ["optedOut", "bogus"] }));
    expect(back?.exclude).toEqual(["optedOut"]);
  });
});
