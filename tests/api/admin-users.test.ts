import { and, eq, inArray, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  effectiveRightsSchema,
  rolesAnswerSchema,
  usersPageSchema,
} from "../../server/contracts/admin/users";
import { accounts, roleRights, staffUserRoles, staffUsers } from "../../server/db/schema/accounts";
import { messageDeliveries } from "../../server/db/schema/messaging";
import { apiClient } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffPersonWithRights } from "../helpers/staff-with-rights";
import { suite } from "../helpers/suite";

/**
 * Users and roles (decisions 270, 271): every call needs UserAdmin; rights and deactivation are
 * read on the holder's next request; the agency always keeps an active administrator and nobody
 * removes their own User admin right.
 */
const w = suite(async () => {
  const server = await startTestServer();
  const api = apiClient(server);
  const db = server.handle.db;
  const admin = await staffPersonWithRights(server, ["USR"]);
  const admin2 = await staffPersonWithRights(server, ["USR"]);
  const plain = await staffPersonWithRights(server, ["JOB", "CLI"]);
  return { server, api, db, admin, admin2, plain };
});

const roleOf = async (staffUserId: number) => {
  const [link] = await w.db.select().from(staffUserRoles).where(eq(staffUserRoles.staffUserId, staffUserId));
  if (!link) throw new Error("no role");
  return link.roleId;
};
const roles = async (token: string) =>
  (await w.api.get("/api/roles", { token, answer: rolesAnswerSchema })).body.value;
const saveRole = (token: string, body: Record<string, unknown>) =>
  w.api.postJson("/api/roles/update", body, { token });

describe("users: list, add, edit, notes", () => {
  it("adds a user with a role, mails a set-password invitation and lists them with the role", async () => {
    const { admin, api, plain } = w;
    const roleId = await roleOf(plain.id);
    const added = await api.postJson(
      "/api/users/update",
      {
        firstName: "Quinn",
        lastName: "Added",
        email: "Quinn.Added@Test.Local",
        position: "Recruiter",
        roleIds: [roleId],
      },
      { token: admin.token },
    );
    expect(added.body.succeeded).toBe(true);
    const page = await api.get("/api/users?search=quinn.added", {
      token: admin.token,
      answer: usersPageSchema,
    });
    expect(page.body.value.total).toBe(1);
    expect(page.body.value.rows[0]).toMatchObject({
      username: "quinn.added@test.local",
      fullName: "Quinn Added",
      roleIds: [roleId],
      isActive: true,
      twoFactorEnabled: false,
    });
    const mails = await w.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.toAddress, "quinn.added@test.local"));
    expect(mails.length).toBe(1);
    const again = await api.postJson(
      "/api/users/update",
      { firstName: "Q", lastName: "Twice", email: "quinn.added@test.local", roleIds: [] },
      { token: admin.token },
    );
    expect(again.body).toMatchObject({ succeeded: false });
  });

  it("edits a user but never their user name; notes are kept", async () => {
    const { admin, api, plain } = w;
    const id = plain.id;
    const edit = (email: string) =>
      api.postJson(
        "/api/users/update",
        { id, firstName: "Pat", lastName: "Plain", email, position: "Team lead", roleIds: [] },
        { token: admin.token },
      );
    expect((await edit("other@test.local")).body.succeeded).toBe(false);
    expect((await edit(plain.username)).body.succeeded).toBe(true);
    const notes = await api.postJson(
      "/api/users/UpdateNotes",
      { username: plain.username, notes: "Part time" },
      { token: admin.token },
    );
    expect(notes.body.succeeded).toBe(true);
    const [row] = await w.db.select().from(staffUsers).where(eq(staffUsers.id, id));
    expect(row).toMatchObject({ firstName: "Pat", position: "Team lead", notes: "Part time" });
    // The roles were emptied: the right is gone at once.
    expect((await api.get("/api/users?length=1", { token: plain.token })).status).toBe(403);
  });

  it("paging and sorting happen on the server", async () => {
    const page = await w.api.get("/api/users?length=2&sort=username&dir=desc", {
      token: w.admin.token,
      answer: usersPageSchema,
    });
    expect(page.body.value.rows.length).toBe(2);
    expect(page.body.value.total).toBeGreaterThan(2);
    const names = page.body.value.rows.map((r) => r.username);
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe("users: refusals", () => {
  it("refuses every call without UserAdmin (403) and without a sign-in (401)", async () => {
    const other = await staffPersonWithRights(w.server, ["CFG", "LAA"]);
    const calls: [string, string][] = [
      ["GET", "/api/users"],
      ["GET", "/api/roles"],
      ["GET", `/api/user-rights/${w.admin.username}`],
      ["POST", "/api/users/update"],
      ["POST", "/api/users/delete"],
      ["POST", "/api/users/UpdateNotes"],
      ["POST", "/api/users/reset-2fa"],
      ["POST", "/api/roles/update"],
    ];
    for (const [method, path] of calls) {
      const send = (token?: string) =>
        method === "GET"
          ? w.api.get(path, token ? { token } : {})
          : w.api.postJson(path, { username: w.admin.username }, token ? { token } : {});
      expect((await send(other.token)).status, path).toBe(403);
      expect((await send()).status, path).toBe(401);
    }
  });

  it("answers 400 for bad input", async () => {
    const t = { token: w.admin.token };
    expect((await w.api.get("/api/users?length=0", t)).status).toBe(400);
    expect((await w.api.get("/api/users?sort=password", t)).status).toBe(400);
    const bad = [
      ["/api/users/update", { firstName: "", lastName: "X", email: "x@test.local", roleIds: [] }],
      ["/api/users/update", { firstName: "A", lastName: "X", email: "not-an-email", roleIds: [] }],
      ["/api/users/update", { firstName: "A", lastName: "X", email: "x@test.local", roleIds: ["one"] }],
      ["/api/users/delete", { username: "" }],
      ["/api/users/UpdateNotes", { notes: "no user" }],
      ["/api/roles/update", { name: "R", rights: ["NOPE"] }],
      ["/api/roles/update", { name: "", rights: [] }],
    ] as const;
    for (const [path, body] of bad) expect((await w.api.postJson(path, body, t)).status, path).toBe(400);
    expect((await w.api.postJson("/api/users/delete", { username: "nobody@test.local" }, t)).status).toBe(
      404,
    );
  });
});

describe("users and roles: effect at once", () => {
  it("a deactivated user's token is refused on the next request", async () => {
    const victim = await staffPersonWithRights(w.server, ["JOB"]);
    expect((await w.api.get("/api/users/staffs", { token: victim.token })).status).toBe(200);
    const off = await w.api.postJson(
      "/api/users/delete",
      { username: victim.username },
      { token: w.admin.token },
    );
    expect(off.body.succeeded).toBe(true);
    expect((await w.api.get("/api/users/staffs", { token: victim.token })).status).toBe(401);
    const [row] = await w.db.select().from(staffUsers).where(eq(staffUsers.id, victim.id));
    expect(row?.isActive).toBe(false);
    const [account] = await w.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, victim.id)));
    expect(account?.isActive).toBe(false);
  });

  it("removing a right from a role refuses the call needing it for a signed-in holder at once", async () => {
    const holder = await staffPersonWithRights(w.server, ["CFG", "USR"]);
    const roleId = await roleOf(holder.id);
    expect((await w.api.get("/api/roles", { token: holder.token })).status).toBe(200);
    const role = (await roles(w.admin.token)).find((r) => r.id === roleId);
    expect(role?.rights).toEqual(["CFG", "USR"]);
    const saved = await saveRole(w.admin.token, { id: roleId, name: role?.name, rights: ["CFG"] });
    expect(saved.body.succeeded).toBe(true);
    expect((await w.api.get("/api/roles", { token: holder.token })).status).toBe(403);
    const preview = await w.api.get(`/api/user-rights/${holder.username}`, {
      token: w.admin.token,
      answer: effectiveRightsSchema,
    });
    expect(preview.body.value.rights).toEqual([{ code: "CFG", roles: [role?.name] }]);
  });

  it("resets two-factor sign-in", async () => {
    const person = await staffPersonWithRights(w.server, []);
    await w.db
      .update(accounts)
      .set({ totpEnabled: true, totpSecret: "SECRET" })
      .where(and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, person.id)));
    const reset = await w.api.postJson(
      "/api/users/reset-2fa",
      { username: person.username },
      { token: w.admin.token },
    );
    expect(reset.body.succeeded).toBe(true);
    const [account] = await w.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.kind, "Staff"), eq(accounts.subjectId, person.id)));
    expect(account).toMatchObject({ totpEnabled: false, totpSecret: null });
  });
});

describe("administrators are kept", () => {
  it("nobody removes their own User admin right, by role or by deactivating themselves", async () => {
    const { admin } = w;
    const roleId = await roleOf(admin.id);
    const role = (await roles(admin.token)).find((r) => r.id === roleId);
    const own = await saveRole(admin.token, { id: roleId, name: role?.name, rights: ["CFG"] });
    expect(own.body).toMatchObject({
      succeeded: false,
      errors: ["You cannot remove your own User admin right."],
    });
    const self = await w.api.postJson(
      "/api/users/delete",
      { username: admin.username },
      { token: admin.token },
    );
    expect(self.body).toMatchObject({ succeeded: false });
    expect((await roles(admin.token)).find((r) => r.id === roleId)?.rights).toEqual(["USR"]);
  });

  it("the last active administrator cannot be removed", async () => {
    const { admin, admin2, db } = w;
    // Leave admin2 the only active holder of USR: everyone else who holds it is made inactive.
    const holders = await db
      .selectDistinct({ id: staffUserRoles.staffUserId })
      .from(staffUserRoles)
      .innerJoin(roleRights, eq(roleRights.roleId, staffUserRoles.roleId))
      .where(and(eq(roleRights.rightCode, "USR"), ne(staffUserRoles.staffUserId, admin2.id)));
    const others = holders.map((h) => h.id);
    await db.update(staffUsers).set({ isActive: false }).where(inArray(staffUsers.id, others));
    try {
      const roleId = await roleOf(admin2.id);
      const last = await saveRole(admin2.token, { id: roleId, name: `last-${roleId}`, rights: [] });
      expect(last.body).toMatchObject({ succeeded: false });
      expect(String(last.body.errors)).toMatch(/no active administrator/);
      expect((await w.api.get("/api/users", { token: admin.token })).status).toBe(401);
      expect((await w.api.get("/api/users", { token: admin2.token })).status).toBe(200);
    } finally {
      await db.update(staffUsers).set({ isActive: true }).where(inArray(staffUsers.id, others));
    }
  });
});
