import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import {
  type CurrentSessionsParam,
  SESSION_STATUSES,
  type Session,
} from "../../server/contracts/sessions/sessions";
import type { DataColumn } from "../components/ui/data-table";
import { formatDateTime } from "./format";

/**
 * The filter set of GetUserCurrentSessionsWithParam (staff-calls §7.6: startDate, endDate,
 * projectManager, jobName, jobNumber, sessionNumber, sessionStatus) as a RecordForm: Pending
 * Sessions and the dashboard show the same filter bar. The project manager is picked from the
 * staff by name (decision 178).
 */
export const currentSessionsFilterFields = (staff: { value: string; label: string }[]) => [
  { name: "startDate", label: "From", kind: "date" as const },
  { name: "endDate", label: "To", kind: "date" as const },
  {
    name: "projectManager",
    label: "Project manager",
    kind: "select" as const,
    options: staff,
    emptyLabel: "Anyone",
  },
  { name: "jobName", label: "Job name" },
  { name: "jobNumber", label: "Job number" },
  { name: "sessionNumber", label: "Session number", kind: "number" as const },
  {
    name: "sessionStatus",
    label: "Session status",
    kind: "select" as const,
    options: SESSION_STATUSES.map((s) => ({ value: s, label: s })),
  },
];

/** The filters as the form checks them. */
export const currentSessionsFilterSchema = z
  .object({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    projectManager: z.string().max(120),
    jobName: z.string().max(120),
    jobNumber: z.string().max(120),
    sessionNumber: z.number().int().positive("A session number is 1 or more").nullable(),
    sessionStatus: z.string(),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, {
    message: "'To' must not be before 'From'",
    path: ["endDate"],
  });

export const CURRENT_SESSIONS_BLANK = {
  startDate: null,
  endDate: null,
  projectManager: "",
  jobName: "",
  jobNumber: "",
  sessionNumber: null,
  sessionStatus: "",
};

/** The form's values as the call's fields (empty = no filter). */
export function currentSessionsParam(values: FieldValues): CurrentSessionsParam {
  const v = values as typeof CURRENT_SESSIONS_BLANK & { sessionNumber: number | null };
  return {
    startDate: v.startDate ?? "",
    endDate: v.endDate ?? "",
    projectManager: v.projectManager,
    jobName: v.jobName,
    jobNumber: v.jobNumber,
    sessionNumber: v.sessionNumber ?? "",
    sessionStatus: v.sessionStatus,
  };
}

/** The columns of a current-sessions list: the Pending Sessions page and the dashboard show the same. */
export const currentSessionColumns = (
  staffName: (username: string | null) => string,
): DataColumn<Session>[] => [
  { key: "startsAt", header: "Starts", width: "9.5rem", render: (s) => formatDateTime(s.startsAt) },
  { key: "jobNumber", header: "Job", width: "7rem" },
  { key: "jobName", header: "Job name" },
  { key: "sessionNumber", header: "No.", align: "right", width: "3.5rem" },
  { key: "name", header: "Session" },
  { key: "status", header: "Status", width: "6.5rem" },
  { key: "booked", header: "Booked", align: "right", width: "4.5rem" },
  { key: "confirmed", header: "Confirmed", align: "right", width: "5.5rem" },
  {
    key: "projectManager",
    header: "Project manager",
    width: "11rem",
    render: (s) => staffName(s.projectManager),
  },
];
