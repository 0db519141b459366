import { describe, expect, it } from "vitest";
import { confirmationListSchema } from "../../../../server/contracts/sessions/sessions";
import { resetAgencyZone } from "../../../lib/agency-zone";
import { formatDateTime } from "../../../lib/format";
import { isConfirmationRows } from "./dashboard";

const row = {
  sessionId: 3,
  jobId: 7,
  jobNumber: "J24007",
  jobName: "Snacks",
  sessionNumber: 1,
  name: "Evening",
  startsAt: "2026-12-03T10:00:00",
  booked: 4,
  confirmed: 1,
  unconfirmed: 3,
};

describe("missing confirmations guard", () => {
  it("agrees with the zod contract on a valid answer and on every one-field break", () => {
    expect(isConfirmationRows([row])).toBe(true);
    expect(confirmationListSchema.safeParse([row]).success).toBe(true);
    for (const key of Object.keys(row)) {
      for (const broken of [undefined, "x", 1.5]) {
        const answer = [{ ...row, [key]: broken }];
        expect(isConfirmationRows(answer), `${key}=${String(broken)}`).toBe(
          confirmationListSchema.safeParse(answer).success,
        );
      }
    }
  });

  it("shows a session time as DD/MM/YYYY HH:MM on the agency's clock", () => {
    resetAgencyZone("Australia/Sydney");
    expect(formatDateTime("2026-12-02T23:05:00Z")).toBe("03/12/2026 10:05");
    expect(formatDateTime(null)).toBe("");
    resetAgencyZone();
  });
});
