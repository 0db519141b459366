import { type QueryKey, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import * as authCalls from "../../server/contracts/auth-calls";
import { type Call, pathParams } from "../../server/contracts/call";
import { callApi } from "./call-api";
import { queryClient } from "./query-client";
import { readQuery } from "./read-query";

/**
 * A list that hangs under a parent record (a client's contacts, a job's quotas...), read and
 * written through declared calls (decision 190): `list` takes the parent's id as its one path
 * parameter, `save` the row, `remove` the ids.
 */
export interface ChildResource<R> {
  /** Names the list in query keys and delete-allowed ("client-contact"). */
  kind: string;
  key(parentId: number): QueryKey;
  list: Call<z.ZodType, z.ZodType<R[]>>;
  save?: Call;
  remove?: Call;
}

/**
 * The child resources of one area, keyed under its parent's query key:
 * `const child = childResources(jobKeys.child); child("quota", { list: calls.quotas, save, remove })`.
 */
export const childResources =
  (keyOf: (parentId: number, kind: string) => QueryKey) =>
  <R>(
    kind: string,
    calls: { list: Call<z.ZodType, z.ZodType<R[]>>; save?: Call; remove?: Call },
  ): ChildResource<R> => ({ kind, key: (parentId) => keyOf(parentId, kind), ...calls });

const listInput = (list: Call, parentId: number) => ({ [pathParams(list.path)[0] ?? "id"]: parentId });

/** Reads a parent's list through the shared cache (the same list in two panes stays in step). */
export const useChildren = <R>(resource: ChildResource<R>, parentId: number) =>
  useQuery(
    readQuery(resource.key(parentId), resource.list, listInput(resource.list, parentId), {
      enabled: parentId > 0,
      what: "the list",
    }),
  );

/** Reloads a parent's list everywhere it is shown (after a write of its rows). */
export const refreshChildren = <R>(resource: ChildResource<R>, parentId: number) =>
  queryClient.invalidateQueries({ queryKey: resource.key(parentId) });

/** Saves one row; on success the parent's list reloads everywhere it is shown. */
export async function saveChild<R>(resource: ChildResource<R>, parentId: number, payload: unknown) {
  const { save } = resource;
  if (!save) throw new Error(`${resource.kind} cannot be saved here.`);
  const answer = await callApi(save, payload as never);
  if (answer.succeeded) await refreshChildren(resource, parentId);
  return answer;
}

/** Deletes rows; the list reloads on success. */
export async function deleteChildren<R>(resource: ChildResource<R>, parentId: number, ids: number[]) {
  const { remove } = resource;
  if (!remove) throw new Error(`${resource.kind} cannot be deleted here.`);
  const answer = await callApi(remove, { ids } as never);
  if (answer.succeeded) await refreshChildren(resource, parentId);
  return answer;
}

/** GET /api/delete-allowed/{kind}, asked before every delete (decision 012): true, or why not. */
export async function deleteAllowed(kind: string): Promise<true | string> {
  const answer = await callApi(authCalls.deleteAllowed, { data: kind }, { authRedirect: false });
  if (answer.succeeded && answer.value) return true;
  return answer.errors.join(" ") || "You don't have permission to delete this.";
}
