import { describe, expect, it } from "vitest";
import {
  MERGEABLE_FIELDS,
  type Respondent,
  respondentUpdateSchema,
} from "../../../../server/contracts/respondents/respondents";
import { emptyRecord, fieldLabel, mergeRows, recordPath, recordPayload } from "./record-form";

const base = {
  ...emptyRecord("consumer"),
  firstName: "Ana",
  lastName: "Lee",
  email: "ana@example.com",
  mobile: "0412 345 678",
  postcode: "2000",
  yearOfBirth: "1980",
};

describe("recordPayload", () => {
  it("passes the shared update contract and leaves bank fields out unless changed", () => {
    const body = recordPayload(0, base, base, true);
    expect(body).not.toHaveProperty("financeAccountName");
    const parsed = respondentUpdateSchema("default").safeParse(body);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(parsed.data.yearOfBirth).toBe(1980);
  });

  it("sends the bank fields only for a user allowed to see them", () => {
    const changed = {
      ...base,
      financeAccountName: "Ana Lee",
      financeBsb: "062-000",
      financeAccountNumber: "1234",
    };
    expect(recordPayload(3, changed, base, true)).toMatchObject({
      financeAccountName: "Ana Lee",
      financeBsb: "062-000",
    });
    expect(recordPayload(3, changed, base, false)).not.toHaveProperty("financeBsb");
  });
});

describe("merge chooser", () => {
  const record = (over: Partial<Respondent>) =>
    ({ firstName: "Ana", lastName: "Lee", languages: [], ...over }) as Respondent;
  it("lists only the fields that differ", () => {
    const rows = mergeRows(
      record({ email: "a@x.com" }),
      record({ email: "b@x.com", languages: ["English"] }),
      MERGEABLE_FIELDS,
    );
    expect(rows.map((r) => r.field)).toEqual(["email", "languages"]);
    expect(rows[1]).toEqual({ field: "languages", keep: "", other: "English" });
  });

  it("names fields and routes records by panel", () => {
    expect(fieldLabel("businessEmployeeNumbers")).toBe("Business employee numbers");
    expect(recordPath({ id: 4, businessRego: false, disabilityRego: true })).toBe("/impairmentpanelmember/4");
    expect(recordPath({ id: 4, businessRego: false, disabilityRego: false })).toBe("/respondent/4");
  });
});
