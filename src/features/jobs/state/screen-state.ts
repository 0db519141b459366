import { queryClient } from "../../../lib/query-client";
import { createScreenState } from "../../../workspace/screen-state";
import { jobKeys } from "../api/job-keys";

/** The job screens' store of selections, list query and editor requests, read by commands/jobs. */
const store = createScreenState();

export const jobScreens = store.screens;
export const useEditorRequest = store.useEditorRequest;
export const useSelections = store.useSelections;

/**
 * The client of the job a tab shows, from the shared query cache: a command's `enabled` must
 * answer synchronously, so it reads what the job's view already loaded (undefined before that).
 */
export function shownJobClient(
  jobId: number,
): { clientId: number | null; clientName: string | null } | undefined {
  return queryClient.getQueryData<{ clientId: number | null; clientName: string | null }>(jobKeys.one(jobId));
}
