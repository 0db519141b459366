import { render } from "@testing-library/react";
import IMask from "imask";
import { describe, expect, it } from "vitest";
import { CURRENCY_MASK, CurrencyInput, parseCurrency } from "./currency-input";

const format = (typed: string) => {
  const mask = IMask.createMask({ ...CURRENCY_MASK, min: -1e10, max: 1e10 });
  mask.resolve(typed);
  return { shown: mask.value, typed: mask.typedValue };
};

describe("currency mask (product §5)", () => {
  it("groups thousands with ',' and keeps two decimals with '.'", () => {
    expect(format("1234567.891")).toEqual({ shown: "1,234,567.89", typed: 1234567.89 });
  });

  it("accepts negatives", () => {
    expect(format("-45.5").typed).toBe(-45.5);
  });

  it("ignores letters", () => {
    expect(format("12ab3").typed).toBe(123);
  });

  it("shows a numeric value formatted and right aligned", () => {
    const { getByRole } = render(<CurrencyInput aria-label="Amount" value={1234.5} onChange={() => {}} />);
    const input = getByRole("textbox", { name: "Amount" }) as HTMLInputElement;
    expect(input.value).toBe("1,234.50");
    expect(input.style.textAlign).toBe("right");
  });
});

describe("parseCurrency", () => {
  it("turns the unmasked text into a number or null", () => {
    expect(parseCurrency("-1234.5")).toBe(-1234.5);
    expect(parseCurrency("")).toBeNull();
    expect(parseCurrency("-")).toBeNull();
  });
});
