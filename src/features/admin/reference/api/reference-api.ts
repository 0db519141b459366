import { useQuery } from "@tanstack/react-query";
import * as adminCalls from "../../../../../server/contracts/admin/reference-admin-calls";
import * as calls from "../../../../../server/contracts/reference-data-calls";
import { callApi } from "../../../../lib/call-api";
import { queryClient } from "../../../../lib/query-client";
import { readQuery } from "../../../../lib/read-query";

export { adminCalls, calls };

export const referenceKeys = {
  lists: ["admin-reference", "lists"] as const,
  items: (list: string) => ["admin-reference", "items", list] as const,
};

export const useReferenceLists = () =>
  useQuery(readQuery(referenceKeys.lists, adminCalls.referenceLists, {}, { what: "the lists" }));

export const useReferenceItems = (list: string) =>
  useQuery(
    readQuery(referenceKeys.items(list), adminCalls.referenceItems, { type: list }, { what: "the values" }),
  );

/** A list's items with their usage, for the commands (merge picker, the deactivate question). */
export async function loadReferenceItems(list: string) {
  const answer = await callApi(adminCalls.referenceItems, { type: list }, { hideLoadingBar: true });
  return answer.succeeded ? answer.value : [];
}

/**
 * After a change: this page's lists load again, and so does every cached lookup list the other
 * screens pick from (src/lib/lookups.ts keeps them under "lookup").
 */
export const referenceChanged = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ["admin-reference"] }),
    queryClient.invalidateQueries({ queryKey: ["lookup"] }),
  ]);
