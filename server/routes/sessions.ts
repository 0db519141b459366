import { Hono } from "hono";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights";
import * as calls from "../contracts/sessions/calls";
import * as attendees from "../services/sessions/attendees";
import * as children from "../services/sessions/children";
import * as schedule from "../services/sessions/client-schedule";
import * as sessions from "../services/sessions/sessions";
import { handle } from "./handle";

const { JobAdmin: JOB, Incentives: ICV } = RIGHTS;
const STAFF = { staff: [JOB] } as const;
/** Job staff, and client contacts for their own client's jobs (the service confines them). */
const STAFF_OR_CLIENT = { staff: [JOB], client: true } as const;
const ANY_STAFF = { staff: [] } as const;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };

/** Sessions (job groups) and their children: staff-calls §7.6, §7.7, §7.8, §7.10 (decision 130). */
export const sessionsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.sessionsOfJob, STAFF_OR_CLIENT, (ctx, i) => sessions.sessionsOfJob(ctx, i.jobId)))
  .on(...handle(calls.sessionDefaults, STAFF, (ctx, i) => sessions.sessionDefaults(ctx, i.jobId)))
  .on(...handle(calls.session, STAFF_OR_CLIENT, (ctx, i) => sessions.getSession(ctx, i.id)))
  .on(...handle(calls.saveSession, STAFF, sessions.saveSession, SAVED))
  .on(...handle(calls.deleteSessions, STAFF, (ctx, i) => sessions.deleteSessions(ctx, i.ids), DELETED))
  .on(...handle(calls.sessionPage, STAFF, sessions.listSessions))
  .on(...handle(calls.calendar, STAFF, sessions.calendar))
  // ---- attendee lists
  .on(...handle(calls.sessionAttendees, STAFF, (ctx, i) => attendees.sessionAttendees(ctx, i.id)))
  .on(
    ...handle(calls.standbyAttendees, STAFF, (ctx, i) => attendees.standbyAttendees(ctx, i.id, i.sessionId)),
  )
  .on(...handle(calls.jobAttendees, STAFF, (ctx, i) => attendees.jobAttendees(ctx, i.id)))
  .on(...handle(calls.jobSchedule, STAFF_OR_CLIENT, schedule.jobSchedule))
  // ---- time slots
  .on(...handle(calls.timeSlots, STAFF, (ctx, i) => children.timeSlots(ctx, i.id)))
  .on(...handle(calls.saveTimeSlot, STAFF, children.saveTimeSlot, SAVED))
  .on(...handle(calls.deleteTimeSlots, STAFF, (ctx, i) => children.deleteTimeSlots(ctx, i.ids), DELETED))
  // ---- contacts
  .on(...handle(calls.contactChoices, STAFF, (ctx, i) => children.contactChoices(ctx, i.p)))
  .on(...handle(calls.sessionContacts, STAFF, (ctx, i) => children.sessionContacts(ctx, i.id)))
  .on(...handle(calls.saveSessionContact, STAFF, children.saveSessionContact, SAVED))
  .on(
    ...handle(
      calls.deleteSessionContacts,
      STAFF,
      (ctx, i) => children.deleteSessionContacts(ctx, i.ids),
      DELETED,
    ),
  )
  // ---- venues
  .on(...handle(calls.sessionVenues, STAFF, (ctx, i) => children.sessionVenues(ctx, i.id)))
  .on(...handle(calls.saveSessionVenues, STAFF, (ctx, i) => children.saveSessionVenues(ctx, i.items), SAVED))
  .on(
    ...handle(
      calls.deleteSessionVenues,
      STAFF,
      (ctx, i) => children.deleteSessionVenues(ctx, i.ids),
      DELETED,
    ),
  )
  // ---- custom fields
  .on(...handle(calls.customFields, STAFF, (ctx, i) => children.customFields(ctx, i.id)))
  .on(...handle(calls.customField, STAFF, (ctx, i) => children.customField(ctx, i.id)))
  .on(...handle(calls.saveCustomField, STAFF, children.saveCustomField, SAVED))
  .on(
    ...handle(calls.deleteCustomFields, STAFF, (ctx, i) => children.deleteCustomFields(ctx, i.ids), DELETED),
  )
  // ---- incentives and durations
  .on(
    ...handle(calls.sessionIncentives, { staffAny: [JOB, ICV] }, (ctx, i) =>
      children.sessionIncentives(ctx, i.id),
    ),
  )
  .on(...handle(calls.saveSessionIncentives, { staff: [ICV] }, children.saveSessionIncentives, SAVED))
  .on(...handle(calls.sessionDurations, STAFF, (ctx, i) => children.sessionDurations(ctx, i.id)))
  .on(...handle(calls.saveSessionDurations, STAFF, children.saveSessionDurations, SAVED))
  // ---- dashboard (§7.6)
  .on(...handle(calls.currentSessions, ANY_STAFF, sessions.currentSessions))
  .on(...handle(calls.currentSessionsWith, ANY_STAFF, sessions.currentSessionsWith))
  .on(...handle(calls.missingConfirmations, ANY_STAFF, sessions.missingConfirmations))
  .on(...handle(calls.confirmationReport, STAFF, sessions.confirmationReport));
