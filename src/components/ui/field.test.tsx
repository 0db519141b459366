import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./field";
import { PasswordInput } from "./password-input";

afterEach(cleanup);

describe("TextField", () => {
  it("labels its box and describes it by the hint while there is no error", () => {
    render(<TextField id="f-name" label="Name" hint="As on your card" value="" onChange={() => {}} />);
    const box = screen.getByRole("textbox", { name: "Name" });
    expect(box.id).toBe("f-name");
    expect(box.getAttribute("aria-describedby")).toBe("f-name-hint");
    expect(box.getAttribute("aria-invalid")).toBeNull();
  });

  it("marks the box invalid and described by the error once there is one", () => {
    render(
      <TextField id="f-mail" label="Email" error="Required" type="email" value="" onChange={() => {}} />,
    );
    const box = screen.getByRole("textbox", { name: "Email" });
    expect(box.getAttribute("type")).toBe("email");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toBe("f-mail-error");
    expect(screen.getByRole("alert").textContent).toBe("Required");
  });

  it("takes another box, such as the password box with its show/hide toggle", () => {
    render(<TextField id="f-pass" label="Password" control={PasswordInput} value="x" onChange={() => {}} />);
    const box = screen.getByLabelText("Password");
    expect(box.getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Show password" })).toBeTruthy();
  });
});
