import { Hono } from "hono";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights";
import * as calls from "../contracts/sessions/event-calls";
import * as attendees from "../services/sessions/attendees";
import { undoBatch } from "../services/sessions/booking-batch";
import { createEvents, updateEvent } from "../services/sessions/booking-create";
import { bookIntoSlot } from "../services/sessions/booking-slot";
import { setStatus } from "../services/sessions/booking-status";
import * as bookings from "../services/sessions/bookings";
import { timeSlots } from "../services/sessions/children";
import { handle } from "./handle";

const { JobAdmin: JOB, Incentives: ICV, RespondentAdmin: RES } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };

/** Events (bookings) and attendee actions: staff-calls §7.7, §7.11 (decision 130). */
export const eventsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.createEvents, { staff: [JOB] }, createEvents, SAVED))
  .on(...handle(calls.updateEvent, { staff: [JOB] }, updateEvent, SAVED))
  .on(...handle(calls.setAttendeeStatus, { staff: [JOB] }, setStatus, SAVED))
  .on(...handle(calls.bookIntoSlot, { staff: [JOB] }, bookIntoSlot, SAVED))
  .on(...handle(calls.deleteEvents, { staff: [JOB] }, bookings.deleteEvents))
  .on(...handle(calls.voiceCallLeft, { staff: [JOB] }, bookings.voiceCallLeft, SAVED))
  .on(...handle(calls.undoBatch, { staffAny: [JOB, ICV] }, undoBatch))
  .on(...handle(calls.bookingHistory, { staff: [JOB] }, (ctx, i) => attendees.bookingHistory(ctx, i.id)))
  // ---- attendee actions (json ids)
  .on(...handle(calls.confirmAttendance, { staff: [JOB] }, bookings.confirmAttendance, SAVED))
  .on(...handle(calls.recordOutcome, { staff: [JOB] }, bookings.recordOutcome, SAVED))
  .on(...handle(calls.unconfirmAttendance, { staff: [JOB] }, bookings.unconfirmAttendance, SAVED))
  .on(...handle(calls.recordPayment, { staff: [ICV] }, bookings.recordPayment, SAVED))
  .on(...handle(calls.cancelPayment, { staff: [ICV] }, bookings.cancelPayment, SAVED))
  .on(...handle(calls.bouncedPayment, { staff: [ICV] }, bookings.bouncedPayment, SAVED))
  .on(...handle(calls.postInterviewTime, { staff: [JOB] }, bookings.postInterviewTime, SAVED))
  .on(...handle(calls.postIncentive, { staff: [ICV] }, bookings.postIncentive, SAVED))
  .on(...handle(calls.postDocumentComment, { staff: [JOB] }, bookings.postDocumentComment, SAVED))
  .on(...handle(calls.postNotes, { staff: [JOB] }, bookings.postNotes, SAVED))
  .on(...handle(calls.saveCustomFields, { staff: [JOB] }, bookings.saveCustomFields, SAVED))
  // ---- the event dialog's lists
  .on(...handle(calls.clients, { staff: [JOB] }, (ctx) => attendees.clientOptions(ctx)))
  .on(
    ...handle(calls.clientJobs, { staff: [JOB] }, (ctx, i) =>
      attendees.clientJobOptions(ctx, i.clientId, false),
    ),
  )
  .on(
    ...handle(calls.clientJobsIncludingPast, { staff: [JOB] }, (ctx, i) =>
      attendees.clientJobOptions(ctx, i.clientId, true),
    ),
  )
  .on(
    ...handle(calls.jobSessions, { staff: [JOB] }, (ctx, i) =>
      attendees.sessionOptionList(ctx, i.jobId, i.includePast === "true"),
    ),
  )
  .on(
    ...handle(calls.jobSessionsIncludingPast, { staff: [JOB] }, (ctx, i) =>
      attendees.sessionOptionList(ctx, i.jobId, true),
    ),
  )
  .on(
    ...handle(calls.jobIncentives, { staffAny: [JOB, ICV] }, (ctx, i) =>
      attendees.jobIncentiveOptions(ctx, i.id),
    ),
  )
  .on(
    ...handle(calls.sessionIncentives, { staffAny: [JOB, ICV] }, (ctx, i) =>
      attendees.sessionIncentiveOptions(ctx, i.id),
    ),
  )
  .on(...handle(calls.eventTypes, { staffAny: [JOB, RES] }, () => attendees.eventTypes()))
  .on(...handle(calls.pointEventTypes, { staffAny: [JOB, RES] }, () => attendees.pointEventTypes()))
  .on(...handle(calls.sessionTimes, { staff: [JOB] }, (ctx, i) => timeSlots(ctx, i.id)))
  .on(
    ...handle(calls.emailDetails, { staffAny: [JOB, RES] }, (ctx, i) =>
      attendees.emailDetails(ctx, i.entity, i.id),
    ),
  );
