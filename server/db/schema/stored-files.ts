import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { bytea, createdAt } from "./columns";

/**
 * Uploaded bytes kept in the database so every API process reaches them (decision 291). One row
 * a file; the bytes in chunks of 1 MB (stored_file_chunks) so a download streams one chunk at a
 * time instead of holding the whole file, and no row grows past what a query should carry.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  /** Hex SHA-256 of the whole file: the migrate command compares it, a restore can check it. */
  sha256: text("sha256").notNull(),
  createdAt: createdAt(),
});

/** The bytes of a stored file, `seq` from 0 in order. */
export const storedFileChunks = pgTable(
  "stored_file_chunks",
  {
    key: text("key")
      .notNull()
      .references(() => storedFiles.key, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
