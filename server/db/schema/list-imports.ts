import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { createdAt, parentId, rowId, updatedAt } from "./columns";
import { respondentLists } from "./panel-search";

/**
 * A list import (decision 217): an uploaded xlsx or csv whose rows are staged here, checked against
 * the panel (the match report) and then imported by a queued job. `kind` says whose it is: the
 * panel import (ILST), a staff upload into a private list (LST) or a client's private-list upload.
 */
export const listImports = pgTable(
  "list_imports",
  {
    id: rowId(),
    kind: text("kind", { enum: ["panel", "private-list", "client-list"] }).notNull(),
    listId: integer("list_id").references(() => respondentLists.id, { onDelete: "cascade" }),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    /** The role and id of who uploaded it ("Staff:3", "Client:12"): only they see it. */
    owner: text("owner").notNull(),
    fileName: text("file_name").notNull(),
    /** uploaded → checked → queued → importing → done (or failed). */
    status: text("status").notNull().default("uploaded"),
    columns: jsonb("columns").$type<string[]>().notNull(),
    rowCount: integer("row_count").notNull().default(0),
    /** Panel field → column index, and the date format and country the rows were read with. */
    mapping: jsonb("mapping").$type<Record<string, number>>(),
    dateFormat: text("date_format"),
    country: text("country"),
    /** The match report's counts per outcome (valid, invalid, duplicate, in-panel, opted-out). */
    counts: jsonb("counts").$type<Record<string, number>>(),
    /** Rows stored so far by the import job (new members, plus matched members added to a list). */
    imported: integer("imported").notNull().default(0),
    toImport: integer("to_import").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("list_imports_owner_idx").on(t.owner, t.id)],
);

/**
 * One staged row of an import: the cells as read, then (after the check) the normalised e-mail and
 * mobile, the outcome with its reason, the panel member it matched, and the member it became.
 * `respondent_id` is set in the same transaction as the member's insert: the import's
 * idempotency record (a restarted job skips rows that have one).
 */
export const listImportRows = pgTable(
  "list_import_rows",
  {
    id: rowId(),
    importId: parentId("import_id", () => listImports.id),
    rowNumber: integer("row_number").notNull(),
    cells: jsonb("cells").$type<string[]>().notNull(),
    email: text("email"),
    mobile: text("mobile"),
    /** The respondent fields the row becomes, once checked. */
    values: jsonb("values").$type<Record<string, string | null>>(),
    outcome: text("outcome"),
    reason: text("reason"),
    matchedId: integer("matched_id"),
    respondentId: integer("respondent_id"),
  },
  (t) => [
    uniqueIndex("list_import_rows_row_idx").on(t.importId, t.rowNumber),
    index("list_import_rows_outcome_idx").on(t.importId, t.outcome, t.id),
  ],
);

/** A column mapping remembered per template: the file's header set (lower-cased, in order). */
export const listImportMappings = pgTable("list_import_mappings", {
  headerKey: text("header_key").primaryKey(),
  mapping: jsonb("mapping").$type<Record<string, number>>().notNull(),
  dateFormat: text("date_format").notNull(),
  updatedAt: updatedAt(),
});
