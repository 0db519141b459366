import { boolean, date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { clientContacts, clients } from "./clients";
import { createdAt, instant, parentId, rowId, updatedAt } from "./columns";
import { jobGroups, jobs } from "./jobs";

const clientRef = () => parentId("client_id", () => clients.id);
const created = () => createdAt();

/** Notes on a client; external notes (isExternal) need ClientExternalNotes to change. */
export const clientNotes = pgTable(
  "client_notes",
  {
    id: rowId(),
    clientId: clientRef(),
    /** Lookup NotesType code: "General", "Accounts", "Quote", ... */
    notesType: text("notes_type").notNull().default("General"),
    isExternal: boolean("is_external").notNull().default(false),
    note: text("note").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: created(),
  },
  (t) => [index("client_notes_client_idx").on(t.clientId)],
);

export const clientFeedback = pgTable(
  "client_feedback",
  {
    id: rowId(),
    clientId: clientRef(),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** The session the feedback is about (decision 214), or null for the job as a whole. */
    jobGroupId: integer("job_group_id").references(() => jobGroups.id, { onDelete: "set null" }),
    /** The client contact who gave it in the portal; null when staff recorded it. */
    clientContactId: integer("client_contact_id").references(() => clientContacts.id, {
      onDelete: "set null",
    }),
    feedbackType: text("feedback_type").notNull(),
    feedbackAction: text("feedback_action"),
    comment: text("comment").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: created(),
  },
  (t) => [index("client_feedback_client_idx").on(t.clientId)],
);

/** A venue of a client, or a global venue (clientId null) every client may use. */
export const venues = pgTable(
  "venues",
  {
    id: rowId(),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address"),
    suburb: text("suburb"),
    state: text("state"),
    postcode: text("postcode"),
    phone: text("phone"),
    contactName: text("contact_name"),
    notes: text("notes"),
    isActive: boolean("is_active").notNull().default(true),
    // Accessibility (decision 130), matched against respondents.access_needs when booking.
    stepFreeAccess: boolean("step_free_access").notNull().default(false),
    hearingLoop: boolean("hearing_loop").notNull().default(false),
    accessibleToilet: boolean("accessible_toilet").notNull().default(false),
    parking: boolean("parking").notNull().default(false),
  },
  (t) => [index("venues_client_idx").on(t.clientId)],
);

export const clientAddresses = pgTable(
  "client_addresses",
  {
    id: rowId(),
    clientId: clientRef(),
    /** Lookup ClientAddressType code: "Postal", "Billing", "Street". */
    addressType: text("address_type").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    suburb: text("suburb"),
    state: text("state"),
    postcode: text("postcode"),
    country: text("country"),
  },
  (t) => [index("client_addresses_client_idx").on(t.clientId)],
);

export const clientPurchaseOrders = pgTable(
  "client_purchase_orders",
  {
    id: rowId(),
    clientId: clientRef(),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    poNumber: text("po_number").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }),
    issuedDate: date("issued_date", { mode: "string" }),
    notes: text("notes"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [index("client_pos_client_idx").on(t.clientId)],
);

/** Terms agreed with a client (optionally by one contact): payment days and the terms text. */
export const clientContactTerms = pgTable(
  "client_contact_terms",
  {
    id: rowId(),
    clientId: clientRef(),
    clientContactId: integer("client_contact_id").references(() => clientContacts.id, {
      onDelete: "set null",
    }),
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    termsText: text("terms_text").notNull().default(""),
    agreedDate: date("agreed_date", { mode: "string" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_contact_terms_client_idx").on(t.clientId)],
);

/**
 * One-time passwords of client contacts (decision 043): only a SHA-256 of the 6-digit code is
 * stored; single use, 10-minute expiry, at most 5 attempts. A validated download OTP grants file
 * downloads until `grantedUntil`.
 */
export const clientContactOtps = pgTable(
  "client_contact_otps",
  {
    id: rowId(),
    clientContactId: parentId("client_contact_id", () => clientContacts.id),
    purpose: text("purpose", { enum: ["login", "download"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: instant("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: instant("used_at"),
    grantedUntil: instant("granted_until"),
    createdAt: created(),
  },
  (t) => [index("client_contact_otps_contact_idx").on(t.clientContactId, t.purpose)],
);
