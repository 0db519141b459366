import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({
  variant: "default" as "default" | "NZ",
  updateMe: vi.fn(),
  // Stable like React Query's cached answer (a new object per render would re-run the effect forever).
  me: {
    data: { id: 5, financeAccountName: "Gina", financeBsb: "062000", financeAccountNumber: "12345678" },
    error: null,
  },
}));
vi.mock("../../../lib/country", () => ({ useCountryVariant: () => api.variant }));
vi.mock("../api/portal-api", () => ({
  useMe: () => api.me,
  updateMe: api.updateMe,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), alert: vi.fn() }));
vi.mock("../../../lib/toast", () => ({ toast }));

import BankDetailsPage from "./bank-details-page";

const ok = {
  succeeded: true,
  value: null,
  errors: [],
  successMsg: "Successfully Saved!",
  message: null,
  status: 200,
};

beforeEach(() => {
  api.variant = "default";
  api.updateMe.mockResolvedValue(ok);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("My Bank Details", () => {
  it("shows the stored details masked and Clear saves three blanks at once", async () => {
    render(<BankDetailsPage />);
    expect((screen.getByLabelText("BSB") as HTMLInputElement).value).toBe("062-000");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect((screen.getByLabelText("Account Name") as HTMLInputElement).value).toBe("");
    await waitFor(() =>
      expect(api.updateMe).toHaveBeenCalledWith(5, {
        financeAccountName: "",
        financeBsb: "",
        financeAccountNumber: "",
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Successfully Saved!"));
  });

  it("refuses a short BSB with 'Invalid BSB' and sends nothing", async () => {
    render(<BankDetailsPage />);
    fireEvent.input(screen.getByLabelText("BSB"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    // The record form validates with the contract asynchronously (react-hook-form resolver).
    expect(await screen.findByText("Invalid BSB")).toBeTruthy();
    expect(api.updateMe).not.toHaveBeenCalled();
  });

  it("has no BSB in New Zealand and sends digits without the mask", async () => {
    api.variant = "NZ";
    render(<BankDetailsPage />);
    expect(screen.queryByLabelText("BSB")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(api.updateMe).toHaveBeenCalledWith(5, {
        financeAccountName: "Gina",
        financeBsb: "",
        financeAccountNumber: "12345678",
      }),
    );
  });

  it("shows 'Error!' with the server's errors", async () => {
    api.updateMe.mockResolvedValue({
      ...ok,
      succeeded: false,
      errors: ["Invalid Account Number", "Try again."],
    });
    render(<BankDetailsPage />);
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error!", "Invalid Account Number Try again."),
    );
  });
});
