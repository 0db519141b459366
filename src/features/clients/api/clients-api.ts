import * as calls from "../../../../server/contracts/clients-calls";

export { calls };

import { useQuery } from "@tanstack/react-query";
import type { CallInput } from "../../../../server/contracts/call";
import type { Client } from "../../../../server/contracts/clients";
import * as documentCalls from "../../../../server/contracts/documents-calls";

/** The upload call and limits the upload command uses (the server re-checks the limits). */
export { UPLOAD_MESSAGES, UPLOAD_RULES } from "../../../../server/contracts/documents";
export { documentCalls };

import type { ClientDtParams, ClientListRow, QueryResult } from "../../../../server/contracts/query";
import { queryResult } from "../../../../server/contracts/query-calls";
import { callApi } from "../../../lib/call-api";
import { childResources } from "../../../lib/child-records";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";

export const clientKeys = {
  all: ["clients"] as const,
  one: (id: number) => ["clients", id] as const,
  child: (id: number, kind: string) => ["clients", id, kind] as const,
  list: ["clients", "list"] as const,
  /** Picker options (every client, or the active ones). */
  options: ["clients", "options"] as const,
};

export const useClient = (id: number) =>
  useQuery(readQuery(clientKeys.one(id), calls.client, { id }, { enabled: id > 0, what: "the client" }));

/**
 * POST /api/client/update. The answer is the saved client: it goes into the cache as is, and only
 * the lists it changed refresh (the client list and the pickers), never the client just set.
 */
export async function saveClient(payload: CallInput<typeof calls.saveClient>) {
  const answer = await callApi(calls.saveClient, payload);
  if (answer.succeeded) {
    queryClient.setQueryData(clientKeys.one(answer.value.id), answer.value);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: clientKeys.list }),
      queryClient.invalidateQueries({ queryKey: clientKeys.options }),
    ]);
  }
  return answer;
}

/** POST /api/client/delete; the client lists refresh. */
export async function deleteClients(ids: number[]) {
  const answer = await callApi(calls.deleteClients, { ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: clientKeys.all });
  return answer;
}

/** One page of the client list (server paging, sorting, filters); null when the server refused. */
export async function queryClients(dtparams: ClientDtParams, signal?: AbortSignal) {
  const answer = await callApi(
    queryResult,
    { entity: "clients", dtparams },
    { signal, hideLoadingBar: true },
  );
  return answer.succeeded ? (answer.value as QueryResult<ClientListRow>) : null;
}

const child = childResources(clientKeys.child);

/** The lists of the client edit tabs (staff-calls §7.2–§7.4). */
export const clientChildren = {
  contacts: child("client-contact", {
    list: calls.contacts,
    save: calls.saveContact,
    remove: calls.deleteContacts,
  }),
  notes: child("client-note", {
    list: calls.notes,
    save: calls.saveNote,
    remove: calls.deleteNotes,
  }),
  feedback: child("feedback", {
    list: calls.feedback,
    save: calls.saveFeedback,
    remove: calls.deleteFeedback,
  }),
  venues: child("venue", {
    list: calls.venues,
    save: calls.saveVenue,
    remove: calls.deleteVenues,
  }),
  addresses: child("client-address", {
    list: calls.addresses,
    save: calls.saveAddress,
    remove: calls.deleteAddresses,
  }),
  pos: child("client-po", {
    list: calls.pos,
    save: calls.savePo,
    remove: calls.deletePos,
  }),
  documents: child("client-document", {
    list: documentCalls.clientDocuments,
    remove: documentCalls.deleteDocuments,
  }),
  jobs: child("client-job", { list: calls.jobs }),
};

export type { Client };

/** Bumps when clients change, so server-paged lists reload (they are not TanStack queries). */
export function useListVersion(): number {
  return (
    useQuery({ queryKey: clientKeys.list, queryFn: () => Date.now(), staleTime: Number.POSITIVE_INFINITY })
      .data ?? 0
  );
}
