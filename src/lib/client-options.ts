import { useQuery } from "@tanstack/react-query";
import { clientOptions } from "../../server/contracts/clients-calls";
import { callApi } from "./call-api";

/**
 * The clients a picker offers (GET /api/clients-list), one cached list for every screen that
 * picks a client (private lists, report filters). Staff without a client right get none: a 403
 * here is not a reason to sign out, and the screen keeps the value it shows.
 */
export const useClientOptions = (enabled = true) =>
  useQuery({
    queryKey: ["client-options"],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await callApi(clientOptions, {}, { signal, authRedirect: false });
      return answer.succeeded ? answer.value : [];
    },
  });
