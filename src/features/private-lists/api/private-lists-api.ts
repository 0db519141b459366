import { useQuery } from "@tanstack/react-query";
import { fillPath } from "../../../../server/contracts/call";
import { LIST_FILE_PATHS } from "../../../../server/contracts/list-columns";
import type {
  ListMember,
  RespondentList,
  RespondentListsQuery,
} from "../../../../server/contracts/private-lists";
import * as calls from "../../../../server/contracts/private-lists-calls";
import { EXPORT_DENIED, EXPORT_TOTAL_HEADER } from "../../../../server/contracts/query-constants";
import { callApi } from "../../../lib/call-api";
import { downloadExport, type ExportOutcome } from "../../../lib/list-export";
import { readQuery } from "../../../lib/read-query";

export type { ListMember, RespondentList };
export { calls };

export const listKeys = {
  all: ["private-lists"] as const,
  one: (id: number) => ["private-lists", "one", id] as const,
};

/** A page of the lists, as the DataTable asks for it. */
export async function listsPage(query: Partial<RespondentListsQuery>, signal: AbortSignal) {
  const answer = await callApi(calls.privateLists, query, { signal, hideLoadingBar: true });
  return answer.succeeded ? answer.value : null;
}

/** A page of one list's members. */
export async function membersPage(
  id: number,
  query: { start: number; length: number; search: string; dir?: "asc" | "desc" },
  signal: AbortSignal,
) {
  const answer = await callApi(calls.privateListMembers, { id, ...query }, { signal, hideLoadingBar: true });
  return answer.succeeded ? answer.value : null;
}

export const usePrivateList = (id: number) =>
  useQuery(readQuery(listKeys.one(id), calls.privateList, { id }, { enabled: id > 0, what: "the list" }));

/** The list files (decisions 220, 221), downloaded with the export progress of tag `private-list`. */
export const LIST_FILES = {
  export: (id: number) => `/api${fillPath(LIST_FILE_PATHS.export, { id })}`,
  sample: `/api${LIST_FILE_PATHS.sample}`,
  template: `/api${LIST_FILE_PATHS.template}`,
};

export const downloadListFile = (path: string): Promise<ExportOutcome> =>
  downloadExport({
    path,
    totalHeader: EXPORT_TOTAL_HEADER,
    tag: "private-list",
    deniedMessage: EXPORT_DENIED,
  });
