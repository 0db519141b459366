import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Sign-in credentials for all three kinds of user. `subjectId` points at the staff user,
 * client contact or respondent row the account signs in as (the token's primarysid).
 */
export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["Staff", "Client", "Respondent"] }).notNull(),
    subjectId: integer("subject_id").notNull(),
    email: text("email"),
    mobile: text("mobile"),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash"),
    isActive: boolean("is_active").notNull().default(true),
    totpSecret: text("totp_secret"),
    totpEnabled: boolean("totp_enabled").notNull().default(false),
    /** Last accepted TOTP time step: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    /** Secret from GenerateSetupQrCode, waiting for the first valid PIN before it replaces totpSecret. */
    totpPendingSecret: text("totp_pending_secret"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("accounts_email_uq").on(sql`lower(${t.email})`),
    uniqueIndex("accounts_mobile_uq").on(t.mobile),
    uniqueIndex("accounts_subject_uq").on(t.kind, t.subjectId),
  ],
);

export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  position: text("position"),
  notes: text("notes"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const roleRights = pgTable(
  "role_rights",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    rightCode: text("right_code").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.rightCode] })],
);

export const staffUserRoles = pgTable(
  "staff_user_roles",
  {
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.roleId] })],
);

/** Every sign-in attempt, successful or not (LoginAuditAdmin reads it). */
export const loginAudit = pgTable(
  "login_audit",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    accountId: integer("account_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip").notNull(),
    outcome: text("outcome").notNull(),
  },
  (t) => [index("login_audit_at_idx").on(t.at)],
);

/** Tokens revoked by logout; kept until they would have expired anyway. */
export const revokedTokens = pgTable("revoked_tokens", {
  jti: text("jti").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Reset / set-password links: only a SHA-256 of the random token is stored; single use. */
export const passwordTokens = pgTable("password_tokens", {
  id: serial("id").primaryKey(),
  accountId: integer("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  purpose: text("purpose", { enum: ["reset", "set", "unsubscribe"] }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
