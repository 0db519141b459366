import { describe, expect, it } from "vitest";
import {
  deleteRequestSchema,
  idSchema,
  isoDate,
  MAX_ID,
  saveIdSchema,
  strictId,
  wholeNumber,
} from "./records";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe("idSchema", () => {
  it("accepts positive integers up to MAX_ID, as numbers or digit strings", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse("42")).toBe(42);
    expect(idSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it("refuses what coercion used to let through, with 'Invalid id'", () => {
    for (const bad of [
      true,
      false,
      "1e3",
      " 5",
      "5 ",
      5.5,
      -1,
      0,
      "0",
      MAX_ID + 1,
      "2147483648",
      "",
      "abc",
      null,
      [1],
      {},
    ]) {
      expect(messages(idSchema.safeParse(bad)), JSON.stringify(bad)).toEqual(["Invalid id"]);
    }
  });

  it("says 'Required' when absent, and keeps a form's own texts", () => {
    expect(messages(idSchema.safeParse(undefined))).toEqual(["Required"]);
    const field = strictId({ required: "Required", invalid: "Invalid", emptyIsAbsent: true });
    expect(messages(field.safeParse(""))).toEqual(["Required"]);
    expect(messages(field.safeParse("x"))).toEqual(["Invalid"]);
  });
});

describe("saveIdSchema and deletes", () => {
  it("treats absent, null and 0 as create; refuses true and negatives", () => {
    expect(saveIdSchema.parse(undefined)).toBeUndefined();
    expect(saveIdSchema.parse(0)).toBeUndefined();
    expect(saveIdSchema.parse("7")).toBe(7);
    expect(saveIdSchema.safeParse(true).success).toBe(false);
    expect(saveIdSchema.safeParse(-1).success).toBe(false);
  });

  it("never turns a json body of true into id 1", () => {
    for (const body of [true, [true], { id: true }, { ids: [true] }, { deleteId: true }]) {
      expect(messages(deleteRequestSchema.safeParse(body))).toEqual(["Invalid id"]);
    }
    expect(deleteRequestSchema.parse({ ids: [3, "3", 4] })).toEqual([3, 4]);
  });
});

describe("wholeNumber", () => {
  it("reads digits and numbers within bounds, refuses the rest", () => {
    expect(wholeNumber(0, 10).parse("3")).toBe(3);
    expect(wholeNumber(0, 10).parse(10)).toBe(10);
    for (const bad of ["abc", true, "1e1", 11, -1, 1.5])
      expect(wholeNumber(0, 10).safeParse(bad).success).toBe(false);
  });
});

describe("isoDate", () => {
  it("accepts real days only", () => {
    expect(isoDate.parse("2028-02-29")).toBe("2028-02-29");
    for (const bad of ["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "0000-01-01", "26-1-1"]) {
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    }
  });
});
