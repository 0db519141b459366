import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkForm, focusFirstInvalid } from "./form-errors";

describe("checkForm", () => {
  const schema = z.object({ a: z.string().min(1, "Required").regex(/^\d+$/, "Invalid"), b: z.number() });

  it("answers the parsed data when valid", () => {
    expect(checkForm(schema, { a: "12", b: 3 })).toEqual({ ok: true, data: { a: "12", b: 3 } });
  });

  it("keeps the first message of each field", () => {
    const result = checkForm(schema, { a: "", b: "x" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.a).toBe("Required");
      expect(result.errors.b).toBeTruthy();
    }
  });
});

describe("focusFirstInvalid", () => {
  it("focuses the first control marked invalid once the errors are shown", async () => {
    document.body.innerHTML = `<form><input id="a" /><input id="b" /><input id="c" /></form>`;
    const form = document.querySelector("form") as HTMLFormElement;
    focusFirstInvalid(form);
    // React shows the errors after the submit handler returns; the focus waits a frame for them.
    for (const id of ["b", "c"]) document.getElementById(id)?.setAttribute("aria-invalid", "true");
    await new Promise((r) => requestAnimationFrame(() => r(null)));
    expect(document.activeElement?.id).toBe("b");
  });
});
