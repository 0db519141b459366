import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "../../lib/format";
import { chartSummary, conversionText, integerText } from "./chart-model";
import { type ChartSeries, type ChartSpec, type ChartValue, ChartWithTable } from "./chart-with-table";

afterEach(cleanup);

const series: ChartSeries[] = [
  { key: "invoiced", label: "Invoiced" },
  { key: "quoted", label: "Quoted" },
];
const sales: ChartSpec = { kind: "bar", x: "month", xLabel: "Month", series };
const rows: Record<string, ChartValue>[] = [
  { month: "2026-10", invoiced: 1234.5, quoted: 2000 },
  { month: "2026-11", invoiced: null, quoted: 500 },
];
const money = (_key: string, n: number) => formatMoney(n);
const monthText = (x: ChartValue) => (typeof x === "string" ? `${x.slice(5)}/${x.slice(0, 4)}` : "");

/** The sales chart every test draws, with the extra props a test needs. */
const renderSales = (extra: Partial<ComponentProps<typeof ChartWithTable>> = {}) =>
  render(
    <ChartWithTable
      title="Sales by month"
      spec={sales}
      rows={rows}
      formatValue={money}
      formatX={monthText}
      {...extra}
    />,
  );

function showTable() {
  fireEvent.click(screen.getByRole("button", { name: "Table" }));
  return screen.getByRole("table", { name: "Sales by month" });
}

describe("ChartWithTable's table twin", () => {
  it("shows the same rows with formatted values, x as row headers, a caption and column headers", () => {
    renderSales();
    expect(screen.getByRole("button", { name: "Chart" }).getAttribute("aria-pressed")).toBe("true");
    const table = showTable();
    expect(screen.getByRole("button", { name: "Table" }).getAttribute("aria-pressed")).toBe("true");
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(heads).toEqual(["Month", "Invoiced", "Quoted"]);
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ["10/2026", "$1,234.50", "$2,000.00"],
      ["11/2026", "–", "$500.00"],
    ]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.getAttribute("scope")),
    ).toEqual(["row", "row"]);
    // Without onPick the numbers are text, not buttons.
    expect(within(table).queryAllByRole("button")).toHaveLength(0);
  });

  it("makes every number a button that drills through with its row and series; a missing value is none", () => {
    const onPick = vi.fn();
    renderSales({ onPick });
    const table = showTable();
    expect(within(table).getAllByRole("button")).toHaveLength(3);
    const cell = within(table).getByRole("button", { name: "Quoted, 11/2026: $500.00" });
    cell.focus();
    expect(document.activeElement).toBe(cell);
    fireEvent.click(cell);
    expect(onPick).toHaveBeenCalledWith(rows[1], "quoted");
    fireEvent.click(within(table).getByRole("button", { name: "Invoiced, 10/2026: $1,234.50" }));
    expect(onPick).toHaveBeenLastCalledWith(rows[0], "invoiced");
  });

  it("formats values as integers by default and x as it is", () => {
    render(
      <ChartWithTable
        title="Bookings"
        spec={{ kind: "line", x: "day", series: [{ key: "n", label: "Bookings made" }] }}
        rows={[{ day: "Mon", n: 1234.4 }]}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Table" }));
    const table = screen.getByRole("table", { name: "Bookings" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Day", "Bookings made"]);
    expect(within(table).getByRole("cell").textContent).toBe("1,234");
    expect(within(table).getByRole("rowheader").textContent).toBe("Mon");
  });

  it("adds a funnel's conversion from the previous stage", () => {
    const stages = [
      { stage: "Invited", n: 200 },
      { stage: "Screened", n: 50 },
      { stage: "Booked", n: 0 },
      { stage: "Attended", n: 0 },
    ];
    render(
      <ChartWithTable
        title="Recruitment funnel"
        spec={{ kind: "funnel", x: "stage", xLabel: "Stage", series: [{ key: "n", label: "Respondents" }] }}
        rows={stages}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Table" }));
    const table = screen.getByRole("table", { name: "Recruitment funnel" });
    const cells = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ["Invited", "200", "–"],
      ["Screened", "50", "25%"],
      ["Booked", "0", "0%"],
      ["Attended", "0", "–"],
    ]);
  });

  it("labels the drawing as an image with a summary of what it shows", () => {
    renderSales();
    const img = screen.getByRole("img");
    expect(img.getAttribute("aria-label")).toBe(
      "Sales by month. Bar chart, 2 points. Invoiced: total $1,234.50, highest $1,234.50 at 10/2026; Quoted: total $2,500.00, highest $2,000.00 at 10/2026.",
    );
  });

  it("says so when there are no rows", () => {
    render(<ChartWithTable title="Empty" spec={sales} rows={[]} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("Empty: no data.");
    expect(screen.getByText("No data for this period.")).toBeTruthy();
  });
});

describe("chart model", () => {
  it("conversion is whole per cent and none after an empty stage", () => {
    expect(conversionText(3, 1)).toBe("33%");
    expect(conversionText(0, 0)).toBe("");
    expect(conversionText(null, 4)).toBe("");
  });

  it("integers carry thousands separators", () => {
    expect(integerText(1234567.6)).toBe("1,234,568");
  });

  it("the funnel summary lists each stage", () => {
    const text = chartSummary({
      title: "Funnel",
      spec: { kind: "funnel", x: "s", series: [{ key: "n", label: "N" }] },
      rows: [
        { s: "A", n: 4 },
        { s: "B", n: null },
      ],
      value: (_k, v) => String(v),
      x: (x) => String(x),
    });
    expect(text).toBe("Funnel. Funnel, 2 points. A 4, B none.");
  });
});
