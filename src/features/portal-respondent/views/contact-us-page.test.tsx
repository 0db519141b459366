import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ sendContactUs: vi.fn() }));
vi.mock("../api/portal-api", () => ({ sendContactUs: api.sendContactUs }));
vi.mock("../../../lib/session", () => ({ useSession: () => ({ id: "5", role: "Respondent" }) }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), alert: vi.fn() }));
vi.mock("../../../lib/toast", () => ({ toast }));

import ContactUsPage from "./contact-us-page";

const answer = (succeeded: boolean) => ({
  succeeded,
  value: succeeded,
  errors: succeeded ? [] : ["Mail is down."],
  successMsg: succeeded ? "Thank you for contacting us. We will get back to you shortly." : null,
  message: null,
  status: succeeded ? 200 : 400,
});
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("Contact Us", () => {
  it("asks for subject and message with 'Required' and sends nothing", async () => {
    render(<ContactUsPage />);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getAllByText("Required")).toHaveLength(2));
    expect(api.sendContactUs).not.toHaveBeenCalled();
  });

  it.each([true, false])("sends the respondent's message and clears the form (succeeded: %s)", async (ok) => {
    api.sendContactUs.mockResolvedValue(answer(ok));
    render(<ContactUsPage />);
    fireEvent.change(field("Subject"), { target: { value: " New address " } });
    fireEvent.change(field("Message"), { target: { value: "Please update my postcode." } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(api.sendContactUs).toHaveBeenCalledWith({
        respondentId: 5,
        subject: "New address",
        message: "Please update my postcode.",
        role: "Respondent",
      }),
    );
    await waitFor(() => expect(field("Subject").value).toBe(""));
    expect(field("Message").value).toBe("");
    if (ok) expect(toast.success).toHaveBeenCalledWith(answer(true).successMsg);
    else expect(toast.error).toHaveBeenCalledWith("Error!", "Mail is down.");
  });

  it("Clear empties both fields", () => {
    render(<ContactUsPage />);
    fireEvent.change(field("Subject"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(field("Subject").value).toBe("");
  });
});
