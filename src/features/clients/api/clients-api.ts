import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type ClientContact, clientContactSchema } from "../../../../server/contracts/client-contacts";
import {
  type Client,
  type ClientAddress,
  type ClientJob,
  type ClientNote,
  type ClientPo,
  clientAddressSchema,
  clientJobSchema,
  clientNoteSchema,
  clientPoSchema,
  clientSchema,
  type Feedback,
  feedbackSchema,
  type Venue,
  venueSchema,
} from "../../../../server/contracts/clients";
import { type DocumentRow, documentSchema } from "../../../../server/contracts/documents";

/** The upload limits the upload command checks before sending (the server re-checks them). */
export { UPLOAD_MESSAGES, UPLOAD_RULES } from "../../../../server/contracts/documents";

import {
  type ClientDtParams,
  type ClientListRow,
  clientListRowSchema,
  type QueryResult,
  queryResultSchema,
} from "../../../../server/contracts/query";
import type { ChildResource } from "../../../lib/child-records";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";

export const clientKeys = {
  all: ["clients"] as const,
  one: (id: number) => ["clients", id] as const,
  child: (id: number, kind: string) => ["clients", id, kind] as const,
  list: ["clients", "list"] as const,
};

export function useClient(id: number) {
  return useQuery({
    queryKey: clientKeys.one(id),
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/client/${id}`, clientSchema, { signal });
      if (!answer.succeeded) throw new Error(answer.errors.join(" ") || "Could not load the client.");
      return answer.value;
    },
    enabled: id > 0,
  });
}

/** POST /api/client/update; every view of this client (and the lists) refreshes on success. */
export async function saveClient(payload: unknown) {
  const answer = await http.postJson("/api/client/update", payload, clientSchema);
  if (answer.succeeded) {
    queryClient.setQueryData(clientKeys.one(answer.value.id), answer.value);
    await queryClient.invalidateQueries({ queryKey: clientKeys.all });
  }
  return answer;
}

export async function deleteClients(ids: number[]) {
  const answer = await http.postJson("/api/client/delete", { ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: clientKeys.all });
  return answer;
}

/** POST /api/query/result for the client list (server paging, sorting, filters). */
export async function queryClients(dtparams: ClientDtParams, signal?: AbortSignal) {
  const answer = await http.postJson<QueryResult<ClientListRow>>(
    "/api/query/result",
    { entity: "clients", dtparams },
    queryResultSchema(clientListRowSchema),
    { signal, hideLoadingBar: true },
  );
  return answer.succeeded ? answer.value : null;
}

const child = <R>(
  kind: string,
  list: (id: number) => string,
  row: z.ZodType<R>,
  save?: string,
  remove?: string,
): ChildResource<R> => ({
  kind,
  key: (id) => clientKeys.child(id, kind),
  list,
  row,
  ...(save ? { save } : {}),
  ...(remove ? { remove } : {}),
});

/** The lists of the client edit tabs (staff-calls §7.2–§7.4). */
export const clientChildren = {
  contacts: child<ClientContact>(
    "client-contact",
    (id) => `/api/client-contacts/${id}`,
    clientContactSchema,
    "/api/client-contact/update",
    "/api/client-contact/delete",
  ),
  notes: child<ClientNote>(
    "client-note",
    (id) => `/api/client-notes/${id}`,
    clientNoteSchema,
    "/api/client-note/update",
    "/api/client-note/delete",
  ),
  feedback: child<Feedback>(
    "feedback",
    (id) => `/api/client-feedback/${id}`,
    feedbackSchema,
    "/api/feedback/update",
    "/api/feedback/delete",
  ),
  venues: child<Venue>(
    "venue",
    (id) => `/api/client-venues/${id}`,
    venueSchema,
    "/api/client-venue/update",
    "/api/client-venue/delete",
  ),
  addresses: child<ClientAddress>(
    "client-address",
    (id) => `/api/client-addresses/${id}`,
    clientAddressSchema,
    "/api/client-address/update",
    "/api/client-address/delete",
  ),
  pos: child<ClientPo>(
    "client-po",
    (id) => `/api/client-pos/${id}`,
    clientPoSchema,
    "/api/client-po/update",
    "/api/client-po/delete",
  ),
  documents: child<DocumentRow>(
    "client-document",
    (id) => `/api/document/get/Client/${id}`,
    documentSchema,
    undefined,
    "/api/document/delete",
  ),
  jobs: child<ClientJob>("client-job", (id) => `/api/client-jobs/${id}`, clientJobSchema),
};

/** POST /api/document/upload: json {parentType, parentId, ...} plus files0..n. */
export async function uploadClientDocuments(parentId: number, files: File[], description: string) {
  const form = new FormData();
  form.set("json", JSON.stringify({ parentType: "Client", parentId, description: description || null }));
  files.forEach((file, i) => {
    form.set(`files${i}`, file, file.name);
  });
  const answer = await http.postMultipart("/api/document/upload", form, z.array(documentSchema));
  if (answer.succeeded)
    await queryClient.invalidateQueries({ queryKey: clientKeys.child(parentId, "client-document") });
  return answer;
}

export type { Client };

/** Bumps when clients change, so server-paged lists reload (they are not TanStack queries). */
export function useListVersion(): number {
  return (
    useQuery({ queryKey: clientKeys.list, queryFn: () => Date.now(), staleTime: Number.POSITIVE_INFINITY })
      .data ?? 0
  );
}

/** Product §5: the country setting picks the NZ or default phone and postcode masks. */
