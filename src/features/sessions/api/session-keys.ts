/** Query keys of the sessions area (zod-free: command `enabled` checks may read the cache). */
export const sessionKeys = {
  all: ["sessions"] as const,
  one: (id: number) => ["sessions", id] as const,
  child: (id: number, kind: string) => ["sessions", id, kind] as const,
  attendees: (id: number) => ["sessions", id, "attendees"] as const,
  ofJob: (jobId: number) => ["jobs", jobId, "session"] as const,
  pending: ["sessions", "pending"] as const,
  calendar: ["sessions", "calendar"] as const,
};
