import { useQuery } from "@tanstack/react-query";
import { LIST_FILE_PATHS } from "../../../../server/contracts/list-columns";
import type { ClientList } from "../../../../server/contracts/private-lists";
import * as calls from "../../../../server/contracts/private-lists-calls";
import { EXPORT_DENIED, EXPORT_TOTAL_HEADER } from "../../../../server/contracts/query-constants";
import { callApi } from "../../../lib/call-api";
import { downloadExport } from "../../../lib/list-export";

export type { ClientList };

/**
 * The client's own private lists (decision 220): counts only. A refusal (the company's
 * private lists switched off) is shown on the page, not a reason to sign the contact out.
 */
export const myListsKey = ["client-portal", "private-lists"] as const;

export const useMyPrivateLists = () =>
  useQuery({
    queryKey: myListsKey,
    queryFn: async ({ signal }) => {
      const answer = await callApi(calls.myPrivateLists, {}, { signal, authRedirect: false });
      if (!answer.succeeded) throw new Error(answer.errors.join(" ") || "Could not load your private lists.");
      return answer.value;
    },
  });

/** The sample list file (decision 221): the columns an upload reads, with made-up rows. */
export const downloadSample = () =>
  downloadExport({
    path: `/api${LIST_FILE_PATHS.sample}`,
    totalHeader: EXPORT_TOTAL_HEADER,
    tag: "client-private-list",
    deniedMessage: EXPORT_DENIED,
  });
