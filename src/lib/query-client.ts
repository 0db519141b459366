import { QueryClient } from "@tanstack/react-query";

/** The one query cache of the SPA (workspace views share it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
  },
});
