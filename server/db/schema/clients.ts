import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, parentId, rowId, updatedAt } from "./columns";

/** A company that commissions jobs (decision 040). */
export const clients = pgTable(
  "clients",
  {
    id: rowId(),
    name: text("name").notNull(),
    /** "Active" or "Inactive". */
    status: text("status").notNull().default("Active"),
    allowPrivateList: boolean("allow_private_list").notNull().default(false),
    createdAt: createdAt(),
    /** Lookup ClientCategory code. */
    category: text("category"),
    abn: text("abn"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    suburb: text("suburb"),
    state: text("state"),
    postcode: text("postcode"),
    country: text("country"),
    /** Account details used by invoicing. */
    accountNumber: text("account_number"),
    accountsEmail: text("accounts_email"),
    paymentTermsDays: integer("payment_terms_days"),
    quoteNotes: text("quote_notes"),
    invoiceNotes: text("invoice_notes"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("clients_name_idx").on(t.name, t.id),
    index("clients_status_name_idx").on(t.status, t.name, t.id),
  ],
);

/** A person at a client; may sign in to the client portal (an account of kind Client). */
export const clientContacts = pgTable(
  "client_contacts",
  {
    id: rowId(),
    clientId: parentId("client_id", () => clients.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    title: text("title"),
    position: text("position"),
    mobile: text("mobile"),
    /** Lookup ContactType codes (e.g. "Primary", "Accounts", "Research"). */
    contactTypes: text("contact_types").array().notNull().default([]),
    notes: text("notes"),
  },
  (t) => [index("client_contacts_client_idx").on(t.clientId)],
);
