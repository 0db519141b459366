import { describe, expect, it } from "vitest";
import { badInputWorld } from "./bad-input-helpers";

/** The tracking calls take the path value as decoded once by the router; '%' is just a character. */
const w = badInputWorld();

describe("tracking calls with a percent sign in the user name", () => {
  for (const call of ["ClockOn", "ClockOff", "GetWorkingHours", "job/currently-tracking"]) {
    it(`${call}/%25 is someone else's name: 403, not 500`, async () => {
      const answer = await w.api.get(`/api/${call}/%25`, { token: w.admin });
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.errors).toEqual(["You can only track time for yourself."]);
    });
  }

  it("still serves the admin's own name, encoded once as the browser sends it", async () => {
    const answer = await w.api.get(`/api/GetWorkingHours/${encodeURIComponent("admin@demo.test")}`, {
      token: w.admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.succeeded).toBe(true);
  });
});
