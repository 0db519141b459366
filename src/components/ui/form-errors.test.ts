import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkForm } from "./form-errors";

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
