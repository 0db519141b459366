import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, instant, parentId, rowId } from "./columns";

/**
 * Sign-in credentials for all three kinds of user. `subjectId` points at the staff user,
 * client contact or respondent row the account signs in as (the token's primarysid).
 */
export const accounts = pgTable(
  "accounts",
  {
    id: rowId(),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accounts_email_uq").on(sql`lower(${t.email})`),
    uniqueIndex("accounts_mobile_uq").on(t.mobile),
    uniqueIndex("accounts_subject_uq").on(t.kind, t.subjectId),
  ],
);

export const staffUsers = pgTable("staff_users", {
  id: rowId(),
  username: text("username").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  /** Lookup EmployeePosition name. */
  position: text("position"),
  /** Hourly pay (payroll file) and hourly cost to a job (Job P&L); null: not set / the config default. */
  payRate: numeric("pay_rate", { precision: 9, scale: 2, mode: "number" }),
  costRate: numeric("cost_rate", { precision: 9, scale: 2, mode: "number" }),
  notes: text("notes"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const roles = pgTable("roles", {
  id: rowId(),
  name: text("name").notNull().unique(),
});

export const roleRights = pgTable(
  "role_rights",
  {
    roleId: parentId("role_id", () => roles.id),
    rightCode: text("right_code").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.rightCode] })],
);

export const staffUserRoles = pgTable(
  "staff_user_roles",
  {
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    roleId: parentId("role_id", () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.roleId] })],
);

/** Every sign-in attempt, successful or not (LoginAuditAdmin reads it). */
export const loginAudit = pgTable(
  "login_audit",
  {
    id: rowId(),
    username: text("username").notNull(),
    accountId: integer("account_id"),
    at: instant("at").notNull().defaultNow(),
    ip: text("ip").notNull(),
    outcome: text("outcome").notNull(),
    /** The browser's user agent: the "device" of the new-device signal. */
    userAgent: text("user_agent"),
    /**
     * Signals (decision 272), computed once at insert from earlier rows, so a page of millions
     * of rows never rescans the table: first success of the account from this IP / device, and
     * a failure that makes ≥ 5 failures for the typed name or the IP within 10 minutes.
     */
    newIp: boolean("new_ip").notNull().default(false),
    newDevice: boolean("new_device").notNull().default(false),
    burst: boolean("burst").notNull().default(false),
  },
  // One index per filter, each ending in (at, id): the list's `order by at desc, id desc` and its
  // keyset `(at, id) < cursor` read them backwards and stop after a page (decision 282). Plain
  // ascending on purpose: Drizzle's .desc() writes DESC NULLS LAST, which `order by … desc`
  // (NULLS FIRST) cannot use, so the planner sorted the whole table instead.
  (t) => [
    index("login_audit_time_idx").on(t.at, t.id),
    index("login_audit_account_time_idx").on(t.accountId, t.at, t.id),
    index("login_audit_ip_time_idx").on(t.ip, t.at, t.id),
    index("login_audit_outcome_time_idx").on(t.outcome, t.at, t.id),
    index("login_audit_name_time_idx").on(sql`lower(${t.username})`, t.at, t.id),
    // The signals are rare flags: a partial index each keeps "filter by signal" a short read.
    index("login_audit_new_ip_idx").on(t.at, t.id).where(sql`${t.newIp}`),
    index("login_audit_new_device_idx").on(t.at, t.id).where(sql`${t.newDevice}`),
    index("login_audit_burst_idx").on(t.at, t.id).where(sql`${t.burst}`),
  ],
);

/** Tokens revoked by logout; kept until they would have expired anyway. */
export const revokedTokens = pgTable("revoked_tokens", {
  jti: text("jti").primaryKey(),
  expiresAt: instant("expires_at").notNull(),
});

/** Reset / set-password links: only a SHA-256 of the random token is stored; single use. */
export const passwordTokens = pgTable("password_tokens", {
  id: rowId(),
  accountId: parentId("account_id", () => accounts.id),
  tokenHash: text("token_hash").notNull().unique(),
  purpose: text("purpose", { enum: ["reset", "set", "unsubscribe"] }).notNull(),
  expiresAt: instant("expires_at").notNull(),
  usedAt: instant("used_at"),
  createdAt: createdAt(),
});
