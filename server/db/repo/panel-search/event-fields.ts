import { sql } from "drizzle-orm";
import { col, columnFields, type EntityDef, type FieldDef } from "./fields";
import { RESPONDENT_COLUMN_FIELDS } from "./respondent-fields";

/**
 * The event entity (staff-calls §7.15): respondent events with their member, job, session and
 * client; event-archive reads the archive table through the same fields (decision 144).
 */
const eventFields: FieldDef[] = [
  ...columnFields("e", "Event", [
    ["id", "id", "Event ID", "number"],
    ["respondentId", "respondent_id", "Member ID", "number"],
    ["kind", "kind", "Event type", "code", "EventTypeWithBlank"],
    ["status", "status", "Status", "text"],
    ["at", "at", "Event date", "timestamp"],
    ["jobId", "job_id", "Job ID", "number"],
    ["jobGroupId", "job_group_id", "Session ID", "number"],
    ["description", "description", "Description", "text"],
    ["incentive", "incentive", "Incentive", "number"],
    ["comment", "comment", "Comment", "text"],
    ["interviewTime", "interview_time", "Interview time", "text"],
    ["notes", "notes", "Notes", "text"],
    ["paymentStatus", "payment_status", "Payment status", "text"],
    ["updatedBy", "updated_by", "Updated by", "text"],
    ["updatedAt", "updated_at", "Updated", "timestamp"],
  ]).map((f) => (f.key === "incentive" ? { ...f, money: true } : f)),
  ...columnFields("j", "Job", [
    ["jobNumber", "job_number", "Job number", "text"],
    ["jobName", "name", "Job name", "text"],
    ["jobType", "job_type", "Job category", "code", "JobType"],
    ["clientId", "client_id", "Client ID", "number"],
  ]),
  ...columnFields("g", "Session", [
    ["sessionName", "name", "Session", "text"],
    ["sessionStartsAt", "starts_at", "Session starts", "timestamp"],
  ]),
  ...columnFields("c", "Client", [
    ["clientName", "name", "Client", "text"],
    ["clientCategory", "category", "Client category", "code", "ClientCategory"],
  ]),
  // The member's own fields, prefixed so they never clash with the event's.
  ...RESPONDENT_COLUMN_FIELDS.filter((f) => f.key !== "id").map((f) => ({
    ...f,
    key: `respondent.${f.key}`,
  })),
];

export function eventEntity(archive: boolean): EntityDef {
  const table = sql.identifier(archive ? "respondent_events_archive" : "respondent_events");
  return {
    entity: archive ? "event-archive" : "event",
    from: sql`${table} e join respondents r on r.id = e.respondent_id
      left join jobs j on j.id = e.job_id
      left join job_groups g on g.id = e.job_group_id
      left join clients c on c.id = j.client_id`,
    idExpr: col("e", "id"),
    respondentIdExpr: col("e", "respondent_id"),
    fields: eventFields,
    defaultSort: { column: "at", dir: "desc" },
    defaultColumns: [
      "id",
      "at",
      "kind",
      "status",
      "respondentId",
      "respondent.firstName",
      "respondent.lastName",
      "jobNumber",
      "jobName",
      "sessionName",
    ],
  };
}

const documentFields: FieldDef[] = [
  ...columnFields("d", "Document", [
    ["id", "id", "Document ID", "number"],
    ["fileName", "file_name", "File name", "text"],
    ["description", "description", "Description", "text"],
    ["documentAction", "document_action", "Action", "code", "DocumentAction"],
    ["contentType", "content_type", "Type", "text"],
    ["sizeBytes", "size_bytes", "Size (bytes)", "number"],
    ["clientVisible", "client_visible", "Shown to the client", "boolean"],
    ["isPrivateList", "is_private_list", "Private list", "boolean"],
    ["uploadedBy", "uploaded_by", "Uploaded by", "text"],
    ["createdAt", "created_at", "Uploaded", "timestamp"],
    ["parentType", "parent_type", "Parent", "text"],
    ["parentId", "parent_id", "Parent ID", "number"],
    ["clientId", "client_id", "Client ID", "number"],
    ["jobId", "job_id", "Job ID", "number"],
  ]),
];

export const DOCUMENT_ENTITY: EntityDef = {
  entity: "document",
  from: sql`documents d`,
  idExpr: col("d", "id"),
  respondentIdExpr: null,
  fields: documentFields,
  defaultSort: { column: "createdAt", dir: "desc" },
  defaultColumns: ["id", "fileName", "description", "documentAction", "uploadedBy", "createdAt"],
};
