import { useQuery } from "@tanstack/react-query";
import * as clientCalls from "../../../../server/contracts/clients-calls";
import * as jobCalls from "../../../../server/contracts/jobs-calls";
import * as calls from "../../../../server/contracts/sessions/calls";
import { callApi } from "../../../lib/call-api";
import {
  type ChildResource,
  childResources,
  deleteChildren,
  refreshChildren,
  saveChild,
} from "../../../lib/child-records";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import { nextListRows } from "../model/list-rows";
import { sessionKeys } from "./session-keys";

const child = childResources(sessionKeys.child);

/** The lists of the session's tabs (staff-calls §7.10, §7.8). */
export const sessionChildren = {
  times: child("session-time", {
    list: calls.timeSlots,
    save: calls.saveTimeSlot,
    remove: calls.deleteTimeSlots,
  }),
  contacts: child("session-contact", {
    list: calls.sessionContacts,
    save: calls.saveSessionContact,
    remove: calls.deleteSessionContacts,
  }),
  venues: child("session-venue", {
    list: calls.sessionVenues,
    save: calls.saveSessionVenues,
    remove: calls.deleteSessionVenues,
  }),
  customfields: child("session-customfield", {
    list: calls.customFields,
    save: calls.saveCustomField,
    remove: calls.deleteCustomFields,
  }),
  incentives: child("session-incentive", { list: calls.sessionIncentives }),
  durations: child("session-duration", { list: calls.sessionDurations }),
  /** Session-level quota cells: saved and deleted through the job's quota calls with jobGroupId. */
  quotas: child("session-quota", {
    list: jobCalls.sessionQuotas,
    save: jobCalls.saveQuota,
    remove: jobCalls.deleteQuotas,
  }),
};
export type SessionRowTab = keyof typeof sessionChildren;
/** The tabs whose list is saved whole (the spec's json list + jobGroupId). */
export type WholeListTab = "incentives" | "durations";
const WHOLE_LIST_SAVE = { incentives: calls.saveSessionIncentives, durations: calls.saveSessionDurations };

const resourceOf = (tab: SessionRowTab) => sessionChildren[tab] as ChildResource<unknown>;

/** Saves one row of a session tab; its list reloads everywhere it is shown (a slot: the session too). */
export async function saveSessionRow(tab: SessionRowTab, sessionId: number, payload: unknown) {
  // jobgroup/venue/update takes one venue or a list as its json: one row travels as the list's body.
  const answer = await saveChild(resourceOf(tab), sessionId, tab === "venues" ? { items: payload } : payload);
  if (tab === "times") await queryClient.invalidateQueries({ queryKey: sessionKeys.one(sessionId) });
  return answer;
}

/** POST …/{incentives|durations}/update: the session's whole list (json) and the field jobGroupId. */
async function saveSessionList(tab: WholeListTab, sessionId: number, items: unknown[]) {
  const answer = await callApi(WHOLE_LIST_SAVE[tab], { jobGroupId: sessionId, items: items as never });
  if (answer.succeeded) await refreshChildren(resourceOf(tab), sessionId);
  return answer;
}

/** Saves one edited (or new) row of a whole-list tab: the cached list with the row in place. */
export function saveSessionListRow(tab: WholeListTab, sessionId: number, edited: Record<string, unknown>) {
  return saveSessionList(tab, sessionId, nextListRows(cachedRows(tab, sessionId), edited));
}

const cachedRows = (tab: SessionRowTab, sessionId: number) =>
  (queryClient.getQueryData(resourceOf(tab).key(sessionId)) ?? []) as { id: number }[];

/** Deletes rows of a session tab; incentives and durations save the list without them. */
export function deleteSessionRows(tab: SessionRowTab, sessionId: number, ids: number[]) {
  if (tab === "incentives" || tab === "durations")
    return saveSessionList(tab, sessionId, nextListRows(cachedRows(tab, sessionId), null, ids));
  return deleteChildren(resourceOf(tab), sessionId, ids);
}

/** GET /api/job/session/contacts{id}: the client contacts a session contact is picked from. */
export const useContactChoices = (sessionId: number) =>
  useQuery(
    readQuery(
      sessionKeys.child(sessionId, "contact-choices"),
      calls.contactChoices,
      { p: `contacts${sessionId}` },
      { enabled: sessionId > 0, what: "the client's contacts" },
    ),
  );

/** The client's venues plus the global ones (session venues pick from them). */
export const useVenueChoices = (clientId: number | null) =>
  useQuery(
    readQuery(
      ["clients", clientId ?? 0, "venues-plus-global"],
      clientCalls.venuesWithGlobal,
      { id: clientId ?? 0 },
      { enabled: Boolean(clientId), what: "the venues" },
    ),
  );
