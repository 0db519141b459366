/**
 * The jobs feature's query keys, apart from jobs-api.ts so a command can read the cache (the job
 * a tab shows) without loading the API module and its zod contracts (decision 080).
 */
export const jobKeys = {
  all: ["jobs"] as const,
  one: (id: number) => ["jobs", id] as const,
  child: (id: number, kind: string) => ["jobs", id, kind] as const,
  list: ["jobs", "list"] as const,
};
