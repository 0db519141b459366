import { useQuery } from "@tanstack/react-query";
import type { UserRow, UsersQuery } from "../../../../../server/contracts/admin/users";
import * as calls from "../../../../../server/contracts/admin/users-calls";
import { callApi } from "../../../../lib/call-api";
import { queryClient } from "../../../../lib/query-client";
import { readQuery } from "../../../../lib/read-query";
import { usersScreen } from "../state/users-screen";

export type { UserRow };
export { calls };

export const userKeys = {
  all: ["admin-users"] as const,
  roles: ["admin-users", "roles"] as const,
  rights: (username: string) => ["admin-users", "rights", username] as const,
};

/** A page of users, as the DataTable asks for it. */
export async function usersPage(query: Partial<UsersQuery>, signal: AbortSignal) {
  const answer = await callApi(calls.users, query, { signal, hideLoadingBar: true });
  return answer.succeeded ? answer.value : null;
}

export const useRoles = () => useQuery(readQuery(userKeys.roles, calls.roles, {}, { what: "the roles" }));

export const useEffectiveRights = (username: string | null) =>
  useQuery(
    readQuery(
      userKeys.rights(username ?? ""),
      calls.effectiveRights,
      { username: username ?? "" },
      { enabled: Boolean(username), what: "the user's rights" },
    ),
  );

/** Every role, for the commands' pickers. */
export async function loadRoles() {
  const answer = await callApi(calls.roles, {}, { hideLoadingBar: true });
  return answer.succeeded ? answer.value : [];
}

/** After a change to a user or a role: the list, the roles and every rights preview load again. */
export async function usersChanged() {
  usersScreen.changed();
  await queryClient.invalidateQueries({ queryKey: userKeys.all });
}
