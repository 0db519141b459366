import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { checkForm, focusFirstInvalid, useCheckedForm } from "./form-errors";

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

describe("useCheckedForm", () => {
  const schema = z.object({ email: z.string().min(1, "Required") });

  it("sends nothing and shows each field's error when the form does not pass", async () => {
    const send = vi.fn(async () => "sent");
    const { result } = renderHook(() => useCheckedForm());
    let answer: string | undefined = "not yet";
    await act(async () => {
      answer = await result.current.submit(schema, { email: "" }, send);
    });
    expect(answer).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ email: "Required" });
  });

  it("clears the errors, sends the parsed payload busy meanwhile, and answers the send's answer", async () => {
    let finish: (v: string) => void = () => {};
    const send = vi.fn((_data: { email: string }) => new Promise<string>((r) => (finish = r)));
    const { result } = renderHook(() => useCheckedForm());
    await act(async () => {
      await result.current.submit(schema, { email: "" }, send);
    });
    let pending: Promise<string | undefined> = Promise.resolve(undefined);
    await act(async () => {
      pending = result.current.submit(schema, { email: "a@b.co", extra: 1 }, send);
    });
    expect(result.current.errors).toEqual({});
    expect(result.current.busy).toBe(true);
    expect(send).toHaveBeenCalledWith({ email: "a@b.co" });
    await act(async () => {
      finish("sent");
      expect(await pending).toBe("sent");
    });
    expect(result.current.busy).toBe(false);
  });
});
