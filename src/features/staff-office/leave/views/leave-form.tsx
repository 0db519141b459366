import type { FieldValues } from "react-hook-form";
import { leaveSaveSchema } from "../../../../../server/contracts/staff-office/leave";
import { LEAVE_TYPES } from "../../../../../server/contracts/staff-office/leave-types";
import { CommandButton } from "../../../../components/command/command-button";
import { type FieldSpec, formDefaults, RecordForm } from "../../../../components/ui/record-form";
import { announceSave } from "../../../../lib/announce";
import { callApi } from "../../../../lib/call-api";
import { toast } from "../../../../lib/toast";
import { calls, type LeaveRow, leaveKeys } from "../api/leave-api";
import { leaveScreen } from "../state/leave-screen";

const fields: FieldSpec[] = [
  {
    name: "leaveType",
    label: "Leave type",
    kind: "select",
    options: LEAVE_TYPES.map((t) => ({
      value: t.code,
      label: `${t.code} leave${t.paid ? "" : " (unpaid)"}`,
    })),
    emptyLabel: "Choose…",
  },
  { name: "note", label: "Note", maxLength: 1000 },
  { name: "startDay", label: "First day", kind: "date" },
  { name: "endDay", label: "Last day", kind: "date" },
  { name: "startTime", label: "From (HH:MM, part of a day)", maxLength: 5 },
  { name: "endTime", label: "To (HH:MM, part of a day)", maxLength: 5 },
];

/**
 * The request form (the one record form): a new request, or one's own still requested. Whole
 * days from the first to the last day; both times make it part of one day. The server counts the
 * hours and warns beyond the balance or over rostered work.
 */
export function LeaveForm({ row }: { row: LeaveRow | null }) {
  const id = row?.id ?? 0;
  return (
    <section className="screen-body leave-form" aria-labelledby="leave-form-title">
      <h2 id="leave-form-title">{row ? `Change ${row.leaveType} leave request` : "Request leave"}</h2>
      <RecordForm
        id={`leave-request-${id || "new"}`}
        schema={leaveSaveSchema}
        fields={fields}
        defaults={formDefaults(fields, row, {
          leaveType: row?.leaveType ?? "",
          note: row?.note ?? "",
          startDay: row?.startDay ?? "",
          endDay: row?.endDay ?? "",
          startTime: row?.startTime ?? "",
          endTime: row?.endTime ?? "",
        })}
        autoFocus
        submitLabel={row ? "Save request" : "Send request"}
        actions={<CommandButton id="staffLeave.closeForm" />}
        onSubmit={async (values: FieldValues) => {
          const answer = await callApi(
            calls.saveLeave,
            { ...values, ...(id ? { id } : {}) } as Parameters<typeof callApi<typeof calls.saveLeave>>[1],
            { refresh: [leaveKeys.all] },
          );
          const saved = announceSave(answer);
          if (saved && answer.value) {
            if (answer.value.warnings.length) toast.alert("Please note", answer.value.warnings.join("\n"));
            leaveScreen.closeForm();
            leaveScreen.changed();
          }
          return saved;
        }}
      />
    </section>
  );
}
