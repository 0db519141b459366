import { useQuery } from "@tanstack/react-query";
import * as jobCalls from "../../../../../server/contracts/jobs-calls";
import * as calls from "../../../../../server/contracts/staff-office/roster-calls";
import { readQuery } from "../../../../lib/read-query";
import { rosterKeys } from "./roster-keys";

/** The roster's calls (decision 250) and the two job calls it allocates with. */
export { calls, jobCalls, rosterKeys };

export const useRoster = (range: { from: string; to: string }) =>
  useQuery(readQuery(rosterKeys.range(range.from, range.to), calls.roster, range, { what: "the roster" }));

/** GetJobsTobeAllocated, shown beside the grid. */
export const useJobsToAllocate = (enabled: boolean) =>
  useQuery(
    readQuery(rosterKeys.toAllocate, jobCalls.jobsToAllocate, {}, { enabled, what: "the jobs to allocate" }),
  );
