import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { venueSchema } from "../../../../server/contracts/clients";
import { quotaSchema } from "../../../../server/contracts/quotas";
import {
  contactChoiceListSchema,
  customFieldSchema,
  sessionContactSchema,
  sessionDurationSchema,
  sessionIncentiveSchema,
  sessionVenueSchema,
  timeSlotSchema,
} from "../../../../server/contracts/sessions/sessions";
import type { ChildResource } from "../../../lib/child-records";
import { type ApiResult, http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { nextListRows } from "../model/list-rows";
import { sessionKeys } from "./session-keys";

const child = <R>(
  kind: string,
  list: (id: number) => string,
  row: z.ZodType<R>,
  save?: string,
  remove?: string,
): ChildResource<R> => ({
  kind,
  key: (id) => sessionKeys.child(id, kind),
  list,
  row,
  ...(save ? { save } : {}),
  ...(remove ? { remove } : {}),
});

/** The lists of the session's tabs (staff-calls §7.10, §7.8). */
export const sessionChildren = {
  times: child(
    "session-time",
    (id) => `/api/jobgroup-times/${id}`,
    timeSlotSchema,
    "/api/jobgroup-time/update",
    "/api/jobgroup-times/delete",
  ),
  contacts: child(
    "session-contact",
    (id) => `/api/jobgroup/contacts/${id}`,
    sessionContactSchema,
    "/api/jobgroup/contact/update",
    "/api/jobgroup/contact/delete",
  ),
  venues: child(
    "session-venue",
    (id) => `/api/jobgroup/venues/${id}`,
    sessionVenueSchema,
    "/api/jobgroup/venue/update",
    "/api/jobgroup/venue/delete",
  ),
  customfields: child(
    "session-customfield",
    (id) => `/api/jobgroups/customfield/${id}`,
    customFieldSchema,
    "/api/jobgroup/customfield/update",
    "/api/jobgroup/customfield/delete",
  ),
  incentives: child("session-incentive", (id) => `/api/jobgroup/incentives/${id}`, sessionIncentiveSchema),
  durations: child("session-duration", (id) => `/api/jobgroup/durations/${id}`, sessionDurationSchema),
  /** Session-level quota cells: saved and deleted through the job's quota calls with jobGroupId. */
  quotas: child(
    "session-quota",
    (id) => `/api/jobgroup/quotas/${id}`,
    quotaSchema,
    "/api/job/quota/update",
    "/api/job/quota/delete",
  ),
};
export type SessionRowTab = keyof typeof sessionChildren;
/** The tabs whose list is saved whole (the spec's json list + jobGroupId). */
export type WholeListTab = "incentives" | "durations";
const WHOLE_LIST_PATH: Record<WholeListTab, string> = {
  incentives: "/api/jobgroup/incentives/update",
  durations: "/api/jobgroup/durations/update",
};

const reload = (tab: SessionRowTab, sessionId: number) =>
  queryClient.invalidateQueries({
    queryKey: (sessionChildren[tab] as ChildResource<unknown>).key(sessionId),
  });

/** Saves one row of a session tab; its list reloads everywhere it is shown. */
export async function saveSessionRow(tab: SessionRowTab, sessionId: number, payload: unknown) {
  const resource = sessionChildren[tab] as ChildResource<unknown>;
  if (!resource.save) throw new Error(`${resource.kind} cannot be saved here.`);
  const answer = await http.postJson(resource.save as string, payload);
  if (answer.succeeded) await reload(tab, sessionId);
  if (tab === "times") await queryClient.invalidateQueries({ queryKey: sessionKeys.one(sessionId) });
  return answer;
}

/** POST …/{incentives|durations}/update: the session's whole list (json) and the field jobGroupId. */
async function saveSessionList(tab: WholeListTab, sessionId: number, items: unknown[]) {
  const form = new FormData();
  form.set("json", JSON.stringify(items));
  form.set("jobGroupId", String(sessionId));
  const answer = await http.postMultipart(WHOLE_LIST_PATH[tab], form);
  if (answer.succeeded) await reload(tab, sessionId);
  return answer;
}

/** Saves one edited (or new) row of a whole-list tab: the cached list with the row in place. */
export function saveSessionListRow(tab: WholeListTab, sessionId: number, edited: Record<string, unknown>) {
  return saveSessionList(tab, sessionId, nextListRows(cachedRows(tab, sessionId), edited));
}

const cachedRows = (tab: SessionRowTab, sessionId: number) =>
  (queryClient.getQueryData((sessionChildren[tab] as ChildResource<unknown>).key(sessionId)) ?? []) as {
    id: number;
  }[];

/**
 * Deletes rows of a session tab. Contacts and venues take one `deleteId` per call (the spec's
 * shape); incentives and durations save the list without them; the others take json ids.
 */
export async function deleteSessionRows(
  tab: SessionRowTab,
  sessionId: number,
  ids: number[],
): Promise<ApiResult<unknown>> {
  if (tab === "incentives" || tab === "durations")
    return saveSessionList(tab, sessionId, nextListRows(cachedRows(tab, sessionId), null, ids));
  const resource = sessionChildren[tab] as ChildResource<unknown>;
  let answer: ApiResult<unknown> | null = null;
  if (tab === "contacts" || tab === "venues") {
    for (const id of ids) {
      answer = await http.postForm((resource.remove ?? "") as string, { deleteId: String(id) });
      if (!answer.succeeded) break;
    }
  } else answer = await http.postJson((resource.remove ?? "") as string, { ids });
  await reload(tab, sessionId);
  return answer ?? { succeeded: true, value: null, errors: [], successMsg: null, message: null, status: 200 };
}

/** GET /api/job/session/contacts{id}: the client contacts a session contact is picked from. */
export const useContactChoices = (sessionId: number) =>
  useQuery({
    queryKey: [...sessionKeys.child(sessionId, "contact-choices")],
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/job/session/contacts${sessionId}`, contactChoiceListSchema, {
        signal,
      });
      return answer.succeeded ? answer.value : [];
    },
    enabled: sessionId > 0,
  });

/** The client's venues plus the global ones (session venues pick from them). */
export const useVenueChoices = (clientId: number | null) =>
  useQuery({
    queryKey: ["clients", clientId ?? 0, "venues-plus-global"],
    queryFn: async ({ signal }) => {
      const answer = await http.get(`/api/client-venues-plus-global/${clientId ?? 0}`, z.array(venueSchema), {
        signal,
      });
      return answer.succeeded ? answer.value : [];
    },
    enabled: Boolean(clientId),
  });
