import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./accounts";
import { createdAt, instant, parentId, rowId, updatedAt } from "./columns";
import { jobGroups, jobs } from "./jobs";

/**
 * The staff office (issue 20): rostered shifts, leave, meetings and weekly timesheets. Times are
 * instants; the agency's zone turns them into days and wall times (decision 170). Staff ids are
 * kept where a row records who decided something, so the record outlives a deactivated user.
 */

/** A rostered shift. Drafts are seen by rosterers only; publishing shows them to the person. */
export const staffShifts = pgTable(
  "staff_shifts",
  {
    id: rowId(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    /** The job or session the shift serves, when it was proposed from one (or set by hand). */
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    sessionId: integer("session_id").references(() => jobGroups.id, { onDelete: "set null" }),
    /** recruit (calls and bookings for a job) or host (at a session) or other. */
    kind: text("kind", { enum: ["recruit", "host", "other"] })
      .notNull()
      .default("other"),
    note: text("note"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: instant("published_at"),
    createdBy: integer("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("staff_shifts_user_starts_idx").on(t.staffUserId, t.startsAt),
    index("staff_shifts_starts_idx").on(t.startsAt),
    check("staff_shifts_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A leave request and its decision. `hours` are the paid hours it takes from the balance. */
export const staffLeave = pgTable(
  "staff_leave",
  {
    id: rowId(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    /** A LEAVE_TYPES code (server/contracts/staff-office). */
    leaveType: text("leave_type").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    hours: numeric("hours", { precision: 7, scale: 2, mode: "number" }).notNull(),
    note: text("note"),
    status: text("status", { enum: ["requested", "approved", "declined", "cancelled"] })
      .notNull()
      .default("requested"),
    decidedBy: integer("decided_by"),
    decidedAt: instant("decided_at"),
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("staff_leave_user_starts_idx").on(t.staffUserId, t.startsAt),
    index("staff_leave_status_starts_idx").on(t.status, t.startsAt),
    check("staff_leave_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Hours of leave a person may take per type and calendar year (the balance's starting point). */
export const staffLeaveAllowances = pgTable(
  "staff_leave_allowances",
  {
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    leaveType: text("leave_type").notNull(),
    year: integer("year").notNull(),
    hours: numeric("hours", { precision: 7, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.leaveType, t.year] })],
);

export const staffMeetings = pgTable(
  "staff_meetings",
  {
    id: rowId(),
    title: text("title").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    place: text("place"),
    link: text("link"),
    agenda: text("agenda"),
    organiserId: integer("organiser_id").notNull(),
    /** Bumped on every change that attendees are re-sent (the .ics SEQUENCE). */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: instant("cancelled_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("staff_meetings_starts_idx").on(t.startsAt),
    check("staff_meetings_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const staffMeetingAttendees = pgTable(
  "staff_meeting_attendees",
  {
    meetingId: parentId("meeting_id", () => staffMeetings.id),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.staffUserId] }),
    index("staff_meeting_attendees_user_idx").on(t.staffUserId),
  ],
);

/**
 * A person's week (Monday, agency day) once submitted. No row: open. Approved locks the week:
 * its clock entries change only through audited corrections (AttendanceReport/update, /delete).
 */
export const timesheetWeeks = pgTable(
  "timesheet_weeks",
  {
    id: rowId(),
    staffUserId: parentId("staff_user_id", () => staffUsers.id),
    weekStart: date("week_start").notNull(),
    status: text("status", { enum: ["submitted", "approved", "returned"] }).notNull(),
    submittedAt: instant("submitted_at").notNull(),
    decidedBy: integer("decided_by"),
    decidedAt: instant("decided_at"),
    /** Why a manager returned the week (required then). */
    returnReason: text("return_reason"),
    /** Worked and expected seconds as they stood at approval, so a later view can show drift. */
    approvedWorkedSeconds: integer("approved_worked_seconds"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("timesheet_weeks_user_week_uq").on(t.staffUserId, t.weekStart),
    index("timesheet_weeks_status_idx").on(t.status, t.weekStart),
  ],
);

/**
 * A payroll file as first exported (decision 260): the same pay periods and staff scope answer
 * these bytes again, so a re-export is identical even after later corrections.
 */
export const payrollExports = pgTable(
  "payroll_exports",
  {
    id: rowId(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    /** The staff user filter (lower-cased username), '' for every person. */
    staffScope: text("staff_scope").notNull(),
    staffUserIds: text("staff_user_ids").notNull(),
    fileName: text("file_name").notNull(),
    body: text("body").notNull(),
    lineCount: integer("line_count").notNull(),
    checksum: text("checksum").notNull(),
    exportedBy: integer("exported_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payroll_exports_scope_uq").on(t.periodStart, t.periodEnd, t.staffScope)],
);
