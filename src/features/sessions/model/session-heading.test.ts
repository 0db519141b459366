import { afterEach, describe, expect, it } from "vitest";
import { resetAgencyZone } from "../../../lib/agency-zone";
import { sessionFormSchema } from "./session-form";
import { sessionHeading } from "./session-heading";

afterEach(() => resetAgencyZone());

const session = {
  id: 2,
  name: "Lunchtime group",
  sessionNumber: 101,
  jobNumber: "J24-00001",
  startsAt: "2026-12-03T01:00:00Z",
  endsAt: "2026-12-03T03:00:00Z",
  venueName: "Sydney rooms",
  booked: 4,
  requiredPlaces: 8,
};

describe("telling sessions apart (M19)", () => {
  it("the tab title carries the job number and date; the header date, time, venue and places", () => {
    resetAgencyZone("Australia/Sydney");
    expect(sessionHeading(session)).toEqual({
      tabTitle: "Lunchtime group (#101) · J24-00001 03/12/2026",
      facts: "03/12/2026 12:00–14:00 · Sydney rooms · 4 of 8 booked",
    });
    expect(sessionHeading({ ...session, startsAt: null, venueName: null, requiredPlaces: 0 }).facts).toBe(
      "No date yet · No venue · 4 booked",
    );
  });
});

describe("a session needs its date and start time (M21)", () => {
  const form = {
    name: "Evening",
    status: "Planned",
    sessionDate: null,
    startTime: "",
    endTime: "",
    requiredPlaces: 0,
    standbyPlaces: 0,
    notes: "",
  };
  it("names the missing date and start time", () => {
    const result = sessionFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["sessionDate", "Enter the date"],
        ["startTime", "Enter the start time"],
      ]),
    );
    expect(
      sessionFormSchema.safeParse({ ...form, sessionDate: "2026-12-03", startTime: "18:00" }).success,
    ).toBe(true);
  });
});
