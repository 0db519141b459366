import { describe, expect, it } from "vitest";
import { badInputWorld, expectNotFoundOrRefused } from "./bad-input-helpers";

/** Ids beyond the integer columns (2147483647) are refused before they reach SQL. */
const w = badInputWorld();
const HUGE = "2147483648";

describe("ids beyond the integer column range", () => {
  it("every respondent read", async () => {
    for (const read of [
      "respondent",
      "respondent-notes",
      "respondent-summary",
      "respondent-payments",
      "respondent-events",
      "respondent-surveys",
      "respondent-surveys-staff-View",
      "respondent-opportunities",
      "respondent-children",
    ]) {
      expectNotFoundOrRefused(await w.api.get(`/api/${read}/${HUGE}`, { token: w.admin }));
    }
  });

  it("RespConfirmAttendance with eventId 2147483648", async () => {
    const answer = await w.api.postForm(
      "/api/event/RespConfirmAttendance",
      { eventId: HUGE },
      { token: w.respondent },
    );
    expectNotFoundOrRefused(answer);
    const json = await w.api.postJson(
      "/api/event/RespConfirmAttendance",
      { eventId: 2147483648 },
      { token: w.respondent },
    );
    expectNotFoundOrRefused(json);
  });

  it("postcodegroupitem/2147483648", async () => {
    expectNotFoundOrRefused(await w.api.get(`/api/postcodegroupitem/${HUGE}`, { token: w.admin }));
  });

  it("search/session/2147483648 is refused as a session number no session can have", async () => {
    const answer = await w.api.get<unknown[]>(`/api/search/session/${HUGE}`, { token: w.admin });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(["keyword: A session number is at most 2147483647."]);
    // A number that fits still searches (and a text keyword with digits is text).
    expect((await w.api.get(`/api/search/session/2147483647`, { token: w.admin })).status).toBe(200);
    expect((await w.api.get(`/api/search/session/J2147483648`, { token: w.admin })).status).toBe(200);
  });
});
