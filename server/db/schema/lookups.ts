import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { rowId } from "./columns";

/**
 * Every "Get…List" lookup of GET /api/data-provider/Get{Name}List (staff-calls §7.14, product §7.5)
 * is rows of one table, keyed by `list` (e.g. "JobStatus", "Gender", "State"). Editable later in
 * reference data (admin/reference).
 */
export const lookupItems = pgTable(
  "lookup_items",
  {
    id: rowId(),
    /** The list name as in the path, without Get/List: GetJobStatusList → "JobStatus". */
    list: text("list").notNull(),
    /** Stable code stored on records (often the label itself, or a short code like "NSW"). */
    code: text("code").notNull(),
    label: text("label").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Optional grouping, e.g. the country of a state ("AU", "NZ"). */
    parent: text("parent"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("lookup_items_list_code_uq").on(t.list, t.code),
    index("lookup_items_list_idx").on(t.list),
  ],
);
