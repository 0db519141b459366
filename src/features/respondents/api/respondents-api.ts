import { useQuery, useQueryClient } from "@tanstack/react-query";
import { countryVariant } from "../../../../server/contracts/config";
import { lookupListSchema } from "../../../../server/contracts/lookups";
import { referenceDataAnswerSchema } from "../../../../server/contracts/reference-data";
import {
  type RespondentSummary,
  respondentChildrenSchema,
  respondentSummarySchema,
} from "../../../../server/contracts/respondent-portal";
import {
  type MergeableField,
  type Respondent,
  respondentMergeAnswerSchema,
  respondentSchema,
} from "../../../../server/contracts/respondents";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { useConfigValue } from "../../../lib/server-config";

export const useCountryVariant = () => countryVariant(useConfigValue("getcountrycode"));

export const respondentKey = (id: number) => ["respondent", id] as const;

export async function fetchRespondent(id: number): Promise<Respondent> {
  const answer = await http.get(`/api/respondent/${id}`, respondentSchema);
  if (!answer.succeeded) throw new Error(answer.errors[0] ?? `Respondent ${id} could not be loaded.`);
  return answer.value;
}

/** GET /api/respondent/{id} (staff with RES; bank fields only with BNK). */
export function useRespondent(id: number) {
  return useQuery({ queryKey: respondentKey(id), enabled: id > 0, queryFn: () => fetchRespondent(id) });
}

export function useRespondentSummary(id: number) {
  return useQuery({
    queryKey: ["respondent-summary", id],
    enabled: id > 0,
    queryFn: async (): Promise<RespondentSummary> => {
      const answer = await http.get(`/api/respondent-summary/${id}`, respondentSummarySchema);
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "Summary unavailable.");
      return answer.value;
    },
  });
}

export function useInvalidateRespondent() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: respondentKey(id) }),
      client.invalidateQueries({ queryKey: ["respondent-summary", id] }),
      client.invalidateQueries({ queryKey: ["respondent-children", id] }),
    ]);
}

/** POST /api/respondent/update: id 0 creates; the answer's value is the saved record. */
export const saveRespondent = (payload: Record<string, unknown>) =>
  http.postJson<unknown>("/api/respondent/update", payload);

export const deleteRespondent = (id: number) => http.postJson("/api/respondent/delete", { id });

export const mergeRespondents = (
  keepId: number,
  mergeId: number,
  take: MergeableField[],
  takeBankDetails: boolean,
) =>
  http.postJson(
    "/api/respondent/merge",
    { keepId, mergeId, take, takeBankDetails },
    respondentMergeAnswerSchema,
  );

/** The password rule the set-password command checks before calling (product §5). */
export { isStrongPassword } from "../../../../server/contracts/validation";

export const setRespondentPassword = (respId: number, password: string) =>
  http.postForm("/api/respondent/set-password", { respId: String(respId), password });

/** Staff unsubscribe: the record is marked opted out (the visitor's own link uses respondent-unsubscribe). */
export async function unsubscribeRespondent(id: number) {
  const answer = await saveRespondent({ id, optedOut: true });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: respondentKey(id) });
  return answer;
}

const childrenKey = (respondentId: number) => ["respondent-children", respondentId] as const;

/** GET /api/respondent-children/{id}: the respondent's children (none when the call fails). */
export async function fetchChildren(id: number, signal?: AbortSignal) {
  const answer = await http.get(`/api/respondent-children/${id}`, respondentChildrenSchema, { signal });
  return answer.succeeded ? answer.value : [];
}

export function useChildren(id: number) {
  return useQuery({
    queryKey: childrenKey(id),
    enabled: id > 0,
    queryFn: ({ signal }) => fetchChildren(id, signal),
  });
}

export const saveChild = (child: {
  id?: number;
  respondentId: number;
  firstName: string;
  gender: string | null;
  yearOfBirth: number | null;
  monthOfBirth: number | null;
}) => http.postJson("/api/respondent-children/update", child);

/** Deletes one child; the record's children list reloads wherever it is shown. */
export async function deleteChild(respondentId: number, id: number) {
  const answer = await http.postJson("/api/respondent-children/delete", { id });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: childrenKey(respondentId) });
  return answer;
}

export function useReferenceData(type: string, respId: number) {
  return useQuery({
    queryKey: ["reference-data", type, respId],
    enabled: respId > 0 && type !== "",
    queryFn: async () => {
      const answer = await http.postForm(
        "/api/reference-data-provider",
        { type, respId: String(respId) },
        referenceDataAnswerSchema,
      );
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "List unavailable.");
      return answer.value;
    },
  });
}

export const saveReferenceSelection = (respId: number, type: string, referenceList: string[]) =>
  http.postMultipart(
    "/api/update-reference-data-provider",
    (() => {
      const form = new FormData();
      form.set("respId", String(respId));
      form.set("json", JSON.stringify({ type, referenceList }));
      return form;
    })(),
  );

/** A lookup list (GET /api/data-provider/Get{X}List, /api/states, public Gender/Year). */
export function useLookup(name: string) {
  return useQuery({
    queryKey: ["lookup", name],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<{ code: string; label: string }[]> => {
      const path =
        name === "Gender" || name === "Year"
          ? `/api/public-data-provider/Get${name}List`
          : name === "State"
            ? "/api/states"
            : `/api/data-provider/Get${name}List`;
      const answer = await http.get<unknown>(path, undefined, { authRedirect: false });
      const parsed = lookupListSchema.safeParse(answer.value);
      if (answer.succeeded && parsed.success)
        return parsed.data.map((i) => ({ code: i.code, label: i.label }));
      const plain = Array.isArray(answer.value)
        ? (answer.value as { code?: unknown; label?: unknown }[])
        : [];
      return plain
        .filter((i) => typeof i.code === "string")
        .map((i) => ({ code: String(i.code), label: String(i.label ?? i.code) }));
    },
  });
}
