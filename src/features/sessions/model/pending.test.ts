import { afterEach, describe, expect, it } from "vitest";
import type { ConfirmationRow, Session } from "../../../../server/contracts/sessions/sessions";
import { resetAgencyZone } from "../../../lib/agency-zone";
import { missingWithin, startsText } from "./pending";

const row = (sessionId: number): ConfirmationRow => ({
  sessionId,
  jobId: 1,
  jobNumber: "J26-00001",
  jobName: "Snacks",
  sessionNumber: sessionId,
  name: `Group ${sessionId}`,
  startsAt: "2026-12-03T07:00:00Z",
  booked: 4,
  confirmed: 1,
  unconfirmed: 3,
});

describe("Pending Sessions", () => {
  afterEach(() => resetAgencyZone());

  it("shows a start as the agency's date and time, in full", () => {
    resetAgencyZone("Australia/Sydney");
    expect(startsText("2026-11-26T13:30:00Z")).toBe("27/11/2026 00:30");
    expect(startsText(null)).toBe("");
  });

  it("keeps only the missing confirmations of the sessions the filters show", () => {
    const missing = [row(1), row(2), row(3)];
    expect(missingWithin(missing, [{ id: 2 } as Session])?.map((r) => r.sessionId)).toEqual([2]);
    expect(missingWithin(missing, [])).toEqual([]);
    expect(missingWithin(missing, undefined)).toHaveLength(3);
    expect(missingWithin(undefined, [])).toBeUndefined();
  });
});
