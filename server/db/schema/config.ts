import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Named configuration values behind /api/config/*, GetWebsiteCopies and GetSystemReferences. */
export const configItems = pgTable("config_items", {
  key: text("key").primaryKey(),
  /** "flag" (true/false), "value" (text), "copy" (website copy) or "reference" (system reference). */
  kind: text("kind", { enum: ["flag", "value", "copy", "reference"] }).notNull(),
  value: text("value").notNull(),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
