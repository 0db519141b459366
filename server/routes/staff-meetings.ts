import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/staff-office/meeting-calls";
import {
  cancelMeetings,
  listMeetings,
  meetingDetail,
  meetingPeople,
  saveMeeting,
} from "../services/staff-office/meetings";
import { handle } from "./handle";

const ANY_STAFF = { staff: [] } as const;

/**
 * Staff meetings (staff/meeting, Staff role only; decision 255): every staff user may call them;
 * who sees, changes or cancels a meeting is the service's rule (organiser, attendees,
 * ManageStaffAttendance).
 */
export const staffMeetingsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.staffMeetings, ANY_STAFF, listMeetings))
  .on(...handle(calls.staffMeeting, ANY_STAFF, (ctx, i) => meetingDetail(ctx, i.id)))
  .on(...handle(calls.staffMeetingPeople, ANY_STAFF, (ctx) => meetingPeople(ctx)))
  .on(
    ...handle(calls.saveStaffMeeting, ANY_STAFF, saveMeeting, {
      successMsg: "Meeting saved; attendees are e-mailed.",
    }),
  )
  .on(
    ...handle(calls.cancelStaffMeetings, ANY_STAFF, (ctx, i) => cancelMeetings(ctx, i.ids), {
      successMsg: "Attendees are e-mailed the cancellation.",
    }),
  );
