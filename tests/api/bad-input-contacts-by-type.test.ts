import { describe, expect, it } from "vitest";
import { expectBadRequest } from "./auth-helpers";
import { badInputWorld } from "./bad-input-helpers";

/** clientIds of GetClientContactsByTypeId are strict ids, as a list or as comma-separated text. */
const w = badInputWorld();
const path = "/api/GetClientContactsByTypeId";

describe("GetClientContactsByTypeId with ids that are not numbers", () => {
  it("clientIds=abc is a 400, not NaN in SQL", async () => {
    expectBadRequest(
      await w.api.postForm(path, { clientIds: "abc", contactTypes: "Billing" }, { token: w.admin }),
      "Invalid id",
    );
  });

  it("refuses 1e3, -1 and 2147483648 in the text and in a json list", async () => {
    for (const bad of ["1e3", "-1", "2147483648", "3,x"]) {
      expectBadRequest(
        await w.api.postForm(path, { clientIds: bad, contactTypes: "Billing" }, { token: w.admin }),
        "Invalid id",
      );
    }
    expectBadRequest(
      await w.api.postJson(path, { clientIds: [true], contactTypes: ["Billing"] }, { token: w.admin }),
      "Invalid id",
    );
  });

  it("still answers for comma-separated digits", async () => {
    const answer = await w.api.postForm(
      path,
      { clientIds: `${w.acmeId},`, contactTypes: "Billing" },
      { token: w.admin },
    );
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body.value)).toBe(true);
  });
});
