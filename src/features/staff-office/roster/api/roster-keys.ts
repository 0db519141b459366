/** The roster's query keys (zod-free: the screen state and the commands read them). */
export const rosterKeys = {
  all: ["staff-roster"] as const,
  range: (from: string, to: string) => ["staff-roster", from, to] as const,
  toAllocate: ["staff-roster", "jobs-to-allocate"] as const,
};
