import { describe, expect, it } from "vitest";
import {
  CONFIRM_ERROR,
  confirmPasswordError,
  newPasswordError,
  PASSWORD_HINT,
  REQUIRED,
} from "./password-rules";

describe("newPasswordError", () => {
  it("needs a value", () => expect(newPasswordError("", true)).toBe(REQUIRED));
  it("accepts a digit, a symbol and an uppercase letter with no lowercase at all", () => {
    expect(newPasswordError("ABCDEF1!", true)).toBeNull();
  });
  it("rejects each missing class", () => {
    expect(newPasswordError("abcdefg1!", true)).toBe(PASSWORD_HINT);
    expect(newPasswordError("Abcdefgh!", true)).toBe(PASSWORD_HINT);
    expect(newPasswordError("Abcdefgh1", true)).toBe(PASSWORD_HINT);
  });
  it("needs 8 characters with a role and 6 without", () => {
    expect(newPasswordError("Ab1!xyz", true)).toBe(PASSWORD_HINT);
    expect(newPasswordError("Ab1!xy", false)).toBeNull();
    expect(newPasswordError("Ab1!x", false)).toBe(PASSWORD_HINT);
  });
});

describe("confirmPasswordError", () => {
  it("is required", () => expect(confirmPasswordError("Abcdef1!", "")).toBe(REQUIRED));
  it("must equal the new password", () => {
    expect(confirmPasswordError("Abcdef1!", "Abcdef1?")).toBe(CONFIRM_ERROR);
    expect(confirmPasswordError("Abcdef1!", "Abcdef1!")).toBeNull();
  });
  it("must be at least 6 characters even when equal", () => {
    expect(confirmPasswordError("Ab1!x", "Ab1!x")).toBe(CONFIRM_ERROR);
  });
});
