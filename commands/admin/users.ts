import type { UserRow } from "../../server/contracts/admin/users";
import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { usersScreen } from "../../src/features/admin/users/state/users-screen";
import { runDeleteFlow } from "../core/delete-flow";
import { type CommandContext, defineCommand } from "../core/types";

/** Users and roles (system-users, decisions 270, 271, 280): every action runs from the palette. */
const USR = [RIGHTS.UserAdmin];
const PAGE = [ROUTES.systemUsers];
const onPage = (ctx: Pick<CommandContext, "focused">) => ctx.focused?.pattern === ROUTES.systemUsers;
const common = { category: "Users and roles", rights: USR };
const scoped = { ...common, scope: PAGE, when: onPage };

const isUser = (row: unknown): row is UserRow =>
  typeof row === "object" && row !== null && typeof (row as UserRow).username === "string";
/** The one user the list has selected (the last one picked when several are). */
const selectedUser = (ctx: Pick<CommandContext, "selection">): UserRow | null =>
  ctx.selection.filter(isUser).at(-1) ?? null;
const oneSelected = (ctx: CommandContext) => (selectedUser(ctx) ? true : "Select a user first.");

const openPage = (ctx: CommandContext) => {
  if (!onPage(ctx)) ctx.openView(ROUTES.systemUsers, { title: "System Users" });
};

/** Adds a user (from anywhere): the form opens on the users page; saving mails the invitation. */
export const newUser = defineCommand({
  ...common,
  id: "users.new",
  title: "New user",
  keywords: ["add user", "add staff", "invite staff", "new staff member", "create user"],
  run: (ctx) => {
    openPage(ctx);
    usersScreen.editUser("new");
  },
});

/** Opens the selected user in the form (Enter on the row does the same). */
export const editUser = defineCommand({
  ...scoped,
  id: "users.edit",
  title: "Edit selected user",
  keywords: ["change user", "user notes", "rename user", "position"],
  key: "Alt+E",
  enabled: oneSelected,
  run: (ctx) => {
    const user = selectedUser(ctx);
    if (user) usersScreen.editUser(user);
  },
});

/** `users/delete` deactivates (decision 270): through the one delete flow, worded as what happens. */
export const deactivateUser = defineCommand({
  ...scoped,
  id: "users.deactivate",
  title: "Deactivate selected user",
  keywords: ["delete user", "remove user", "disable user", "dismiss", "leaver"],
  key: "Alt+Shift+Delete",
  enabled: (ctx) => {
    const user = selectedUser(ctx);
    if (!user) return "Select a user first.";
    return user.isActive ? true : `${user.fullName} is already inactive.`;
  },
  run: async (ctx) => {
    const user = selectedUser(ctx);
    if (!user) return;
    await runDeleteFlow(ctx, {
      kind: "user",
      what: user.fullName,
      text: `${user.fullName} will be deactivated and signed out everywhere. Their jobs, sessions and timesheets keep their name; edit the user to make them active again.`,
      confirmLabel: "Deactivate",
      successText: `${user.fullName} is deactivated.`,
      remove: async () => {
        const { calls, usersChanged } = await ctx.areas.adminUsers();
        const answer = await ctx.call(calls.deactivateUser, { username: user.username });
        if (answer.succeeded) await usersChanged();
        return answer;
      },
      after: "clearSelection",
    });
  },
});

/** Makes an inactive user active again (the same save the form makes). */
export const reactivateUser = defineCommand({
  ...scoped,
  id: "users.reactivate",
  title: "Reactivate selected user",
  keywords: ["enable user", "restore user"],
  enabled: (ctx) => {
    const user = selectedUser(ctx);
    if (!user) return "Select a user first.";
    return user.isActive ? `${user.fullName} is active.` : true;
  },
  run: async (ctx) => {
    const user = selectedUser(ctx);
    if (!user) return;
    const { calls, usersChanged } = await ctx.areas.adminUsers();
    const answer = await ctx.call(calls.saveUser, {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      position: user.position,
      roleIds: user.roleIds,
      isActive: true,
    });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    await usersChanged();
    ctx.toast.success("User reactivated.", `${user.fullName} can sign in again.`);
  },
});

/** Turns the selected user's two-factor sign-in off; they set it up again (decision 270). */
export const resetTwoFactor = defineCommand({
  ...scoped,
  id: "users.resetTwoFactor",
  title: "Reset two-factor sign-in of selected user",
  keywords: ["2fa", "two factor", "authenticator", "lost phone", "mfa"],
  enabled: (ctx) => {
    const user = selectedUser(ctx);
    if (!user) return "Select a user first.";
    return user.twoFactorEnabled ? true : `${user.fullName} has no two-factor sign-in.`;
  },
  run: async (ctx) => {
    const user = selectedUser(ctx);
    if (!user) return;
    const sure = await ctx.confirm(
      `${user.fullName} signs in with the password alone until they set two-factor sign-in up again.`,
      "Reset two-factor sign-in?",
      { confirmLabel: "Reset", cancelLabel: "Keep", destructive: true },
    );
    if (!sure) return;
    const { calls, usersChanged } = await ctx.areas.adminUsers();
    const answer = await ctx.call(calls.resetTwoFactor, { username: user.username });
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    await usersChanged();
    ctx.toast.success("Two-factor sign-in reset.", null);
  },
});

/** Adds a role (from anywhere): the role editor opens on the users page. */
export const newRole = defineCommand({
  ...common,
  id: "users.newRole",
  title: "New role",
  keywords: ["add role", "permissions", "rights", "security group"],
  run: (ctx) => {
    openPage(ctx);
    usersScreen.editRole("new");
  },
});

interface RolePick {
  id: number;
  name: string;
}

/** Opens a role in the role editor: its name and which of the 46 rights it grants. */
export const editRole = defineCommand<RolePick>({
  ...common,
  id: "users.editRole",
  title: "Edit role…",
  keywords: ["role rights", "permissions", "rights", "security", "role editor"],
  picker: {
    placeholder: "Role: type its name",
    minLength: 0,
    hint: "Every role, with how many active users hold it.",
    load: async (query, ctx) => {
      const { loadRoles } = await ctx.areas.adminUsers();
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      return (await loadRoles())
        .filter((r) => words.every((w) => r.name.toLowerCase().includes(w)))
        .map((r) => ({
          id: String(r.id),
          title: r.name,
          subtitle: `${r.rights.length} rights · ${r.users} active ${r.users === 1 ? "user" : "users"}`,
          value: { id: r.id, name: r.name },
        }));
    },
  },
  run: (ctx, role) => {
    openPage(ctx);
    usersScreen.editRole(role.id);
  },
});
