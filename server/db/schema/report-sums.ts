import { bigint, index, integer, numeric, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { instant } from "./columns";

/*
 * The reports' sums per job, kept by database triggers on the tables they sum (decisions 246,
 * 301): read by the money and points reports in raw SQL, written only by the triggers.
 */

/**
 * The bookings' money of each job and session (decision 246), kept by triggers on
 * respondent_events and respondent_payments (migration 0028) so that every writer keeps it: the
 * Paid payments of its bookings, and its turned-up bookings without a Paid payment (the sum of the
 * incentives they carry and how many carry none, owed at the session's per-head rate). One row per
 * job and session of its "Session" bookings (session 0: bookings without one); the money reports
 * sum a few thousand of these instead of a period's hundreds of thousands of bookings.
 */
export const jobBookingMoney = pgTable(
  "job_booking_money",
  {
    jobId: integer("job_id").notNull(),
    jobGroupId: integer("job_group_id").notNull(),
    paid: numeric("paid").notNull().default("0"),
    unpaidIncentive: numeric("unpaid_incentive").notNull().default("0"),
    unpaidPlain: integer("unpaid_plain").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.jobGroupId] })],
);

/**
 * Each job's money figures (decision 301), kept by triggers on the tables they come from
 * (migration 0045): sessions and their incentives, job_booking_money, invoices, time allocations
 * and staff cost rates. The profit and loss reports read these rows for the period's jobs instead
 * of grouping each source table per call. Staff time without a cost rate is kept as minutes and
 * priced at the configured hourly cost when read.
 */
export const jobMoneySums = pgTable("job_money_sums", {
  jobId: integer("job_id").primaryKey(),
  budgeted: numeric("budgeted").notNull().default("0"),
  paid: numeric("paid").notNull().default("0"),
  owed: numeric("owed").notNull().default("0"),
  invoiced: numeric("invoiced").notNull().default("0"),
  minutes: bigint("minutes", { mode: "number" }).notNull().default(0),
  ratedCost: numeric("rated_cost").notNull().default("0"),
  unratedMinutes: bigint("unrated_minutes", { mode: "number" }).notNull().default(0),
});

/**
 * Each job's points movements (decision 301), kept by triggers on respondent_points and
 * respondent_events (migration 0044): the ledger rows whose event is one of the job's, their first
 * and last time, their sum, how many and how many members. Respondent Points by Job reads the jobs
 * with movements in its period here, and sums the jobs wholly inside the period from these rows
 * instead of the period's ledger; the ledger stays the truth.
 */
export const jobPointSums = pgTable(
  "job_point_sums",
  {
    jobId: integer("job_id").primaryKey(),
    firstAt: instant("first_at"),
    lastAt: instant("last_at"),
    points: bigint("points", { mode: "number" }).notNull().default(0),
    movements: integer("movements").notNull().default(0),
    members: integer("members").notNull().default(0),
  },
  (t) => [
    index("job_point_sums_first_idx").on(t.firstAt, t.lastAt, t.jobId),
    index("job_point_sums_last_idx").on(t.lastAt, t.firstAt, t.jobId),
  ],
);
