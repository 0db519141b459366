import { describe, expect, it } from "vitest";
import { read } from "xlsx";
import type { Opportunity } from "../../../../server/contracts/respondents/portal";
import { sheetRows, sheetWorkbook, workbookBytes } from "../../../lib/spreadsheet";
import {
  OPPORTUNITIES_SHEET,
  OPPORTUNITY_COLUMNS,
  OPPORTUNITY_HEADER,
  opportunityRows,
} from "./opportunities-export";

const opportunity = (over: Partial<Opportunity> = {}): Opportunity => ({
  clientJob: {
    jobNumber: "J1001",
    jobNumberAndName: "J1001 - Grocery study",
    inviteLocation: "Sydney",
    inviteTime: "6pm",
    inviteJobType: "Focus group",
  },
  clientJobId: 1,
  description: "Tell us about groceries",
  expiryDate: "2026-12-31T00:00:00.000Z",
  closed: false,
  resSurveyURL: "https://survey.example/s/1",
  ...over,
});

describe("the opportunities workbook (Respondent Survey.xlsx)", () => {
  it("has the header and one row per opportunity, dates DD/MM/YYYY and Yes/No for closed", () => {
    const list = [
      opportunity(),
      opportunity({
        clientJob: {
          jobNumber: "J1002",
          jobNumberAndName: "J1002 - Cars",
          inviteLocation: null,
          inviteTime: null,
          inviteJobType: null,
        },
        expiryDate: "2027-01-05",
        closed: true,
        description: null,
        resSurveyURL: null,
      }),
    ];
    const bytes = workbookBytes(
      sheetWorkbook(OPPORTUNITIES_SHEET, OPPORTUNITY_COLUMNS, opportunityRows(list)),
    );
    const rows = sheetRows(bytes);
    expect(rows[0]).toEqual([...OPPORTUNITY_HEADER]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      "J1001",
      "J1001 - Grocery study",
      "Tell us about groceries",
      "Sydney",
      "6pm",
      "Focus group",
      "31/12/2026",
      "No",
      "https://survey.example/s/1",
    ]);
    expect(rows[2]?.[6]).toBe("05/01/2027");
    // The expiry is a real date (a serial day) shown DD/MM/YYYY, not text.
    const sheet = read(bytes, { type: "array", cellNF: true }).Sheets[OPPORTUNITIES_SHEET];
    expect(sheet?.G2?.t).toBe("n");
    expect(sheet?.G2?.v).toBe(Date.UTC(2026, 11, 31) / 86_400_000 + 25_569);
    expect(sheet?.G2?.z).toBe("dd/mm/yyyy");
    expect(rows[2]?.[7]).toBe("Yes");
    expect(rows[2]?.[2]).toBe("");
  });

  it("writes an empty sheet with only the header when there are no opportunities", () => {
    const rows = sheetRows(workbookBytes(sheetWorkbook(OPPORTUNITIES_SHEET, OPPORTUNITY_COLUMNS, [])));
    expect(rows).toEqual([[...OPPORTUNITY_HEADER]]);
  });
});
