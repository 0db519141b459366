import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CountryVariant, MaskName } from "../../../server/contracts/validation";
import { DigitsOnlyInput, LettersOnlyInput, MaskedInput } from "./masked-input";

afterEach(cleanup);

function Masked({ mask, variant }: { mask: MaskName; variant: CountryVariant }) {
  const [value, setValue] = useState("");
  const [raw, setRaw] = useState("");
  return (
    <>
      <MaskedInput
        aria-label="masked"
        mask={mask}
        variant={variant}
        value={value}
        onChange={(m, r) => {
          setValue(m);
          setRaw(r);
        }}
      />
      <output>{raw}</output>
    </>
  );
}

function Filtered({ kind }: { kind: "digits" | "letters" }) {
  const [value, setValue] = useState("");
  const Input = kind === "digits" ? DigitsOnlyInput : LettersOnlyInput;
  return <Input aria-label="filtered" value={value} onChange={setValue} />;
}

const type = (el: HTMLElement, text: string) => fireEvent.input(el, { target: { value: text } });

describe("MaskedInput", () => {
  it("shows a default landline as (NN) NNNN NNNN and reports the digits", () => {
    render(<Masked mask="landline" variant="default" />);
    const input = screen.getByLabelText("masked") as HTMLInputElement;
    type(input, "0298765432");
    expect(input.value).toBe("(02) 9876 5432");
    expect(screen.getByRole("status").textContent).toBe("0298765432");
  });

  it("shows a stored raw value masked without reporting a change (the form stays clean)", () => {
    const changes: string[] = [];
    render(
      <MaskedInput
        aria-label="stored"
        mask="landline"
        variant="default"
        value="0298765432"
        onChange={(m) => changes.push(m)}
      />,
    );
    expect((screen.getByLabelText("stored") as HTMLInputElement).value).toBe("(02) 9876 5432");
    expect(changes).toEqual([]);
  });

  it("keeps asterisks in an NZ bank account and drops letters", () => {
    render(<Masked mask="bankAccount" variant="NZ" />);
    const input = screen.getByLabelText("masked") as HTMLInputElement;
    type(input, "12ab3456****");
    expect(input.value).toBe("12-3456-****");
    expect(screen.getByRole("status").textContent).toBe("123456****");
  });

  it("falls back to digits only where the variant has no mask (NZ BSB)", () => {
    render(<Masked mask="bsb" variant="NZ" />);
    const input = screen.getByLabelText("masked") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "12-a3" } });
    expect(input.value).toBe("123");
  });
});

describe("filtered inputs", () => {
  it("DigitsOnlyInput strips every non-digit", () => {
    render(<Filtered kind="digits" />);
    const input = screen.getByLabelText("filtered") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "a1-2 3x" } });
    expect(input.value).toBe("123");
  });

  it("LettersOnlyInput keeps letters and spaces only", () => {
    render(<Filtered kind="letters" />);
    const input = screen.getByLabelText("filtered") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "Mary-Jane O'Neil 3" } });
    expect(input.value).toBe("MaryJane ONeil ");
  });
});
