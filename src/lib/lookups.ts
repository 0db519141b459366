import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { lookupListSchema } from "../../server/contracts/lookups";
import { publicListSchema } from "../../server/contracts/reference-data";
import { http } from "./http";

/** One item of a lookup list as screens use it: the stored code and the label people read. */
interface LookupOption {
  code: string;
  label: string;
}

/** The one cache key of a lookup list; every screen shares the list once loaded. */
const lookupKey = (name: string) => ["lookup", name] as const;

/**
 * Where a list lives: Gender and Year are public (staff-calls §7.14, product §7.5), states have
 * their own call (sign-up needs them without a sign-in), the rest are GET data-provider lists.
 */
async function loadLookup(name: string, signal: AbortSignal): Promise<LookupOption[]> {
  if (name === "Gender" || name === "Year") {
    const answer = await http.get(`/api/public-data-provider/Get${name}List`, publicListSchema, {
      signal,
      authRedirect: false,
    });
    return answer.succeeded ? answer.value : [];
  }
  const path = name === "State" ? "/api/states" : `/api/data-provider/Get${name}List`;
  const answer = await http.get(path, lookupListSchema, { signal, authRedirect: false });
  return answer.succeeded ? answer.value.map((i) => ({ code: i.code, label: i.label })) : [];
}

/**
 * A lookup list by name (ContactType, State, Gender…), cached for the session: reference data
 * changes rarely. A list that cannot be loaded is empty, so the form still works.
 */
export function useLookup(name: string) {
  return useQuery({
    queryKey: lookupKey(name),
    queryFn: ({ signal }) => loadLookup(name, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The label of a code of a lookup list (a state's name for "NSW"); an unknown code reads as stored. */
export function useLookupLabel(name: string): (code: unknown) => string {
  const items = useLookup(name).data;
  return useCallback(
    (code: unknown) => {
      if (code === null || code === undefined || code === "") return "";
      const text = String(code);
      return items?.find((i) => i.code === text)?.label ?? text;
    },
    [items],
  );
}
