import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../../server/contracts/staff-office/meeting-calls";
import type {
  MeetingDetail,
  MeetingRow,
  MeetingsQuery,
} from "../../../../../server/contracts/staff-office/meetings";
import { callApi } from "../../../../lib/call-api";
import { readQuery } from "../../../../lib/read-query";

export type { MeetingDetail, MeetingRow };
export { calls };

export const meetingKeys = {
  all: ["staff-meetings"] as const,
  one: (id: number) => ["staff-meetings", "one", id] as const,
  people: ["staff-meetings", "people"] as const,
};

/** A page of the caller's meetings, as the DataTable asks for it. */
export async function meetingsPage(query: Partial<MeetingsQuery>, signal: AbortSignal) {
  const answer = await callApi(calls.staffMeetings, query, { signal, hideLoadingBar: true });
  return answer.succeeded ? answer.value : null;
}

export const useMeeting = (id: number) =>
  useQuery(
    readQuery(meetingKeys.one(id), calls.staffMeeting, { id }, { enabled: id > 0, what: "the meeting" }),
  );

export const useMeetingPeople = () =>
  useQuery(readQuery(meetingKeys.people, calls.staffMeetingPeople, {}, { what: "the staff list" }));
