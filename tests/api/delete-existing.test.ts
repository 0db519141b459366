import { describe, expect, it } from "vitest";
import { badInputWorld } from "./bad-input-helpers";

type Row = { id: number };

/** A delete names rows by id: when one id names no row, nothing is deleted and the answer is 404. */
const w = badInputWorld();
const MISSING = 2_000_000_000;

describe("deleting existing rows by id is all or none", () => {
  it("client-contact/delete with one missing id keeps contact 1", async () => {
    expect((await w.api.get("/api/client-contact/1", { token: w.admin })).status).toBe(200);
    const answer = await w.api.postJson(
      "/api/client-contact/delete",
      { ids: [1, MISSING] },
      { token: w.admin },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual(["Contact not found."]);
    expect((await w.api.get("/api/client-contact/1", { token: w.admin })).status).toBe(200);
  });

  it("feedback/delete with one missing id deletes none of the others", async () => {
    const before = (await w.api.get<Row[]>("/api/feedbacks", { token: w.admin })).body.value.map((r) => r.id);
    expect(before.length).toBeGreaterThan(0);
    const answer = await w.api.postJson("/api/feedback/delete", [...before, MISSING], { token: w.admin });
    expect(answer.status).toBe(404);
    expect(answer.body.errors).toEqual(["Record not found."]);
    const after = (await w.api.get<Row[]>("/api/feedbacks", { token: w.admin })).body.value.map((r) => r.id);
    expect(after).toEqual(before);
  });

  it("job/delete of existing ids answers their count", async () => {
    const created = await w.api.postJson<Row>(
      "/api/job/update",
      { name: "Delete me", clientId: 1 },
      { token: w.admin },
    );
    expect(created.status).toBe(200);
    const answer = await w.api.postJson("/api/job/delete", [created.body.value.id], { token: w.admin });
    expect(answer.body).toMatchObject({ succeeded: true, value: 1 });
    expect((await w.api.get(`/api/job/${created.body.value.id}`, { token: w.admin })).status).toBe(404);
  });
});
