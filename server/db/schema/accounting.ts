import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt, instant, updatedAt } from "./columns";

/**
 * The agency's connection to its accounting system (decision 278): one row per system, the
 * tokens encrypted with the server secret (never stored plain). A refresh locks the row, so one
 * process refreshes at a time, and the rotated refresh token replaces the old one in the same
 * transaction.
 */
export const accountingConnections = pgTable("accounting_connections", {
  system: text("system").primaryKey(),
  accessTokenEnc: text("access_token_enc").notNull(),
  refreshTokenEnc: text("refresh_token_enc").notNull(),
  expiresAt: instant("expires_at").notNull(),
  connectedBy: integer("connected_by").references(() => staffUsers.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * Nonces of OAuth `state` values already used (decision 278): the primary key refuses a replay
 * on every process. Rows older than a state's life may be removed.
 */
export const oauthStateNonces = pgTable("oauth_state_nonces", {
  nonce: text("nonce").primaryKey(),
  usedAt: createdAt(),
});
