import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { TabIdContext, unsavedTabs } from "../../workspace/unsaved";
import { type FieldSpec, RecordForm } from "./record-form";
import { drafts } from "./record-form-drafts";
import { formDefaults, normaliseIds } from "./record-form-values";

afterEach(cleanup);

const fields: FieldSpec[] = [
  { name: "name", label: "Name" },
  { name: "amount", label: "Amount", kind: "money" },
  { name: "active", label: "Active", kind: "checkbox" },
  { name: "types", label: "Types", kind: "checklist", options: [{ value: "A", label: "A" }] },
];

describe("formDefaults", () => {
  it("turns nulls into empty text, keeps numbers, booleans and lists", () => {
    expect(formDefaults(fields, { name: null, amount: 12.5, active: 1, types: ["A"] })).toEqual({
      name: "",
      amount: 12.5,
      active: true,
      types: ["A"],
    });
    expect(formDefaults(fields, null, { id: 0 })).toEqual({
      id: 0,
      name: "",
      amount: null,
      active: false,
      types: [],
    });
  });
});

describe("RecordForm", () => {
  it("shows the contract's message and does not submit invalid input", async () => {
    const schema = z.object({ name: z.string().min(1, "Required") });
    let submitted: unknown = null;
    const { getByRole, findByText } = render(
      <RecordForm
        id="t"
        schema={schema}
        fields={[{ name: "name", label: "Name" }]}
        defaults={{ name: "" }}
        onSubmit={async (v) => {
          submitted = v;
          return true;
        }}
      />,
    );
    fireEvent.click(getByRole("button", { name: "Save" }));
    expect(await findByText("Required")).toBeTruthy();
    expect(submitted).toBeNull();
    fireEvent.input(getByRole("textbox", { name: "Name" }), { target: { value: "Acme" } });
    fireEvent.click(getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted).toEqual({ name: "Acme" }));
  });
});

describe("RecordForm saved as a new record", () => {
  /** New job → Save: the screen turns into the saved record's (the new form unmounts). */
  function NewRecord() {
    const [saved, setSaved] = useState(false);
    if (saved) return <p>Saved record</p>;
    return (
      <RecordForm
        id="new"
        schema={z.object({ name: z.string() })}
        fields={[{ name: "name", label: "Name" }]}
        defaults={{ name: "" }}
        draftKey="thing-new"
        onSubmit={async () => {
          setSaved(true);
          return true;
        }}
      />
    );
  }

  it("leaves no unsaved mark and no draft behind", async () => {
    unsavedTabs.reset();
    const { getByRole, findByText } = render(
      <TabIdContext.Provider value="tab-1">
        <NewRecord />
      </TabIdContext.Provider>,
    );
    fireEvent.input(getByRole("textbox", { name: "Name" }), { target: { value: "Acme" } });
    await waitFor(() => expect(unsavedTabs.isDirty("tab-1")).toBe(true));
    fireEvent.click(getByRole("button", { name: "Save" }));
    await findByText("Saved record");
    await new Promise((r) => setTimeout(r, 20));
    expect(unsavedTabs.isDirty("tab-1")).toBe(false);
    expect(drafts.has("thing-new")).toBe(false);
  });
});

describe("normaliseIds", () => {
  it("turns id drop-down text into numbers and the empty choice into null", () => {
    const f: FieldSpec[] = [
      { name: "clientId", label: "Client", kind: "idselect" },
      { name: "name", label: "Name" },
    ];
    expect(normaliseIds(f, { clientId: "7", name: "" })).toEqual({ clientId: 7, name: "" });
    expect(normaliseIds(f, { clientId: "", name: "x" })).toEqual({ clientId: null, name: "x" });
  });
});

describe("drafts", () => {
  it("keeps unsaved edits across an unmount and brings them back as unsaved", async () => {
    const schema = z.object({ name: z.string() });
    const props = {
      id: "d",
      schema,
      fields: [{ name: "name", label: "Name" }],
      defaults: { name: "Acme" },
      onSubmit: async () => true,
      draftKey: "client-9",
    };
    const first = render(<RecordForm {...props} />);
    fireEvent.input(first.getByRole("textbox", { name: "Name" }), { target: { value: "Acme Pty" } });
    await first.findByText("Unsaved changes");
    first.unmount();
    const again = render(<RecordForm {...props} />);
    await waitFor(() =>
      expect((again.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Acme Pty"),
    );
    expect(await again.findByText("Unsaved changes")).toBeTruthy();
  });
});
