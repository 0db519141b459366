import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { filtersSchema } from "../../../contracts/panel-search";
import type { Db } from "../../client";
import { FilterError } from "./compile";
import { DEFAULT_THRESHOLDS } from "./eligibility-sql";
import { buildPlan } from "./plan";
import { registerFieldProvider } from "./providers";

const eligibility = {
  now: new Date("2026-11-24T00:00:00Z"),
  zone: "Australia/Sydney",
  thresholds: DEFAULT_THRESHOLDS,
  job: null,
};
const request = (field: string) => ({
  entity: "respondent" as const,
  filters: filtersSchema.parse([{ type: "DropDown", field, comparison: "equals", value1: "Yes" }]),
  extraIds: {},
});

describe("field providers (the survey-answer hook)", () => {
  it("refuses provider keys until a provider resolves them, then compiles the provider's condition", async () => {
    const db = {} as Db;
    await expect(buildPlan(db, request("answers:7:12"), eligibility)).rejects.toThrow(FilterError);
    registerFieldProvider({
      prefix: "answers",
      filterItems: async () => [],
      resolve: async (_db, keys) =>
        keys
          .filter((k) => k === "answers:7:12")
          .map((key) => ({
            key,
            caption: "Q12",
            group: "Survey 7",
            kind: "code" as const,
            custom: (el, scope) =>
              sql`exists (select 1 from answers a where a.respondent_id = ${scope.respondentId} and a.value = ${el.value1})`,
          })),
    });
    const plan = await buildPlan(db, request("answers:7:12"), eligibility);
    const q = new PgDialect().sqlToQuery(plan.where);
    expect(q.sql).toContain(
      'exists (select 1 from answers a where a.respondent_id = "r"."id" and a.value = $1)',
    );
    expect(q.params).toEqual(["Yes"]);
    await expect(buildPlan(db, request("answers:7:13"), eligibility)).rejects.toThrow(/Unknown field/);
  });
});
