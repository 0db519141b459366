import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/**
 * Attempt counters of the sign-in limits when several API processes share one PostgreSQL
 * (decision 292): one fixed window per key, so every process counts the same attempts.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: instant("reset_at").notNull(),
  },
  (t) => [index("rate_limit_windows_reset_idx").on(t.resetAt)],
);
