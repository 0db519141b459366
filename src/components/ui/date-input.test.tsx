import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DateInput, displayToIso, isoToDisplay } from "./date-input";
import { friendlierErrors } from "./record-form-messages";

afterEach(cleanup);

function Box({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput aria-label="date" value={value} onChange={setValue} />
      <output>{value}</output>
      <button type="button" onClick={() => setValue("2024-02-29")}>
        reset
      </button>
    </>
  );
}

const type = (el: HTMLElement, text: string) => fireEvent.input(el, { target: { value: text } });

describe("date conversion", () => {
  it("shows ISO dates as DD/MM/YYYY and reads them back", () => {
    expect(isoToDisplay("2025-12-27")).toBe("27/12/2025");
    expect(isoToDisplay(null)).toBe("");
    expect(isoToDisplay("2025-12-27T10:00:00Z")).toBe("");
    expect(displayToIso("27/12/2025")).toBe("2025-12-27");
    expect(displayToIso("")).toBe("");
  });
  it("refuses partial and impossible dates", () => {
    expect(displayToIso("27/12/20")).toBeNull();
    expect(displayToIso("31/02/2025")).toBeNull();
    expect(displayToIso("12/13/2025")).toBeNull();
  });
});

describe("DateInput", () => {
  it("shows the stored date day first and reports what is typed as ISO", () => {
    render(<Box initial="2025-12-27" />);
    const input = screen.getByLabelText("date") as HTMLInputElement;
    expect(input.value).toBe("27/12/2025");
    type(input, "01032026");
    expect(input.value).toBe("01/03/2026");
    expect(screen.getByRole("status").textContent).toBe("2026-03-01");
  });
  it("reports an unfinished date as typed, and a cleared box as empty", () => {
    render(<Box initial="2025-12-27" />);
    const input = screen.getByLabelText("date") as HTMLInputElement;
    type(input, "0103");
    expect(screen.getByRole("status").textContent).toBe("01/03");
    type(input, "");
    expect(screen.getByRole("status").textContent).toBe("");
  });
  it("follows a value set from outside (a form reset)", () => {
    render(<Box initial="" />);
    fireEvent.click(screen.getByRole("button", { name: "reset" }));
    expect((screen.getByLabelText("date") as HTMLInputElement).value).toBe("29/02/2024");
  });
});

describe("friendlierErrors", () => {
  const fields = [
    { name: "clientId", label: "Client", kind: "idselect" as const },
    { name: "startDate", label: "Start", kind: "date" as const },
    { name: "name", label: "Name" },
  ];
  it("says Required for an unchosen id and names the typed date order", () => {
    const out = friendlierErrors(
      fields,
      { clientId: "", startDate: "01/03", name: "" },
      {
        clientId: { type: "too_small", message: "Invalid id" },
        startDate: { type: "invalid_union", message: "Invalid date (YYYY-MM-DD)" },
        name: { type: "too_small", message: "Required" },
      },
    );
    expect(out.clientId?.message).toBe("Required");
    expect(out.startDate?.message).toBe("Invalid date (DD/MM/YYYY)");
    expect(out.name?.message).toBe("Required");
  });
  it("leaves other messages alone", () => {
    const errors = { startDate: { type: "custom", message: "End date must be after start date" } };
    expect(friendlierErrors(fields, { startDate: "2025-01-01" }, errors)).toBe(errors);
  });
});
