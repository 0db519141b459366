import type { UserRow } from "../../../../../server/contracts/admin/users";
import { atom, store, useAtomValue } from "../../../../lib/store";

/**
 * The system-users screen (decision 280): the status filter, the form being shown (a user to add
 * or edit, a role to add or edit) and a counter the list reloads on. Commands change it; the screen
 * shows it.
 */
export type UserStatusFilter = "active" | "inactive" | "all";

interface UsersScreen {
  status: UserStatusFilter;
  /** The user in the form: "new", the row being edited, or null (no form). */
  user: "new" | UserRow | null;
  /** The role in the role editor: "new", a role id, or null (closed). */
  role: "new" | number | null;
  version: number;
}

const screen = atom<UsersScreen>({ status: "active", user: null, role: null, version: 0 });
const patch = (next: Partial<UsersScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const usersScreen = {
  state: () => store.get(screen),
  setStatus: (status: UserStatusFilter) => patch({ status }),
  editUser: (user: "new" | UserRow | null) => patch({ user }),
  editRole: (role: "new" | number | null) => patch({ role }),
  changed: () => patch({ version: store.get(screen).version + 1 }),
};

export const useUsersScreen = () => useAtomValue(screen);
