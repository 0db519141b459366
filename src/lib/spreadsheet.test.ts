import { describe, expect, it } from "vitest";
import { read } from "xlsx";
import { sheetRows, sheetWorkbook, workbookBytes } from "./spreadsheet";

describe("sheetWorkbook", () => {
  it("writes money as numbers with the currency format and days as real dates", () => {
    const bytes = workbookBytes(
      sheetWorkbook(
        "Attendees",
        [
          { header: "Name", width: 20 },
          { header: "Incentive", width: 10, format: "money" },
          { header: "Session day", width: 12, format: "date" },
        ],
        [
          ["Ann", "75.00", "2026-12-03"],
          ["Bob", 1234.5, "04/03/2026"],
          ["Cy", "n/a", ""],
        ],
      ),
    );
    const sheet = read(bytes, { type: "array", cellNF: true }).Sheets.Attendees;
    expect(sheet?.B2).toMatchObject({ t: "n", v: 75, z: '"$"#,##0.00' });
    expect(sheet?.C2).toMatchObject({
      t: "n",
      v: Date.UTC(2026, 11, 3) / 86_400_000 + 25_569,
      z: "dd/mm/yyyy",
    });
    expect(sheet?.C3?.v).toBe(Date.UTC(2026, 2, 4) / 86_400_000 + 25_569);
    expect(sheet?.B4).toMatchObject({ t: "s", v: "n/a" });
    expect(sheetRows(bytes)[1]).toEqual(["Ann", "$75.00", "03/12/2026"]);
    expect(sheetRows(bytes)[2]).toEqual(["Bob", "$1,234.50", "04/03/2026"]);
  });
});
