import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  filterItemsAnswerSchema,
  filterOptionsAnswerSchema,
  queryIdsAnswerSchema,
} from "../../server/contracts/panel-search";
import { surveyQuestions, surveyResponses, surveys } from "../../server/db/schema/surveys";
import { expectBadRequest } from "./auth-helpers";
import { el, expectStaffOnly, type SearchWorld, searchWorld, value } from "./panel-search-helpers";

let w: SearchWorld;
let brand: { surveyId: number; q: Record<string, number>; answered: Map<string, number> };
let screener: { surveyId: number; q: Record<string, number> };

async function surveyOf(title: string) {
  const { db } = w.server.handle;
  const [s] = await db.select().from(surveys).where(eq(surveys.title, title));
  if (!s) throw new Error(`no seeded survey ${title}`);
  const qs = await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, s.id));
  return { surveyId: s.id, q: Object.fromEntries(qs.map((q) => [q.code, q.id])) };
}

beforeAll(async () => {
  w = await searchWorld();
  const b = await surveyOf("Brand survey");
  const rows = await w.server.handle.db
    .select({ respondentId: surveyResponses.respondentId, answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, b.surveyId)));
  // The seed: one respondent chose Acme (often 4, price good), one Other (often 1, price poor).
  brand = { ...b, answered: new Map(rows.map((r) => [String(r.answers.brand), r.respondentId])) };
  screener = await surveyOf("Pre-qualification screener");
});
afterAll(() => w?.server.close());

const ids = async (items: unknown[], op = "and") =>
  value(
    await w.api.postJson(
      "/api/respondent/GetQueryResultsIds",
      { filters: { op, items }, dtparams: { length: 100 } },
      { token: w.recruiter },
    ),
    queryIdsAnswerSchema,
  ).ids;
const key = (surveyId: number, questionId: number | undefined, row = "") =>
  `survey:${surveyId}:${questionId}${row ? `:${row}` : ""}`;

describe("survey answers as panel-search fields (decision 148)", () => {
  it("lists a survey's questions as filter items, grid rows apart, with their options", async () => {
    const items = value(
      await w.api.get(`/api/respondent/GetFilterItems/${brand.surveyId}`, { token: w.recruiter }),
      filterItemsAnswerSchema,
    );
    const mine = items.filter((i) => i.key.startsWith("survey:"));
    expect(mine.map((i) => i.key)).toEqual([
      key(brand.surveyId, brand.q.brand),
      key(brand.surveyId, brand.q.often),
      key(brand.surveyId, brand.q.rate, "price"),
      key(brand.surveyId, brand.q.rate, "quality"),
      key(brand.surveyId, brand.q.why),
    ]);
    const [choice, number, price, , text] = mine;
    expect(choice).toMatchObject({
      caption: "Which brand do you buy most?",
      type: "DropDown",
      group: "Brand survey",
    });
    expect(choice?.optionsList).toBe(choice?.key);
    expect(number).toMatchObject({ type: "DoubleText", valueKind: "number" });
    expect(number?.comparisons).toEqual(expect.arrayContaining(["between", "before", "after"]));
    expect(price?.caption).toBe("Rate {{brand}} – Price");
    expect(text?.comparisons).toEqual(expect.arrayContaining(["contains", "equals"]));
    const multi = value(
      await w.api.get(`/api/respondent/GetFilterItems/${screener.surveyId}`, { token: w.recruiter }),
      filterItemsAnswerSchema,
    ).find((i) => i.key === key(screener.surveyId, screener.q.security));
    expect(multi).toMatchObject({ type: "Option", valueKind: "codes" });

    const options = (filter: string) =>
      w.api.postJson("/api/respondent/GetFilterItemOptions", { filter }, { token: w.recruiter });
    expect(value(await options(key(brand.surveyId, brand.q.brand)), filterOptionsAnswerSchema)).toEqual([
      { value: "acme", text: "Acme" },
      { value: "globex", text: "Globex" },
      { value: "other", text: "Other" },
    ]);
    expect(
      value(await options(key(brand.surveyId, brand.q.rate, "price")), filterOptionsAnswerSchema).map(
        (o) => o.value,
      ),
    ).toEqual(["poor", "ok", "good"]);
    expectBadRequest(await options(key(brand.surveyId, 999_999)), "Unknown field");
    await expectStaffOnly(w, (token) =>
      w.api.get(`/api/respondent/GetFilterItems/${brand.surveyId}`, { token }),
    );
  });

  it("filters members by their answers: choice, number range, grid row, text, multi choice", async () => {
    const acme = brand.answered.get("acme");
    const other = brand.answered.get("other");
    expect(acme && other).toBeTruthy();
    const s = brand.surveyId;
    expect(await ids([el(key(s, brand.q.brand), "equals", "acme", { type: "DropDown" })])).toEqual([acme]);
    expect(await ids([el(key(s, brand.q.brand), "inList", null, { values: ["acme", "other"] })])).toEqual(
      [acme, other].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(await ids([el(key(s, brand.q.often), "between", "2", { value2: "10" })])).toEqual([acme]);
    expect(await ids([el(key(s, brand.q.often), "before", "2")])).toEqual([other]);
    expect(await ids([el(key(s, brand.q.rate, "price"), "equals", "poor")])).toEqual([other]);
    expect(await ids([el(key(s, brand.q.why), "contains", "chea")])).toEqual([acme]);
    expect(await ids([el(key(s, brand.q.why), "contains", "%")])).toEqual([]);
    const security = key(screener.surveyId, screener.q.security);
    const research = await ids([el(security, "equals", "research", { type: "Option" })]);
    expect(research).toHaveLength(1);
    expect(await ids([el(security, "equals", "none")])).not.toContain(research[0]);
    // Combined with a profile field in one tree.
    expect(
      await ids(
        [el(key(s, brand.q.brand), "equals", "acme"), el(key(s, brand.q.brand), "equals", "other")],
        "or",
      ),
    ).toHaveLength(2);
  });

  it("refuses unknown, malformed and injected survey keys and bad values with 400", async () => {
    const s = brand.surveyId;
    const post = (items: unknown[]) =>
      w.api.postJson(
        "/api/respondent/GetQueryResults",
        { filters: { op: "and", items }, dtparams: { length: 5 } },
        { token: w.recruiter },
      );
    for (const field of [
      `survey:${s}:${brand.q.brand}'; drop table respondents; --`,
      `survey:${s}:${brand.q.brand} or 1=1`,
      `survey:${s}:abc`,
      `survey:${s + 1000}:${brand.q.brand}`,
      `survey:${screener.surveyId}:${brand.q.brand}`,
      `survey:${s}:${brand.q.rate}:nosuchrow`,
      `survey:${s}:99999999999`,
      "survey:",
    ])
      expectBadRequest(await post([el(field, "equals", "acme")]));
    expectBadRequest(
      await post([el(key(s, brand.q.often), "between", "x'--", { value2: "1" })]),
      "invalid number",
    );
    expectBadRequest(await post([el(key(s, brand.q.brand), "contains", "acme")]), "does not apply");
    expect((await w.api.get(`/api/respondent/GetFilterItems/1'--`, { token: w.recruiter })).status).toBe(400);
  });
});
