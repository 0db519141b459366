import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { createdAt, instant, parentId, rowId, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { respondents } from "./respondents";

/**
 * A saved panel query (product §3 saved query; decision 140): per job (jobId set) or global
 * (isGlobal, ManageGlobalQueries). `filters` holds the filter group of contracts/panel-search.
 */
export const savedQueries = pgTable(
  "saved_queries",
  {
    id: rowId(),
    entity: text("entity").notNull().default("respondent"),
    name: text("name").notNull(),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    isGlobal: boolean("is_global").notNull().default(false),
    lastUrlSegment: text("last_url_segment").notNull().default(""),
    surveyId: integer("survey_id"),
    max: integer("max"),
    filters: jsonb("filters").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("saved_queries_job_idx").on(t.jobId), index("saved_queries_global_idx").on(t.isGlobal)],
);

/** A private list of respondents (staff-calls §7.19; decision 143), optionally a client's. */
export const respondentLists = pgTable(
  "respondent_lists",
  {
    id: rowId(),
    name: text("name").notNull(),
    description: text("description"),
    clientId: integer("client_id").references(() => clients.id, { onDelete: "cascade" }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("respondent_lists_client_idx").on(t.clientId)],
);

export const respondentListMembers = pgTable(
  "respondent_list_members",
  {
    listId: parentId("list_id", () => respondentLists.id),
    respondentId: parentId("respondent_id", () => respondents.id),
    addedBy: text("added_by").notNull(),
    addedAt: instant("added_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.respondentId] }),
    index("respondent_list_members_respondent_idx").on(t.respondentId),
  ],
);

/**
 * Archived respondent events (decision 144): the archiving job moves events older than the
 * configured age here with their id, so the event-archive query reads the same columns.
 */
export const respondentEventsArchive = pgTable(
  "respondent_events_archive",
  {
    id: integer("id").primaryKey(),
    respondentId: integer("respondent_id").notNull(),
    jobId: integer("job_id"),
    jobGroupId: integer("job_group_id"),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    description: text("description"),
    incentive: numeric("incentive", { precision: 10, scale: 2 }),
    at: instant("at").notNull(),
    comment: text("comment"),
    interviewTime: text("interview_time"),
    notes: text("notes"),
    paymentStatus: text("payment_status"),
    updatedAt: instant("updated_at"),
    updatedBy: text("updated_by"),
    archivedAt: instant("archived_at").notNull().defaultNow(),
  },
  (t) => [
    index("respondent_events_archive_respondent_idx").on(t.respondentId),
    index("respondent_events_archive_at_idx").on(t.at),
  ],
);

/** A booking that included a member despite a blocking eligibility label (decision 142). */
export const eligibilityOverrides = pgTable(
  "eligibility_overrides",
  {
    id: rowId(),
    respondentId: integer("respondent_id").notNull(),
    jobId: integer("job_id"),
    jobGroupId: integer("job_group_id"),
    labels: jsonb("labels").$type<string[]>().notNull(),
    reason: text("reason"),
    by: text("by").notNull(),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [index("eligibility_overrides_respondent_idx").on(t.respondentId)],
);
