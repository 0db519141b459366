import { useQuery, useQueryClient } from "@tanstack/react-query";
import { accessAllowedAnswerSchema } from "../../../../server/contracts/auth";
import { referenceDataAnswerSchema } from "../../../../server/contracts/reference-data";
import { respondentHistoryAnswerSchema } from "../../../../server/contracts/respondents/history";
import {
  opportunitiesSchema,
  type RespondentChild,
  type RespondentSummary,
  respondentChildSchema,
  respondentSummarySchema,
} from "../../../../server/contracts/respondents/portal";
import { portalInvitationAnswerSchema } from "../../../../server/contracts/respondents/portal-accounts";
import {
  type MergeableField,
  type Respondent,
  respondentMergeAnswerSchema,
  respondentNotesSchema,
  respondentSchema,
} from "../../../../server/contracts/respondents/respondents";
import type { ChildResource } from "../../../lib/child-records";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import {
  OPPORTUNITIES_FILE,
  OPPORTUNITIES_SHEET,
  OPPORTUNITY_HEADER,
  opportunityRows,
} from "../model/opportunities-export";

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

/** GET /api/respondent-history/{id}: one page of the participation timeline, newest first. */
export const respondentHistoryPage = (id: number, page: number, pageSize: number, signal?: AbortSignal) =>
  http.get(`/api/respondent-history/${id}?page=${page}&pageSize=${pageSize}`, respondentHistoryAnswerSchema, {
    signal,
  });

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
  http.postJson("/api/respondent/update", payload, respondentSchema);

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

/** Send portal invitation… (decision 177): a set-password link to each member's own e-mail. */
export const sendPortalInvitations = (ids: number[]) =>
  http.postJson("/api/respondents/portal-invitation", { ids }, portalInvitationAnswerSchema);

/** Staff unsubscribe: the record is marked opted out (the visitor's own link uses respondent-unsubscribe). */
export async function unsubscribeRespondent(id: number) {
  const answer = await saveRespondent({ id, optedOut: true });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: respondentKey(id) });
  return answer;
}

/** The respondent's children (staff-calls: respondent-children list, update and delete). */
export const respondentChildren: ChildResource<RespondentChild> = {
  kind: "respondent-child",
  key: (id) => ["respondent-children", id],
  list: (id) => `/api/respondent-children/${id}`,
  row: respondentChildSchema,
  save: "/api/respondent-children/update",
  remove: "/api/respondent-children/delete",
};

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

const notesKey = (id: number) => ["respondent-notes", id] as const;

/** GET /api/respondent-notes/{id}: dated notes, newest first, each naming its author. */
export function useRespondentNotes(id: number) {
  return useQuery({
    queryKey: notesKey(id),
    enabled: id > 0,
    queryFn: async () => {
      const answer = await http.get(`/api/respondent-notes/${id}`, respondentNotesSchema);
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "Notes unavailable.");
      return answer.value;
    },
  });
}

/** POST /api/respondent-notes/add; the list reloads on success. */
export function useAddRespondentNote() {
  const client = useQueryClient();
  return async (respondentId: number, text: string) => {
    const answer = await http.postJson("/api/respondent-notes/add", { respondentId, text });
    if (answer.succeeded) await client.invalidateQueries({ queryKey: notesKey(respondentId) });
    return answer;
  };
}

/** GET /api/access-allowed/EXP: whether the signed-in staff member holds ExportAllResults. */
export async function mayExportResults(): Promise<boolean> {
  const answer = await http.get("/api/access-allowed/EXP", accessAllowedAnswerSchema);
  return answer.succeeded && answer.value;
}

/**
 * Downloads the respondent's opportunities as 'Respondent Survey.xlsx' (product §2.10, §9),
 * built in the browser; SheetJS loads only here. Answers the number of rows, or the server's error.
 */
export async function exportOpportunities(id: number): Promise<{ rows: number } | { error: string }> {
  const answer = await http.get(`/api/respondent-opportunities/${id}`, opportunitiesSchema);
  if (!answer.succeeded) return { error: answer.errors.join(" ") || "Opportunities unavailable." };
  const { saveWorkbook, sheetWorkbook } = await import("../../../lib/spreadsheet");
  saveWorkbook(
    sheetWorkbook(OPPORTUNITIES_SHEET, OPPORTUNITY_HEADER, opportunityRows(answer.value)),
    OPPORTUNITIES_FILE,
  );
  return { rows: answer.value.length };
}
