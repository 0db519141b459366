import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { clients } from "./clients";

/** A job the agency runs for a client. Extended by the jobs area. */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    jobNumber: text("job_number").notNull().unique(),
    name: text("name").notNull(),
    clientId: integer("client_id").references(() => clients.id),
    status: text("status").notNull().default("Open"),
    jobType: text("job_type"),
    approvedNo: text("approved_no"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("jobs_client_idx").on(t.clientId)],
);

/** A session (job group) of a job. Extended by the sessions area. */
export const jobGroups = pgTable(
  "job_groups",
  {
    id: serial("id").primaryKey(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sessionNumber: integer("session_number").notNull(),
    name: text("name").notNull(),
    status: text("status").notNull().default("Open"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
  },
  (t) => [index("job_groups_job_idx").on(t.jobId)],
);
