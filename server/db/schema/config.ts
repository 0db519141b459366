import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, rowId, updatedAt } from "./columns";

/** Named configuration values behind /api/config/*, GetWebsiteCopies and GetSystemReferences. */
export const configItems = pgTable("config_items", {
  key: text("key").primaryKey(),
  /** "flag" (true/false), "value" (text), "copy" (website copy) or "reference" (system reference). */
  kind: text("kind", { enum: ["flag", "value", "copy", "reference"] }).notNull(),
  value: text("value").notNull(),
  description: text("description"),
  updatedAt: updatedAt(),
});

/**
 * Every change of a configuration item (decision 273): who, when, the value before and after
 * (null: the item did not exist, or was deleted). A revert is a change like any other.
 */
export const configItemChanges = pgTable(
  "config_item_changes",
  {
    id: rowId(),
    key: text("key").notNull(),
    action: text("action", { enum: ["update", "delete", "revert"] }).notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    changedBy: text("changed_by").notNull(),
    changedAt: createdAt(),
  },
  (t) => [index("config_item_changes_key_idx").on(t.key, t.id)],
);
