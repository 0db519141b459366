import { useQuery } from "@tanstack/react-query";
import { fillPath } from "../../../../server/contracts/call";
import * as clientCalls from "../../../../server/contracts/clients-calls";
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
  clients: ["private-lists", "client-options"] as const,
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

/**
 * The clients a list may belong to. Staff holding PrivateListAdmin without a client right get
 * none (a 403 here is not a reason to sign out): the list's own client stays shown.
 */
export const useClientChoices = () =>
  useQuery({
    queryKey: listKeys.clients,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await callApi(clientCalls.clientOptions, {}, { signal, authRedirect: false });
      return answer.succeeded ? answer.value : [];
    },
  });

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
