import { type QueryKey, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { accessAllowedAnswerSchema } from "../../server/contracts/auth";
import { type ApiResult, http } from "./http";
import { queryClient } from "./query-client";

/** A list that hangs under a parent record (a client's contacts, a job's quotas...). */
export interface ChildResource<R> {
  /** Names the list in query keys and delete-allowed ("client-contact"). */
  kind: string;
  key(parentId: number): QueryKey;
  list(parentId: number): string;
  save?: string;
  remove?: string;
  row: z.ZodType<R>;
}

/** Reads a parent's list through the shared cache (the same list in two panes stays in step). */
export function useChildren<R>(resource: ChildResource<R>, parentId: number) {
  return useQuery({
    queryKey: resource.key(parentId),
    queryFn: async ({ signal }) => {
      const answer = await http.get(resource.list(parentId), z.array(resource.row), { signal });
      if (!answer.succeeded) throw new Error(answer.errors.join(" ") || "Could not load the list.");
      return answer.value;
    },
    enabled: parentId > 0,
  });
}

/** Saves one row; on success the parent's list reloads everywhere it is shown. */
export async function saveChild<R>(resource: ChildResource<R>, parentId: number, payload: unknown) {
  if (!resource.save) throw new Error(`${resource.kind} cannot be saved here.`);
  const answer: ApiResult<unknown> = await http.postJson(resource.save, payload);
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: resource.key(parentId) });
  return answer;
}

/** Deletes rows (json {ids}); the list reloads on success. */
export async function deleteChildren<R>(resource: ChildResource<R>, parentId: number, ids: number[]) {
  if (!resource.remove) throw new Error(`${resource.kind} cannot be deleted here.`);
  const answer = await http.postJson(resource.remove, { ids });
  if (answer.succeeded) await queryClient.invalidateQueries({ queryKey: resource.key(parentId) });
  return answer;
}

/** GET /api/delete-allowed/{kind}, asked before every delete (decision 012): true, or why not. */
export async function deleteAllowed(kind: string): Promise<true | string> {
  const answer = await http.get(
    `/api/delete-allowed/${encodeURIComponent(kind)}`,
    accessAllowedAnswerSchema,
    {
      authRedirect: false,
    },
  );
  if (answer.succeeded && answer.value) return true;
  return answer.errors.join(" ") || "You don't have permission to delete this.";
}
