import { index, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { instant, parentId } from "./columns";

/**
 * Every session token (and two-factor ticket) handed out, so a new password can revoke an
 * account's other sessions by jti (decision 089). Rows go once the token has expired.
 */
export const issuedTokens = pgTable(
  "issued_tokens",
  {
    jti: text("jti").primaryKey(),
    accountId: parentId("account_id", () => accounts.id),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    index("issued_tokens_account_idx").on(t.accountId),
    index("issued_tokens_expires_idx").on(t.expiresAt),
  ],
);
