import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { QuotaImpact } from "./quota-impact";

afterEach(cleanup);

const cell = (quotaId: number, name: string, matching: number | null) => ({
  quotaId,
  name,
  target: 10,
  filled: 2,
  open: 8,
  matching,
  overfill: 0,
});

describe("quota impact (walkthrough M8)", () => {
  it("says which cells have no criteria the search can read, and how to add them", () => {
    render(
      <QuotaImpact
        job={{ id: 1, title: "J24-00001 Coffee" }}
        onJob={() => {}}
        cells={[cell(1, "Female 18-34", null), cell(2, "NSW", 12)]}
        waiting=""
      />,
    );
    expect(screen.getByRole("row", { name: /Female 18-34/ }).textContent).toContain("No criteria");
    expect(screen.getByRole("row", { name: /NSW/ }).textContent).toContain("12");
    expect(screen.getByTestId("quota-no-criteria").textContent).toContain("gender=Female");
  });

  it("adds no note when every cell can be counted", () => {
    render(
      <QuotaImpact job={{ id: 1, title: "J" }} onJob={() => {}} cells={[cell(2, "NSW", 3)]} waiting="" />,
    );
    expect(screen.queryByTestId("quota-no-criteria")).toBeNull();
  });
});
