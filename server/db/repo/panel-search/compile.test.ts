import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { filtersSchema } from "../../../contracts/panel-search";
import { compileGroup, escapeLike, FilterError, helpers } from "./compile";
import { DEFAULT_THRESHOLDS } from "./eligibility-sql";
import { fieldMap } from "./fields";
import { respondentEntity } from "./respondent-fields";

const now = new Date("2026-11-24T00:00:00Z");
const entity = respondentEntity(() => ({
  now,
  zone: "Australia/Sydney",
  thresholds: DEFAULT_THRESHOLDS,
  job: null,
}));
const input = {
  fields: fieldMap(entity.fields),
  scope: { respondentId: entity.idExpr },
  helpers: helpers(now, "Australia/Sydney"),
};
const dialect = new PgDialect();
const compile = (filters: unknown) => dialect.sqlToQuery(compileGroup(filtersSchema.parse(filters), input));
const el = (field: string, comparison: string, value1: string | null = null, extra = {}) => ({
  type: "Text",
  field,
  comparison,
  value1,
  ...extra,
});

describe("the filter compiler", () => {
  it("binds every value as a parameter and never splices it", () => {
    const q = compile([el("lastName", "equals", "O'Brien'); drop table respondents; --")]);
    expect(q.sql).toBe('((lower("r"."last_name") = lower($1)))');
    expect(q.params).toEqual(["O'Brien'); drop table respondents; --"]);
  });

  it("joins groups with and/or and treats an empty group as true", () => {
    expect(compile([]).sql).toBe("true");
    const q = compile({
      op: "or",
      items: [el("gender", "equals", "Female"), { op: "and", items: [el("state", "inList", "NSW,VIC")] }],
    });
    expect(q.sql).toBe('(("r"."gender" = $1) or (("r"."state" in ($2, $3))))');
    expect(q.params).toEqual(["Female", "NSW", "VIC"]);
  });

  it("escapes LIKE wildcards in contains and starts with", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(compile([el("email", "contains", "a%b")]).params).toEqual(["%a\\%b%"]);
  });

  it("compares an instant with a day as the agency's day, bounds as instants in its zone", () => {
    const q = compile([el("createdAt", "equals", "2027-10-03")]);
    expect(q.sql).toBe(
      '((("r"."created_at" >= ($1::date::timestamp at time zone $2) and "r"."created_at" < (($3::date + 1)::timestamp at time zone $4))))',
    );
    expect(q.params).toEqual(["2027-10-03", "Australia/Sydney", "2027-10-03", "Australia/Sydney"]);
  });

  it("compiles age to a year-of-birth range from the request's clock", () => {
    const q = compile([el("age", "between", "25", { value2: "34" })]);
    expect(q.sql).toBe('(("r"."year_of_birth" between $1 and $2))');
    expect(q.params).toEqual([1992, 2001]);
  });

  it("refuses unknown fields, comparisons that do not apply and unreadable values", () => {
    expect(() => compile([el("password", "equals", "x")])).toThrow(FilterError);
    expect(() => compile([el("gender", "contains", "x")])).toThrow(/does not apply/);
    expect(() => compile([el("householdSize", "equals", "1; select")])).toThrow(/invalid number/);
    expect(() => compile([el("dateOfBirth", "equals", "2026-02-30")])).toThrow(/invalid date/);
    expect(() => compile([el("optedOut", "equals", "maybe")])).toThrow(/true or false/);
    expect(() => compile([el("gender", "equals")])).toThrow(/value is required/);
    expect(() => compile([el("participation", "equals", "abc")])).toThrow(/invalid id/);
  });

  it("builds participation history as an EXISTS over respondent events", () => {
    const q = compile([
      el("participation", "notEquals", "3", {
        type: "ClientJobGroupEvent",
        value4: "TookPart",
        value5: "2026-01-01",
      }),
    ]);
    expect(q.sql).toContain("not exists (select 1 from respondent_events x");
    expect(q.params).toContain(3);
    expect(q.params).toContain("2026-01-01");
  });
});
