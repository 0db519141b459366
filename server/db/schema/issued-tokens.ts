import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

/**
 * Every session token (and two-factor ticket) handed out, so a new password can revoke an
 * account's other sessions by jti (decision 089). Rows go once the token has expired.
 */
export const issuedTokens = pgTable(
  "issued_tokens",
  {
    jti: text("jti").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("issued_tokens_account_idx").on(t.accountId),
    index("issued_tokens_expires_idx").on(t.expiresAt),
  ],
);
