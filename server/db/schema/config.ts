import { pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Named configuration values behind /api/config/*, GetWebsiteCopies and GetSystemReferences. */
export const configItems = pgTable("config_items", {
  key: text("key").primaryKey(),
  /** "flag" (true/false), "value" (text), "copy" (website copy) or "reference" (system reference). */
  kind: text("kind", { enum: ["flag", "value", "copy", "reference"] }).notNull(),
  value: text("value").notNull(),
  description: text("description"),
  updatedAt: updatedAt(),
});
