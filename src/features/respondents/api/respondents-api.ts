import { useQuery, useQueryClient } from "@tanstack/react-query";
import { accessAllowedAnswerSchema } from "../../../../server/contracts/auth";
import { referenceDataAnswerSchema } from "../../../../server/contracts/reference-data";
import * as calls from "../../../../server/contracts/respondents/calls";
import { callApi } from "../../../lib/call-api";
import { childResources } from "../../../lib/child-records";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import {
  OPPORTUNITIES_FILE,
  OPPORTUNITIES_SHEET,
  OPPORTUNITY_COLUMNS,
  opportunityRows,
} from "../model/opportunities-export";

export { calls };

export const respondentKey = (id: number) => ["respondent", id] as const;
const summaryKey = (id: number) => ["respondent-summary", id] as const;

/** GET /api/respondent/{id} (staff with RES; bank fields only with BNK). */
export const useRespondent = (id: number) =>
  useQuery(
    readQuery(respondentKey(id), calls.respondent, { id }, { enabled: id > 0, what: `respondent ${id}` }),
  );

export const useRespondentSummary = (id: number) =>
  useQuery(readQuery(summaryKey(id), calls.summary, { id }, { enabled: id > 0, what: "the summary" }));

/** The respondent's child lists, keyed by kind and the record's id. */
const child = childResources((id, kind) => [kind, id]);

/** The respondent's children (staff-calls: respondent-children list, update and delete). */
export const respondentChildren = child("respondent-child", {
  list: calls.children,
  save: calls.saveChild,
  remove: calls.deleteChildren,
});

export function useInvalidateRespondent() {
  const client = useQueryClient();
  return (id: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: respondentKey(id) }),
      client.invalidateQueries({ queryKey: summaryKey(id) }),
      client.invalidateQueries({ queryKey: respondentChildren.key(id) }),
    ]);
}

/**
 * POST /api/respondent/update: the saved record the server answers goes into the cache as it is
 * (no refetch); the summary, which the save may change, reloads.
 */
export async function saveRespondent(payload: Record<string, unknown> & { id?: number }) {
  const answer = await callApi(calls.saveRespondent, payload);
  if (answer.succeeded) {
    queryClient.setQueryData(respondentKey(answer.value.id), answer.value);
    await queryClient.invalidateQueries({ queryKey: summaryKey(answer.value.id) });
  }
  return answer;
}

/** The password rule the set-password command checks before calling (product §5). */
export { isStrongPassword } from "../../../../server/contracts/validation";

/** Staff unsubscribe: the record is marked opted out (the visitor's own link uses respondent-unsubscribe). */
export const unsubscribeRespondent = (id: number) => saveRespondent({ id, optedOut: true });

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
export const useRespondentNotes = (id: number) =>
  useQuery(readQuery(notesKey(id), calls.notes, { id }, { enabled: id > 0, what: "the notes" }));

/** POST /api/respondent-notes/add; the list reloads on success. */
export function useAddRespondentNote() {
  const client = useQueryClient();
  return async (respondentId: number, text: string) => {
    const answer = await callApi(calls.addNote, { respondentId, text });
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
  const answer = await callApi(calls.opportunities, { id });
  if (!answer.succeeded) return { error: answer.errors.join(" ") || "Opportunities unavailable." };
  const { saveWorkbook, sheetWorkbook } = await import("../../../lib/spreadsheet");
  saveWorkbook(
    sheetWorkbook(OPPORTUNITIES_SHEET, OPPORTUNITY_COLUMNS, opportunityRows(answer.value)),
    OPPORTUNITIES_FILE,
  );
  return { rows: answer.value.length };
}
