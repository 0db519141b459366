import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { licenceListSchema, licenceUsageSchema } from "../../server/contracts/admin/licences";
import { staffUsers } from "../../server/db/schema/accounts";
import { configItems } from "../../server/db/schema/config";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

/**
 * Software licences (staff-calls §7.12, decision 277): RME on every call, licensee only, seats
 * used = active staff holders, and a save never leaves fewer seats than are used (400).
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const db = server.handle.db;
  const admin = await staffPersonWithRights(server, ["RME"]);
  const plain = await staffPersonWithRights(server, ["USR", "CFG"]);
  return { server, api, db, admin, plain };
});

const list = async () => {
  const answer = await w.api.get("/api/licences", { token: w.admin.token, answer: licenceListSchema });
  expect(answer.status).toBe(200);
  return answer.body.value;
};
const usage = (id: number) =>
  w.api.get(`/api/licence-usage/${id}`, { token: w.admin.token, answer: licenceUsageSchema });
const save = (body: Record<string, unknown>, token = w.admin.token) =>
  w.api.postJson("/api/licence/update", body, { token });

/** Active holders per licence counted straight from the tables, not through the service. */
async function activeHoldersInDb(): Promise<Map<number, number>> {
  const result = await w.db.execute(sql`
    select l.id, count(u.id) filter (where u.is_active) as used
    from software_licences l
    left join licence_holders h on h.licence_id = l.id
    left join staff_users u on u.id = h.staff_user_id
    group by l.id`);
  const rows = (result as unknown as { rows: { id: number; used: string | number }[] }).rows;
  return new Map(rows.map((r) => [Number(r.id), Number(r.used)]));
}

describe("software licences", () => {
  it("lists the seeded licences with seats used as the tables count them", async () => {
    const rows = await list();
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(["ResearchMe Workspace", "ResearchMe Survey Studio", "SMS Gateway"]),
    );
    const counted = await activeHoldersInDb();
    for (const row of rows) {
      expect(row.used).toBe(counted.get(row.id));
      expect(row.available).toBe(Math.max(row.seats - row.used, 0));
    }
    const studio = rows.find((r) => r.name === "ResearchMe Survey Studio");
    expect(studio?.used).toBe(2);
    const one = await usage(studio?.id ?? 0);
    expect(one.status).toBe(200);
    expect(one.body.value).toMatchObject({ seats: 5, used: 2, available: 3 });
    expect(one.body.value.holders).toHaveLength(2);
  });

  it("counts only active holders: a deactivated holder frees the seat", async () => {
    const made = await save({ name: `Seat test ${Date.now()}`, seats: 2, holders: [w.plain.username] });
    expect(made.status).toBe(200);
    const id = (made.body.value as { id: number }).id;
    expect((await usage(id)).body.value).toMatchObject({ seats: 2, used: 1, available: 1 });
    await w.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, w.plain.id));
    try {
      const after = (await usage(id)).body.value;
      expect(after).toMatchObject({ used: 0, available: 2 });
      expect(after.holders).toEqual([expect.objectContaining({ username: w.plain.username, active: false })]);
      // An inactive holder may stay, but a seat goes to active users only.
      expect((await save({ id, name: after.name, seats: 0, holders: [w.plain.username] })).status).toBe(200);
      const other = await staffPersonWithRights(w.server, []);
      await w.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, other.id));
      const refused = await save({ id, name: after.name, seats: 3, holders: [other.username] });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.join(" ")).toContain("active staff users only");
    } finally {
      await w.db.update(staffUsers).set({ isActive: true }).where(eq(staffUsers.id, w.plain.id));
    }
  });

  it("changes seats and holders, and refuses seats below those used with a 400", async () => {
    const name = `Refuse test ${Date.now()}`;
    const made = await save({
      name,
      seats: 3,
      expiresOn: "2027-06-30",
      holders: [w.admin.username, w.plain.username],
    });
    expect(made.body.succeeded).toBe(true);
    const id = (made.body.value as { id: number }).id;
    const below = await save({ id, name, seats: 1 });
    expect(below.status).toBe(400);
    expect(below.body.succeeded).toBe(false);
    expect(below.body.errors[0]).toBe(
      "Seats cannot be fewer than the 2 in use (asked for 1): take a seat from a user first.",
    );
    // Too many holders for the seats asked for is the same refusal.
    const crowded = await save({
      id,
      name,
      seats: 2,
      holders: [w.admin.username, w.plain.username, "nobody@x"],
    });
    expect(crowded.status).toBe(400);
    expect(crowded.body.errors.join(" ")).toContain("No staff user is named nobody@x");
    // Dropping a holder lets the seats go down; nothing changed on the refused saves.
    expect((await usage(id)).body.value).toMatchObject({ seats: 3, used: 2 });
    const fewer = await save({ id, name, seats: 1, expiresOn: "2027-06-30", holders: [w.admin.username] });
    expect(fewer.status).toBe(200);
    const row = (await list()).find((r) => r.id === id);
    expect(row).toMatchObject({ seats: 1, used: 1, available: 0, expiresOn: "2027-06-30" });
    expect(row?.holders).toEqual([w.admin.username]);
  });

  it("answers 400 for bad input and a taken name, 404 for an unknown licence", async () => {
    for (const seats of ["abc", -1, 1.5, true, 100_001]) {
      const answer = await save({ name: `Bad ${String(seats)}`, seats });
      expect(answer.status, String(seats)).toBe(400);
      expect(answer.body.errors.join(" ")).toContain("Seats must be a whole number");
    }
    expect((await save({ name: "", seats: 1 })).status).toBe(400);
    expect((await save({ name: "x", seats: 1, expiresOn: "2027-02-30" })).status).toBe(400);
    const taken = await save({ name: "researchme workspace", seats: 50 });
    expect(taken.status).toBe(400);
    expect(taken.body.errors[0]).toContain("already exists");
    expect((await usage(2_000_000)).status).toBe(404);
    expect((await w.api.get("/api/licence-usage/abc", { token: w.admin.token })).status).toBe(400);
    expect((await save({ id: 2_000_000, name: "Ghost", seats: 1 })).status).toBe(404);
  });

  it("refuses callers without ResearchMeLicence and anonymous callers", async () => {
    const rows = await list();
    const id = rows[0]?.id ?? 1;
    for (const [path, send] of [
      ["/api/licences", () => w.api.get("/api/licences", { token: w.plain.token })],
      [`/api/licence-usage/${id}`, () => w.api.get(`/api/licence-usage/${id}`, { token: w.plain.token })],
      ["/api/licence/update", () => save({ id, name: "Taken over", seats: 999 }, w.plain.token)],
    ] as const) {
      expect((await send()).status, path).toBe(403);
    }
    expect((await w.api.get("/api/licences")).status).toBe(401);
    expect((await list()).find((r) => r.id === id)?.name).not.toBe("Taken over");
  });

  it("refuses every call when the installation is not the licensee", async () => {
    const flag = eq(configItems.key, "IsJOTLicensee");
    await w.db.update(configItems).set({ value: "false" }).where(flag);
    try {
      const id = (await w.db.execute(sql`select min(id) as id from software_licences`)) as unknown as {
        rows: { id: number }[];
      };
      const first = Number(id.rows[0]?.id);
      for (const answer of [
        await w.api.get("/api/licences", { token: w.admin.token }),
        await w.api.get(`/api/licence-usage/${first}`, { token: w.admin.token }),
        await save({ name: "Not here", seats: 1 }),
      ]) {
        expect(answer.status).toBe(403);
        expect(answer.body.errors[0]).toBe("Software licences are only kept on the licensee installation.");
      }
    } finally {
      await w.db.update(configItems).set({ value: "true" }).where(flag);
    }
    expect((await list()).length).toBeGreaterThan(0);
  });
});
