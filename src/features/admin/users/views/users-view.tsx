import "../../../../components/ui/data-table.css";
import "./users.css";
import { useCallback, useId } from "react";
import type { UsersQuery } from "../../../../../server/contracts/admin/users";
import { ROUTES } from "../../../../app/routes/route-patterns";
import { CommandButton } from "../../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../../components/ui/data-table";
import { setTabSelection, tabSelection, useTabSelections } from "../../../../workspace/selection";
import { type UserRow, usersPage } from "../api/users-api";
import { type UserStatusFilter, usersScreen, useUsersScreen } from "../state/users-screen";
import { EffectiveRights } from "./effective-rights";
import { RoleForm } from "./role-form";
import { UserForm } from "./user-form";

const columns: DataColumn<UserRow>[] = [
  { key: "name", header: "Name", sortable: true, filter: "text", width: "18%", render: (r) => r.fullName },
  { key: "username", header: "User name", sortable: true, width: "22%" },
  { key: "email", header: "E-mail", width: "20%" },
  { key: "roles", header: "Role", width: "16%", render: (r) => r.roles.join(", ") || "—" },
  { key: "position", header: "Position", sortable: true, render: (r) => r.position ?? "" },
  {
    key: "status",
    header: "Active",
    sortable: true,
    width: "6rem",
    render: (r) => (r.isActive ? "Yes" : "No"),
  },
  { key: "twoFactor", header: "2FA", width: "6rem", render: (r) => (r.twoFactorEnabled ? "On" : "Off") },
];
const SORTABLE = new Set(["name", "username", "position", "status"]);

/** The DataTable's request as `GET users` takes it: the name filter searches name, user name, position. */
const usersQuery = (req: PageRequest, status: UserStatusFilter): Partial<UsersQuery> => ({
  start: req.start,
  length: req.length,
  status,
  ...(req.filters.name ? { search: req.filters.name } : {}),
  ...(req.sort && SORTABLE.has(req.sort.column)
    ? { sort: req.sort.column as UsersQuery["sort"], dir: req.sort.dir }
    : {}),
});

function StatusFilter({ status }: { status: UserStatusFilter }) {
  const id = useId();
  return (
    <div className="users-filters">
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        className="input"
        value={status}
        onChange={(e) => usersScreen.setStatus(e.target.value as UserStatusFilter)}
      >
        <option value="active">Active users</option>
        <option value="inactive">Inactive users</option>
        <option value="all">All users</option>
      </select>
    </div>
  );
}

/**
 * system-users (UserAdmin; decisions 270, 271, 280): staff users paged by the server, the selected
 * user's effective rights, the user form and the role editor. Every action is a command.
 */
export default function UsersView() {
  const { status, user, role, version } = useUsersScreen();
  useTabSelections();
  const selected = (tabSelection(ROUTES.systemUsers) as UserRow[]).at(-1) ?? null;
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => usersPage(usersQuery(req, status), signal),
    [status],
  );
  return (
    <section className="screen system-users">
      <header className="screen-head">
        <h1>System Users</h1>
        <div className="record-toolbar list-toolbar">
          <CommandButton id="users.new" className="btn btn-primary" />
          <CommandButton id="users.edit" />
          <CommandButton id="users.deactivate" />
          <CommandButton id="users.reactivate" />
          <CommandButton id="users.resetTwoFactor" label="Reset 2FA (two-factor sign-in) of selected user">
            Reset 2FA
          </CommandButton>
          <CommandButton id="users.newRole" />
          <CommandButton id="users.editRole" />
        </div>
      </header>
      <StatusFilter status={status} />
      <DataTable<UserRow>
        label="Staff users"
        columns={columns}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        reloadKey={`${status}:${version}`}
        height="max(200px, calc(100vh - 520px))"
        emptyText="No user matches. Press Ctrl+K and run 'New user' to add one."
        onSelectionChange={(rows) => setTabSelection(ROUTES.systemUsers, rows)}
        onOpen={(row) => usersScreen.editUser(row)}
      />
      {selected ? <EffectiveRights key={selected.username} user={selected} /> : null}
      {user ? <UserForm row={user === "new" ? null : user} /> : null}
      {role ? <RoleForm roleId={role} /> : null}
    </section>
  );
}
