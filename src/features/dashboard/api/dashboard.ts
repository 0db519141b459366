import { useQuery } from "@tanstack/react-query";
import type { ConfirmationRow } from "../../../../server/contracts/sessions/sessions";
import { apiPath, WORKSPACE_PATHS } from "../../../../server/contracts/shell-paths";
import type { Dashboard } from "../../../../server/contracts/workspace";
import {
  arrayOf,
  type Guard,
  isInteger,
  isNumber,
  isString,
  nullable,
  oneOf,
  shape,
} from "../../../lib/guards";
import { http } from "../../../lib/http";

/** The dashboard is the staff shell's first view: a guard, not zod, checks it (decision 080). */
export const isDashboard: Guard<Dashboard> = shape({
  trackedMinutesToday: isInteger,
  working: shape({ statusString: oneOf("IN", "OUT"), hoursString: isString }),
  myJobs: arrayOf(
    shape({ id: isInteger, jobNumberAndName: isString, jobStatus: isString, lastTrackedAt: isString }),
  ),
  mySessions: arrayOf(
    shape({
      id: isInteger,
      jobId: isInteger,
      name: isString,
      sessionNumber: isInteger,
      jobNumberAndName: isString,
      startsAt: nullable(isString),
    }),
  ),
});

/** The staff home's data; one shared query cache, so every pane showing it agrees. */
export function useDashboard() {
  return useQuery({
    queryKey: ["workspace", "dashboard"],
    queryFn: async () => {
      const answer = await http.get(apiPath(WORKSPACE_PATHS.dashboard), isDashboard, {
        hideLoadingBar: true,
      });
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "The dashboard could not be loaded.");
      return answer.value;
    },
    refetchInterval: 60_000,
  });
}

/** A row of GetUserMissingSessionConfirmations, checked without zod (the shell's first view). */
export const isConfirmationRows: Guard<ConfirmationRow[]> = arrayOf(
  shape({
    sessionId: isNumber,
    jobId: isNumber,
    jobNumber: isString,
    jobName: isString,
    sessionNumber: isNumber,
    name: isString,
    startsAt: nullable(isString),
    booked: isNumber,
    confirmed: isNumber,
    unconfirmed: isNumber,
  }),
);

/** GET /api/report/GetUserMissingSessionConfirmations (hidden loading, staff-calls §7.6). */
export function useMissingConfirmations() {
  return useQuery({
    queryKey: ["sessions", "pending", "missing"],
    queryFn: async () => {
      const answer = await http.get("/api/report/GetUserMissingSessionConfirmations", isConfirmationRows, {
        hideLoadingBar: true,
      });
      if (!answer.succeeded)
        throw new Error(answer.errors[0] ?? "The missing confirmations could not be loaded.");
      return answer.value;
    },
    refetchInterval: 60_000,
  });
}
