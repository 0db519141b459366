import { Hono } from "hono";
import { z } from "zod";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { jobScheduleRequestSchema } from "../contracts/client-contacts";
import { deleteRequestSchema, idParamSchema, idSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { standbyQuerySchema } from "../contracts/sessions/events";
import {
  calendarQuerySchema,
  currentSessionsParamSchema,
  customFieldSaveSchema,
  jobGroupIdFieldSchema,
  sessionContactSaveSchema,
  sessionDefaultsQuerySchema,
  sessionDurationsSaveSchema,
  sessionIncentivesSaveSchema,
  sessionSaveSchema,
  sessionsQuerySchema,
  sessionVenueSaveSchema,
  timeSlotSaveSchema,
} from "../contracts/sessions/sessions";
import { answer, ok } from "../http/envelope";
import { badRequest } from "../http/errors";
import { formBody, jsonBody, params, query } from "../http/input";
import * as attendees from "../services/sessions/attendees";
import * as children from "../services/sessions/children";
import * as schedule from "../services/sessions/client-schedule";
import * as sessions from "../services/sessions/sessions";

const { JobAdmin: JOB, Incentives: ICV } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };
const jobIdParam = z.object({ jobId: idSchema });
const contactsParam = z.object({
  p: z
    .string()
    .regex(/^contacts[0-9]+$/)
    .transform((v) => idSchema.parse(v.slice(8))),
});
const id = (c: Parameters<typeof params>[0]) => params(c, idParamSchema).id;

/** Sessions (job groups) and their children: staff-calls §7.6, §7.7, §7.8, §7.10 (decision 130). */
export const sessionsRoutes = new Hono<AppEnv>()
  .get("/jobgroups/:jobId", async (c) => {
    const ctx = await guard(c, { staff: [JOB], client: true });
    return ok(c, await sessions.sessionsOfJob(ctx, params(c, jobIdParam).jobId));
  })
  .get("/jobgroup", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await sessions.sessionDefaults(ctx, query(c, sessionDefaultsQuerySchema).jobId));
  })
  .get("/jobgroup/:id{[0-9]+}", async (c) => {
    const ctx = await guard(c, { staff: [JOB], client: true });
    return ok(c, await sessions.getSession(ctx, id(c)));
  })
  .post("/jobgroup/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await sessions.saveSession(ctx, await jsonBody(c, sessionSaveSchema)), SAVED);
  })
  .post("/jobgroup/delete", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await sessions.deleteSessions(ctx, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  .get("/job/sessions", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await sessions.listSessions(ctx, query(c, sessionsQuerySchema)));
  })
  .get("/session-calendar", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await sessions.calendar(ctx, query(c, calendarQuerySchema)));
  })
  // ---- attendee lists
  .get("/job/qual-respondents/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.sessionAttendees(ctx, id(c)));
  })
  .get("/job/standby-respondents/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.standbyAttendees(ctx, id(c), query(c, standbyQuerySchema).sessionId));
  })
  .get("/job/all-respondents/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.jobAttendees(ctx, id(c)));
  })
  .post("/job/jobschedules", async (c) => {
    const ctx = await guard(c, { staff: [JOB], client: true });
    const input = await formBody(c, jobScheduleRequestSchema);
    const jobId = input.jobId ?? input.jobid;
    if (!jobId) throw badRequest("jobId: Required");
    return ok(c, await schedule.jobSchedule(ctx, { ...input, jobId }));
  })
  // ---- time slots
  .get("/jobgroup-times/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.timeSlots(ctx, id(c)));
  })
  .post("/jobgroup-time/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await children.saveTimeSlot(ctx, await jsonBody(c, timeSlotSaveSchema)), SAVED);
  })
  .post("/jobgroup-times/delete", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await children.deleteTimeSlots(ctx, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  // ---- contacts
  .get("/job/session/:p{contacts[0-9]+}", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.contactChoices(ctx, params(c, contactsParam).p));
  })
  .get("/jobgroup/contacts/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.sessionContacts(ctx, id(c)));
  })
  .post("/jobgroup/contact/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(
      c,
      await children.saveSessionContact(ctx, await jsonBody(c, sessionContactSaveSchema)),
      SAVED,
    );
  })
  .post("/jobgroup/contact/delete", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.deleteSessionContacts(ctx, await deleteIds(c)), DELETED);
  })
  // ---- venues
  .get("/jobgroup/venues/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.sessionVenues(ctx, id(c)));
  })
  .post("/jobgroup/venue/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await children.saveSessionVenues(ctx, await jsonBody(c, sessionVenueSaveSchema)), SAVED);
  })
  .post("/jobgroup/venue/delete", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.deleteSessionVenues(ctx, await deleteIds(c)), DELETED);
  })
  // ---- custom fields
  .get("/jobgroups/customfield/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.customFields(ctx, id(c)));
  })
  .get("/jobgroup/customfield/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.customField(ctx, id(c)));
  })
  .post("/jobgroup/customfield/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await children.saveCustomField(ctx, await jsonBody(c, customFieldSaveSchema)), SAVED);
  })
  .post("/jobgroup/customfield/delete", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.deleteCustomFields(ctx, await deleteIds(c)), DELETED);
  })
  // ---- incentives and durations
  .get("/jobgroup/incentives/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, ICV] });
    return ok(c, await children.sessionIncentives(ctx, id(c)));
  })
  .post("/jobgroup/incentives/update", async (c) => {
    const ctx = await guard(c, { staff: [ICV] });
    const items = await jsonBody(c, sessionIncentivesSaveSchema);
    const { jobGroupId } = await formBody(c, jobGroupIdFieldSchema);
    return ok(c, await children.saveSessionIncentives(ctx, jobGroupId, items), SAVED);
  })
  .get("/jobgroup/durations/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await children.sessionDurations(ctx, id(c)));
  })
  .post("/jobgroup/durations/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    const items = await jsonBody(c, sessionDurationsSaveSchema);
    const { jobGroupId } = await formBody(c, jobGroupIdFieldSchema);
    return ok(c, await children.saveSessionDurations(ctx, jobGroupId, items), SAVED);
  })
  // ---- dashboard (§7.6)
  .get("/report/GetUserCurrentSessions", async (c) => {
    const ctx = await guard(c, { staff: [] });
    return ok(c, await sessions.currentSessions(ctx));
  })
  .post("/report/GetUserCurrentSessionsWithParam", async (c) => {
    const ctx = await guard(c, { staff: [] });
    return ok(c, await sessions.currentSessionsWith(ctx, await formBody(c, currentSessionsParamSchema)));
  })
  .get("/report/GetUserMissingSessionConfirmations", async (c) => {
    const ctx = await guard(c, { staff: [] });
    return ok(c, await sessions.missingConfirmations(ctx));
  })
  .get("/confirmation-report", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await sessions.confirmationReport(ctx));
  });

/** The delete calls take `deleteId` as a field, or the usual `json` of ids. */
async function deleteIds(c: Parameters<typeof formBody>[0]) {
  const { deleteId } = await formBody(
    c,
    z.object({ deleteId: idSchema.optional(), json: z.unknown().optional() }),
  );
  if (deleteId) return [deleteId];
  return jsonBody(c, deleteRequestSchema);
}
