import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { createdAt, rowId } from "./columns";
import { jobs } from "./jobs";

/**
 * An uploaded file (decision 042). The bytes live in the file store under <storedName> (a random name, decision 291);
 * clientId/jobId are resolved at upload so every read can check ownership without joins.
 */
export const documents = pgTable(
  "documents",
  {
    id: rowId(),
    /** "Client", "ClientQuotes", "Job", "File" (files/upload) or "Survey" (survey-files-upload). */
    parentType: text("parent_type").notNull(),
    parentId: integer("parent_id"),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    storedName: text("stored_name").notNull().unique(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    description: text("description"),
    /** Lookup DocumentAction code. */
    documentAction: text("document_action"),
    isPrivateList: boolean("is_private_list").notNull().default(false),
    /** Shown in the client portal. */
    clientVisible: boolean("client_visible").notNull().default(false),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("documents_parent_idx").on(t.parentType, t.parentId),
    index("documents_client_idx").on(t.clientId),
    index("documents_job_idx").on(t.jobId),
  ],
);
