import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt, instant, parentId, rowId, updatedAt } from "./columns";

/**
 * Software licences (software-licence, decision 277): what the licensee installation holds of
 * each product, as a number of seats. A seat is used by an active staff user holding it.
 */
export const softwareLicences = pgTable("software_licences", {
  id: rowId(),
  name: text("name").notNull().unique(),
  /** The vendor's licence key or reference, as printed on the agreement. */
  reference: text("reference"),
  seats: integer("seats").notNull(),
  /** The last day the licence runs (the agency's day); null: no end. */
  expiresOn: date("expires_on", { mode: "string" }),
  notes: text("notes"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who holds a seat of a licence; an inactive user keeps the row but uses no seat. */
export const licenceHolders = pgTable(
  "licence_holders",
  {
    licenceId: parentId("licence_id", () => softwareLicences.id),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    assignedAt: instant("assigned_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.licenceId, t.staffUserId] }),
    index("licence_holders_user_idx").on(t.staffUserId),
  ],
);
