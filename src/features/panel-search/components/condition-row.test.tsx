import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { addCondition, emptyFilter, type FieldDef } from "../model/filter-model";
import { ConditionRow } from "./condition-row";

afterEach(cleanup);

const memberId: FieldDef = { name: "id", caption: "Member ID", type: "Text", group: "Profile" };

describe("a new condition", () => {
  it("shows no error before the user has left it, and the problem once they leave it empty", () => {
    const { filter } = addCondition(emptyFilter(), memberId);
    const condition = filter.groups[0]!.conditions[0]!;
    const noop = () => {};
    render(
      <ul>
        <ConditionRow
          entity="respondent"
          condition={condition}
          fields={[memberId]}
          autoFocus
          onField={noop}
          onComparison={noop}
          onValue={noop}
          onColour={noop}
          onRemove={noop}
        />
      </ul>,
    );
    expect(screen.queryByText("Member ID: enter a value.")).toBeNull();
    const row = screen.getByRole("listitem", { name: "Condition Member ID" });
    fireEvent.blur(row.querySelector("select")!, { relatedTarget: null });
    expect(screen.getByText("Member ID: enter a value.")).toBeTruthy();
  });
});
