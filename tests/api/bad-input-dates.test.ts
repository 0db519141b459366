import { describe, expect, it } from "vitest";
import { expectBadRequest } from "./auth-helpers";
import { badInputWorld } from "./bad-input-helpers";

/** Dates that look like YYYY-MM-DD but name no day are a 400, not a database error. */
const w = badInputWorld();
const NOT_DAYS = ["2026-13-01", "2026-02-30", "2026-00-10", "0000-01-01"];

describe("dates that name no calendar day", () => {
  it("job start and end dates", async () => {
    for (const startDate of NOT_DAYS) {
      const answer = await w.api.postJson(
        "/api/job/update",
        { name: "Dated", clientId: w.acmeId, startDate },
        { token: w.admin },
      );
      expectBadRequest(answer, "Invalid date");
    }
  });

  it("invoice dates", async () => {
    for (const issuedDate of NOT_DAYS) {
      const answer = await w.api.postJson(
        "/api/job/invoice/update",
        { jobId: w.jobId, amount: 1, issuedDate },
        { token: w.admin },
      );
      expectBadRequest(answer, "Invalid date");
    }
  });

  it("job list date filters", async () => {
    for (const startFrom of NOT_DAYS) {
      const answer = await w.api.postJson(
        "/api/query/result",
        { entity: "jobs", dtparams: { filters: { startFrom } } },
        { token: w.admin },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
  });

  it("a real day still saves", async () => {
    const answer = await w.api.postJson(
      "/api/job/update",
      { name: "Dated", clientId: w.acmeId, startDate: "2028-02-29" },
      { token: w.admin },
    );
    expect(answer.body.succeeded, JSON.stringify(answer.body)).toBe(true);
  });
});
