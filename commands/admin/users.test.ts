import { describe, expect, it } from "vitest";
import type { UserRow } from "../../server/contracts/admin/users";
import * as calls from "../../server/contracts/admin/users-calls";
import type { Call } from "../../server/contracts/call";
import { usersScreen } from "../../src/features/admin/users/state/users-screen";
import { fakeArea, fakeContext, refused } from "../core/fake-context";
import { availability } from "../core/registry";
import {
  deactivateUser,
  editRole,
  editUser,
  newRole,
  newUser,
  reactivateUser,
  resetTwoFactor,
} from "./users";

const PAGE = { path: "/system-users", title: "System Users", pattern: "/system-users", params: {} };
const admin = { id: "1", name: "A", rights: new Set(["USR"]), flags: {} };
const row = (over: Partial<UserRow> = {}): UserRow => ({
  id: 4,
  username: "sam@x.test",
  firstName: "Sam",
  lastName: "Lee",
  fullName: "Sam Lee",
  email: "sam@x.test",
  position: "Recruiter",
  isActive: true,
  notes: null,
  roleIds: [2],
  roles: ["Recruiter"],
  twoFactorEnabled: true,
  ...over,
});
const roles = [
  { id: 1, name: "Administrator", rights: ["USR", "JOB"], users: 1 },
  { id: 2, name: "Recruiter", rights: ["JOB"], users: 3 },
];

function setup(selection: unknown[] = [row()], answers = new Map<Call, unknown>(), confirm = true) {
  return fakeContext({
    focused: PAGE,
    user: admin,
    selection,
    answers: answers as never,
    confirm: async () => confirm,
    areas: {
      adminUsers: fakeArea<"adminUsers">({
        calls,
        usersChanged: async () => {},
        loadRoles: async () => roles,
      }),
    },
  });
}

describe("users and roles commands", () => {
  it("are hidden without UserAdmin", () => {
    const { ctx } = fakeContext({ focused: PAGE, user: { ...admin, rights: new Set(["JOB"]) } });
    for (const c of [newUser, editUser, deactivateUser, resetTwoFactor, newRole])
      expect(availability(c, ctx).state).toBe("hidden");
  });

  it("'New user' opens the page from elsewhere and asks for a blank form", () => {
    const { ctx, calls: log } = fakeContext({ focused: null, user: admin });
    newUser.run(ctx, undefined);
    expect(log[0]).toContain("openView");
    expect(log[0]).toContain("/system-users");
    expect(usersScreen.state().user).toBe("new");
  });

  it("'Edit selected user' puts the selected row in the form", () => {
    editUser.run(setup().ctx, undefined);
    expect(usersScreen.state().user).toMatchObject({ username: "sam@x.test" });
  });

  it("edit, deactivate and reset need a selected user and say why not", () => {
    const { ctx } = setup([]);
    expect(availability(editUser, ctx)).toMatchObject({ reason: "Select a user first." });
    const inactive = setup([row({ isActive: false, twoFactorEnabled: false })]).ctx;
    expect(availability(deactivateUser, inactive)).toMatchObject({ reason: "Sam Lee is already inactive." });
    expect(availability(reactivateUser, inactive).state).toBe("enabled");
    expect(availability(resetTwoFactor, inactive)).toMatchObject({
      reason: "Sam Lee has no two-factor sign-in.",
    });
    expect(availability(resetTwoFactor, setup().ctx).state).toBe("enabled");
  });

  it("resets two-factor sign-in after asking, and shows the server's refusal", async () => {
    const t = setup();
    await resetTwoFactor.run(t.ctx, undefined);
    expect(t.calls).toContain('call POST /users/reset-2fa {"username":"sam@x.test"}');
    expect(t.calls.at(-1)).toBe('toast.success ["Two-factor sign-in reset.",null]');

    const no = setup(
      [row()],
      new Map([[calls.resetTwoFactor, refused("This user has no sign-in account.")]]),
    );
    await resetTwoFactor.run(no.ctx, undefined);
    expect(no.calls.at(-1)).toBe('toast.error ["Error!","This user has no sign-in account."]');

    const cancelled = setup([row()], new Map(), false);
    await resetTwoFactor.run(cancelled.ctx, undefined);
    expect(cancelled.calls.some((c) => c.startsWith("call "))).toBe(false);
  });

  it("reactivates with the user's own fields and shows the last-administrator refusal as sent", async () => {
    const t = setup([row({ isActive: false })]);
    await reactivateUser.run(t.ctx, undefined);
    expect(t.calls).toContain(
      'call POST /users/update {"id":4,"firstName":"Sam","lastName":"Lee","email":"sam@x.test","position":"Recruiter","roleIds":[2],"isActive":true}',
    );
    const text = "This would leave no active administrator.";
    const no = setup([row({ isActive: false })], new Map([[calls.saveUser, refused(text)]]));
    await reactivateUser.run(no.ctx, undefined);
    expect(no.calls.at(-1)).toBe(`toast.error ${JSON.stringify(["Error!", text])}`);
  });

  it("'Edit role…' lists the roles with their counts and opens the chosen one", async () => {
    const { ctx } = setup();
    const items = (await editRole.picker?.load("recr", ctx, new AbortController().signal)) ?? [];
    expect(items.map((i) => [i.title, i.subtitle])).toEqual([["Recruiter", "1 rights · 3 active users"]]);
    await editRole.run(ctx, { id: 2, name: "Recruiter" });
    expect(usersScreen.state().role).toBe(2);
  });
});
