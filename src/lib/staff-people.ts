import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { StaffPerson } from "../../server/contracts/staff-users";
import { staffUsers } from "../../server/contracts/staff-users-calls";
import { callApi } from "./call-api";

/**
 * Staff as people (decision 178): jobs and sessions store user names, screens show and pick full
 * names. One cached list (GET /api/users/staffs, inactive users too, so a past project manager
 * still reads as a name).
 */
export async function loadStaffPeople(signal?: AbortSignal): Promise<StaffPerson[]> {
  const answer = await callApi(staffUsers, {}, { signal });
  return answer.succeeded ? answer.value : [];
}

export function useStaffPeople() {
  return useQuery({
    queryKey: ["staff-people"],
    queryFn: ({ signal }) => loadStaffPeople(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The choices of a staff picker: active people by full name (value: the user name), plus the
 * stored one when it is no longer active, so the stored value still shows.
 */
export function staffOptions(people: readonly StaffPerson[], current?: string | null) {
  const shown = people.filter((p) => p.isActive || p.username === current);
  const options = shown.map((p) => ({
    value: p.username,
    label: p.isActive ? p.fullName : `${p.fullName} (inactive)`,
  }));
  if (current && !shown.some((p) => p.username === current)) options.push({ value: current, label: current });
  return options;
}

/** A user name → full name reader for lists (an unknown name reads as stored). */
export function useStaffName(): (username: string | null | undefined) => string {
  const people = useStaffPeople().data;
  return useCallback(
    (username) => {
      if (!username) return "";
      const lower = username.toLowerCase();
      return people?.find((p) => p.username.toLowerCase() === lower)?.fullName ?? username;
    },
    [people],
  );
}
