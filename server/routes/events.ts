import { Hono } from "hono";
import { z } from "zod";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { jobCustomFieldsSchema } from "../contracts/jobs";
import { deleteRequestSchema, idParamSchema, idSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import * as calls from "../contracts/sessions/calls";
import {
  attendeeActionSchema,
  bookIntoSlotSchema,
  emailEntityParamSchema,
  eventCreateSchema,
  eventUpdateSchema,
  includePastSchema,
  postCommentSchema,
  postIncentiveSchema,
  postInterviewTimeSchema,
  postNotesSchema,
  recordOutcomeSchema,
  undoSchema,
} from "../contracts/sessions/events";
import { answer, ok } from "../http/envelope";
import { formBody, jsonBody, params } from "../http/input";
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
const id = (c: Parameters<typeof params>[0]) => params(c, idParamSchema).id;
const clientIdParam = z.object({ clientId: idSchema });

/** Events (bookings) and attendee actions: staff-calls §7.7, §7.11 (decision 130). */
export const eventsRoutes = new Hono<AppEnv>()
  .post("/event/create", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await createEvents(ctx, await jsonBody(c, eventCreateSchema)), SAVED);
  })
  .post("/event/update", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await updateEvent(ctx, await jsonBody(c, eventUpdateSchema)), SAVED);
  })
  .on(...handle(calls.setAttendeeStatus, { staff: [JOB] }, setStatus, SAVED))
  .post("/event/BookIntoSlot", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await bookIntoSlot(ctx, await jsonBody(c, bookIntoSlotSchema)), SAVED);
  })
  .post("/event/delete", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await bookings.deleteEvents(ctx, await jsonBody(c, deleteRequestSchema)));
  })
  .post("/event/create-voice-call-left", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await bookings.voiceCallLeft(ctx, await formBody(c, attendeeActionSchema)), SAVED);
  })
  .post("/event/undo", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, ICV] });
    return answer(c, await undoBatch(ctx, (await formBody(c, undoSchema)).batchId));
  })
  .get("/event/history/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.bookingHistory(ctx, id(c)));
  })
  // ---- attendee actions (json ids)
  .post("/event/ConfirmAttendance", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await bookings.confirmAttendance(ctx, await formBody(c, attendeeActionSchema)), SAVED);
  })
  .post("/event/RecordOutcome", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await bookings.recordOutcome(ctx, await formBody(c, recordOutcomeSchema)), SAVED);
  })
  .post("/event/UnConfirmAttendance", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return answer(c, await bookings.unconfirmAttendance(ctx, await formBody(c, attendeeActionSchema)), SAVED);
  })
  .post("/event/RecordPaymentForQualifiedResp", async (c) => {
    const ctx = await guard(c, { staff: [ICV] });
    return answer(c, await bookings.recordPayment(ctx, await formBody(c, attendeeActionSchema)), SAVED);
  })
  .post("/event/CancelPayment", async (c) => {
    const ctx = await guard(c, { staff: [ICV] });
    return answer(c, await bookings.cancelPayment(ctx, await formBody(c, attendeeActionSchema)), SAVED);
  })
  .post("/event/BouncedPayment", async (c) => {
    const ctx = await guard(c, { staff: [ICV] });
    return answer(c, await bookings.bouncedPayment(ctx, await formBody(c, attendeeActionSchema)), SAVED);
  })
  .post("/event/PostInterviewTime", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    const input = await formBody(c, postInterviewTimeSchema);
    return answer(
      c,
      await bookings.postField(ctx, "PostInterviewTime", input.ids, { interviewTime: input.interviewTime }),
      SAVED,
    );
  })
  .post("/event/PostIncentive", async (c) => {
    const ctx = await guard(c, { staff: [ICV] });
    const input = await formBody(c, postIncentiveSchema);
    return answer(c, await bookings.postIncentive(ctx, input.ids, input.incentive), SAVED);
  })
  .post("/event/PostAttendeeDocumentComment", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    const input = await formBody(c, postCommentSchema);
    return answer(
      c,
      await bookings.postField(ctx, "PostAttendeeDocumentComment", input.ids, {
        documentComment: input.comment,
      }),
      SAVED,
    );
  })
  .post("/event/PostNotes", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    const input = await formBody(c, postNotesSchema);
    return answer(c, await bookings.postField(ctx, "PostNotes", input.ids, { notes: input.notes }), SAVED);
  })
  .post("/job/jobcustomfields", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    const f = await formBody(c, jobCustomFieldsSchema);
    const values = [
      f.schedulecustomfield1,
      f.schedulecustomfield2,
      f.schedulecustomfield3,
      f.schedulecustomfield4,
    ] as [string, string, string, string];
    return answer(
      c,
      await bookings.saveCustomFields(ctx, { ResId: f.ResId, RespEventId: f.RespEventId, values }),
      SAVED,
    );
  })
  // ---- the event dialog's lists
  .get("/event/GetClients", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.clientOptions(ctx));
  })
  .get("/event/GetClientJobs/:clientId", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.clientJobOptions(ctx, params(c, clientIdParam).clientId, false));
  })
  .get("/event/GetJobListIncludingPast/:clientId", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.clientJobOptions(ctx, params(c, clientIdParam).clientId, true));
  })
  .get("/event/GetClientJobGroups/:jobId/:includePast?", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    const p = params(c, includePastSchema);
    return ok(c, await attendees.sessionOptionList(ctx, p.jobId, p.includePast === "true"));
  })
  .get("/event/GetGroupListIncludingPast/:jobId", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await attendees.sessionOptionList(ctx, params(c, includePastSchema).jobId, true));
  })
  .get("/event/GetIncentiveListForJob/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, ICV] });
    return ok(c, await attendees.jobIncentiveOptions(ctx, id(c)));
  })
  .get("/event/GetIncentiveListForGroup/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, ICV] });
    return ok(c, await attendees.sessionIncentiveOptions(ctx, id(c)));
  })
  .get("/event/GetEventTypes", async (c) => {
    await guard(c, { staffAny: [JOB, RES] });
    return ok(c, attendees.eventTypes());
  })
  .get("/event/GetPointEventTypes", async (c) => {
    await guard(c, { staffAny: [JOB, RES] });
    return ok(c, attendees.pointEventTypes());
  })
  .get("/event/GetSessionTimesListForGroup/:id", async (c) => {
    const ctx = await guard(c, { staff: [JOB] });
    return ok(c, await timeSlots(ctx, id(c)));
  })
  .get("/email/:entity/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB, RES] });
    const p = params(c, emailEntityParamSchema);
    return ok(c, await attendees.emailDetails(ctx, p.entity, p.id));
  });
