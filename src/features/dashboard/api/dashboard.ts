import { useQuery } from "@tanstack/react-query";
import type { Dashboard } from "../../../../server/contracts/workspace";
import { arrayOf, type Guard, isInteger, isString, nullable, oneOf, shape } from "../../../lib/guards";
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
      const answer = await http.get("/api/workspace/dashboard", isDashboard, { hideLoadingBar: true });
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "The dashboard could not be loaded.");
      return answer.value;
    },
    refetchInterval: 60_000,
  });
}
