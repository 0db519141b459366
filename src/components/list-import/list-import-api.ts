import { useQuery } from "@tanstack/react-query";
import { LIST_FILE_PATHS } from "../../../server/contracts/list-columns";
import * as calls from "../../../server/contracts/list-import-calls";
import { readQuery } from "../../lib/read-query";

export { calls };

const importKeys = {
  status: (id: number) => ["list-import", "status", id] as const,
};

/** The import's progress, polled every second while it is queued or running. */
export function useImportProgress(importId: number, enabled: boolean) {
  return useQuery({
    ...readQuery(
      importKeys.status(importId),
      calls.listImportStatus,
      { id: importId },
      { enabled, what: "the progress", quiet: true },
    ),
    refetchInterval: (q) => (q.state.data && ["done", "failed"].includes(q.state.data.status) ? false : 1000),
  });
}

/** Where the rows not imported download from (.xlsx with a Reason column). */
export const errorRowsHref = (importId: number) =>
  `/api${calls.LIST_IMPORT_ERRORS_PATH.replace(":id{[0-9]+}", String(importId))}`;

/** The import template (staff) and the sample list file (clients may have it; decision 221). */
export const listFileHref = {
  template: `/api${LIST_FILE_PATHS.template}`,
  sample: `/api${LIST_FILE_PATHS.sample}`,
};
