import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, instant, parentId, rowId, updatedAt } from "./columns";

/**
 * A panel member (decision 060). The first columns are read by the workspace search; the panel
 * columns (business_*, impairment_*) are filled only when businessRego / disabilityRego is set.
 * Lookup-backed columns hold the lookup_items code of the named list.
 */
export const respondents = pgTable(
  "respondents",
  {
    id: rowId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    mobile: text("mobile"),
    postcode: text("postcode"),
    businessRego: boolean("business_rego").notNull().default(false),
    disabilityRego: boolean("disability_rego").notNull().default(false),
    optedOut: boolean("opted_out").notNull().default(false),
    createdAt: createdAt(),
    // Person
    title: text("title"),
    gender: text("gender"),
    yearOfBirth: integer("year_of_birth"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    landline: text("landline"),
    mobilePhoneType: text("mobile_phone_type"),
    // Address
    address1: text("address1"),
    address2: text("address2"),
    suburb: text("suburb"),
    state: text("state"),
    country: text("country"),
    // Profile
    employmentType: text("employment_type"),
    occupation: text("occupation"),
    householdIncome: text("household_income"),
    householdSize: integer("household_size"),
    educationLevel: text("education_level"),
    residencyStatus: text("residency_status"),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    preferredContactMethod: text("preferred_contact_method"),
    contactTime: text("contact_time"),
    optedOutAt: instant("opted_out_at"),
    notes: text("notes"),
    // Business panel (businessRego)
    businessCompany: text("business_company"),
    businessRole: text("business_role"),
    businessIndustry: text("business_industry"),
    businessEmployeeNumbers: text("business_employee_numbers"),
    businessTurnover: text("business_turnover"),
    // Impairment panel (disabilityRego)
    impairmentTypes: jsonb("impairment_types").$type<string[]>().notNull().default([]),
    impairmentSeverity: text("impairment_severity"),
    impairmentCompetency: text("impairment_competency"),
    assistiveTechnology: text("assistive_technology"),
    accommodationsNeeded: text("accommodations_needed"),
    /** Structured needs checked against the venue (decision 130): step-free, hearing-loop, ... */
    accessNeeds: jsonb("access_needs").$type<string[]>().notNull().default([]),
    /** Bookings that ended No show; maintained by the booking transitions (decision 130). */
    noShowCount: integer("no_show_count").notNull().default(0),
    // Life cycle: a merged-away record stays as a tombstone pointing at the survivor.
    isActive: boolean("is_active").notNull().default(true),
    mergedIntoId: integer("merged_into_id"),
    updatedAt: instant("updated_at"),
  },
  (t) => [
    index("respondents_mobile_idx").on(t.mobile),
    index("respondents_email_idx").on(t.email),
    // List imports match e-mails case-blind against the whole panel, a batch at a time (decision 217).
    index("respondents_email_lower_idx").on(sql`lower(${t.email})`),
    index("respondents_postcode_idx").on(t.postcode),
    index("respondents_no_show_idx").on(t.noShowCount),
    // The dashboard's new-members card counts joins in a period (decision 239), not the panel.
    index("respondents_created_idx").on(t.createdAt),
    // Panel search (decision 146): the demographic conditions recruiters combine most (gender, age,
    // state, no-shows) as one partial index over active members, so a capped count or the ids of
    // such a filter is an index-only scan at a million members instead of a table scan.
    index("respondents_search_demographics_idx")
      .on(t.gender, t.yearOfBirth, t.state, t.noShowCount, t.id)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Bank details, one row per respondent, kept apart so every read of a respondent has to ask for
 * them explicitly (BankingAdmin) and so "delete after a payment" is one row delete (decision 062).
 */
export const respondentBankDetails = pgTable("respondent_bank_details", {
  respondentId: integer("respondent_id")
    .primaryKey()
    .references(() => respondents.id, { onDelete: "cascade" }),
  accountName: text("account_name").notNull(),
  bsb: text("bsb").notNull().default(""),
  accountNumber: text("account_number").notNull(),
  updatedAt: updatedAt(),
});

/**
 * The points ledger (decision 061): one signed row per movement. earned > 0, paid < 0 (a payout),
 * adjustment either sign. Totals are sums, so a merge moves rows and keeps every point.
 */
export const respondentPoints = pgTable(
  "respondent_points",
  {
    id: rowId(),
    respondentId: parentId("respondent_id", () => respondents.id),
    kind: text("kind", { enum: ["earned", "paid", "adjustment"] }).notNull(),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    eventId: integer("event_id"),
    /** The event's job, copied by a trigger so a job's ledger is one index range (decision 307). */
    jobId: integer("job_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("respondent_points_respondent_idx").on(t.respondentId),
    // A job's movements in a period, read from the index alone (Respondent Points by Job).
    index("respondent_points_job_idx").on(t.jobId, t.createdAt, t.respondentId, t.points),
    // The points ledger report pages by time and by a job's events (decision 242).
    index("respondent_points_created_idx").on(t.createdAt, t.id),
    index("respondent_points_event_idx").on(t.eventId),
  ],
);

/**
 * Each respondent's ledger sums (decision 242), recomputed from `respondent_points` by every
 * write of the ledger (refreshPointBalances), so the Member Profile Points report pages a million
 * members by balance without summing every point. The ledger stays the truth.
 */
export const respondentPointBalances = pgTable(
  "respondent_point_balances",
  {
    respondentId: integer("respondent_id")
      .primaryKey()
      .references(() => respondents.id, { onDelete: "cascade" }),
    earned: integer("earned").notNull().default(0),
    adjusted: integer("adjusted").notNull().default(0),
    /** Points paid out, positive. */
    paid: integer("paid").notNull().default(0),
    /** earned + adjusted − paid: the current points. */
    balance: integer("balance").notNull().default(0),
    lastAt: instant("last_at"),
  },
  (t) => [index("respondent_point_balances_balance_idx").on(t.balance, t.respondentId)],
);

export const respondentChildren = pgTable(
  "respondent_children",
  {
    id: rowId(),
    respondentId: parentId("respondent_id", () => respondents.id),
    firstName: text("first_name").notNull(),
    gender: text("gender"),
    yearOfBirth: integer("year_of_birth"),
    monthOfBirth: integer("month_of_birth"),
    createdAt: createdAt(),
  },
  (t) => [index("respondent_children_respondent_idx").on(t.respondentId)],
);

/** Per-respondent selections from reference lists (e.g. Language, VehicleType, InternetType). */
export const respondentReferenceItems = pgTable(
  "respondent_reference_items",
  {
    respondentId: parentId("respondent_id", () => respondents.id),
    list: text("list").notNull(),
    code: text("code").notNull(),
  },
  (t) => [primaryKey({ columns: [t.respondentId, t.list, t.code] })],
);

/** Dated notes on a record; merges and deletes leave audit notes here. */
export const respondentNotes = pgTable(
  "respondent_notes",
  {
    id: rowId(),
    respondentId: parentId("respondent_id", () => respondents.id),
    kind: text("kind", { enum: ["note", "audit"] })
      .notNull()
      .default("note"),
    text: text("text").notNull(),
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("respondent_notes_respondent_idx").on(t.respondentId)],
);

/**
 * A respondent's part in a job (minimal; the sessions and surveys areas extend it): invitations
 * (opportunities), survey completions, attendance.
 */
export const respondentEvents = pgTable(
  "respondent_events",
  {
    id: rowId(),
    respondentId: parentId("respondent_id", () => respondents.id),
    jobId: integer("job_id"),
    jobGroupId: integer("job_group_id"),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("Open"),
    description: text("description"),
    surveyUrl: text("survey_url"),
    expiresAt: instant("expires_at"),
    closed: boolean("closed").notNull().default(false),
    incentive: numeric("incentive", { precision: 10, scale: 2 }),
    at: instant("at").notNull().defaultNow(),
    // Decision 093: a decline's reason, the respondent's own attendance confirmation.
    comment: text("comment"),
    attendanceConfirmedAt: instant("attendance_confirmed_at"),
    attendanceConfirmedBy: text("attendance_confirmed_by"),
    // The booking record (decision 130): kind "Session" with a job_group_id.
    jobGroupTimeId: integer("job_group_time_id"),
    interviewTime: text("interview_time"),
    notes: text("notes"),
    documentComment: text("document_comment"),
    custom1: text("custom1"),
    custom2: text("custom2"),
    custom3: text("custom3"),
    custom4: text("custom4"),
    /** null, "Paid", "Payment cancelled", "Payment bounced". */
    paymentStatus: text("payment_status"),
    paymentId: integer("payment_id"),
    voiceCallsLeft: integer("voice_calls_left").notNull().default(0),
    /** Bumped by every change: undo is refused when it moved since the batch. */
    version: integer("version").notNull().default(0),
    updatedAt: instant("updated_at"),
    updatedBy: text("updated_by"),
    /**
     * The furthest funnel stage (decision 240) a booking_history row of this booking moved it to,
     * 0 when none: kept by the booking_history trigger (decision 238), so the funnel is a count.
     */
    historyStage: smallint("history_stage").notNull().default(0),
  },
  (t) => [
    // (job_id, at) after the respondent (decision 146): a history condition walked member by
    // member (a result page in id order) checks job and date in the index, not in the table. Then
    // what a member's eligibility labels read (status, kind, closed, expires_at; decision 142), so
    // a batch's facts come from the index alone, not a table page per event (decision 303).
    index("respondent_events_respondent_idx").on(
      t.respondentId,
      t.jobId,
      t.at,
      t.status,
      t.kind,
      t.closed,
      t.expiresAt,
    ),
    index("respondent_events_group_idx").on(t.jobGroupId, t.status),
    // A session's booking counts (calendar, session lists) read this index alone, not a table
    // page per booking: a session's bookings are scattered over the table (decision 191).
    // history_stage too: the job funnel counts stages from this index alone (decision 238); the
    // booking's id last, so the Job KPI Report lists a session's bookings without the table (247).
    index("respondent_events_session_bookings_idx")
      .on(t.jobGroupId, t.status, t.historyStage, t.id)
      .where(sql`${t.kind} = 'Session'`),
    // A booking by its id with its session, status and history stage: the Scorecard Report looks up
    // each booking made in the period from this index alone, not a table page each (decision 300).
    index("respondent_events_session_booking_id_idx")
      .on(t.id, t.jobGroupId, t.status, t.historyStage)
      .where(sql`${t.kind} = 'Session'`),
    index("respondent_events_time_idx").on(t.jobGroupTimeId),
    // Participation history by job or client (decision 146): events of a job within dates, without
    // reading all events (5M at a million members).
    index("respondent_events_job_at_idx").on(t.jobId, t.at),
    // One third-party survey click per respondent and job: a second click inserts nothing.
    uniqueIndex("respondent_events_survey_click_uq")
      .on(t.respondentId, t.jobId)
      .where(sql`${t.kind} = 'SurveyClick'`),
  ],
);

/** Incentive payments made to a respondent (minimal; the payments area extends it). */
export const respondentPayments = pgTable(
  "respondent_payments",
  {
    id: rowId(),
    respondentId: parentId("respondent_id", () => respondents.id),
    eventId: integer("event_id"),
    amount: numeric("amount", { precision: 10, scale: 2 }).notNull(),
    method: text("method").notNull().default("EFT"),
    reference: text("reference"),
    status: text("status").notNull().default("Paid"),
    paidAt: instant("paid_at").notNull().defaultNow(),
  },
  (t) => [
    index("respondent_payments_respondent_idx").on(t.respondentId),
    // A job's paid incentives: its bookings' payments (decision 242).
    index("respondent_payments_event_idx").on(t.eventId),
  ],
);

/** Messages sent through Contact Us by respondents and client contacts. */
export const contactRequests = pgTable("contact_requests", {
  id: rowId(),
  role: text("role").notNull(),
  subjectId: integer("subject_id").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/** Suburbs and postcodes (AU and NZ) behind respondent-getsuburb and data-provider/location. */
export const suburbs = pgTable(
  "suburbs",
  {
    id: rowId(),
    name: text("name").notNull(),
    postcode: text("postcode").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
  },
  (t) => [
    index("suburbs_name_idx").on(t.name),
    index("suburbs_postcode_idx").on(t.postcode),
    uniqueIndex("suburbs_uq").on(t.country, t.name, t.postcode),
  ],
);

/** Named sets of postcodes used to target recruitment (postcodegroupitem). */
export const postcodeGroups = pgTable("postcode_groups", {
  id: rowId(),
  name: text("name").notNull(),
  description: text("description"),
  postcodes: jsonb("postcodes").$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
