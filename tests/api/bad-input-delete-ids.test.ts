import { describe, expect, it } from "vitest";
import { expectBadRequest } from "./auth-helpers";
import { badInputWorld } from "./bad-input-helpers";

type Row = { id: number };

/** Deletes parse ids strictly: a json body of plain `true` must not delete record 1. */
const w = badInputWorld();

describe("delete calls refuse ids that are not positive integers", () => {
  it("feedback/delete with json true refuses with 'Invalid id' and deletes nothing", async () => {
    const before = await w.api.get<Row[]>("/api/feedbacks", { token: w.admin });
    const answer = await w.api.postJson("/api/feedback/delete", true, { token: w.admin });
    expectBadRequest(answer, "Invalid id");
    const after = await w.api.get<Row[]>("/api/feedbacks", { token: w.admin });
    expect(after.body.value.map((r) => r.id)).toEqual(before.body.value.map((r) => r.id));
  });

  it("client-contact/delete with json true refuses and contact 1 remains", async () => {
    expect((await w.api.get("/api/client-contact/1", { token: w.admin })).status).toBe(200);
    expectBadRequest(
      await w.api.postJson("/api/client-contact/delete", true, { token: w.admin }),
      "Invalid id",
    );
    expect((await w.api.get("/api/client-contact/1", { token: w.admin })).status).toBe(200);
  });

  it("job/delete with json true refuses and job 1 remains", async () => {
    expect((await w.api.get("/api/job/1", { token: w.admin })).status).toBe(200);
    expectBadRequest(await w.api.postJson("/api/job/delete", true, { token: w.admin }), "Invalid id");
    expect((await w.api.get("/api/job/1", { token: w.admin })).status).toBe(200);
  });

  it("refuses true, '1e3', ' 5', 5.5, -1, 0 and 2147483648 in every delete shape", async () => {
    for (const bad of [true, "1e3", " 5", 5.5, -1, 0, 2147483648, "2147483648", null, "abc"]) {
      for (const body of [bad, [bad], { id: bad }, { ids: [bad] }, { deleteId: bad }]) {
        const answer = await w.api.postJson("/api/feedback/delete", JSON.stringify(body), { token: w.admin });
        expectBadRequest(answer, "Invalid id");
      }
    }
  });
});
