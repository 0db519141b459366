import type { FieldValues } from "react-hook-form";
import { customFieldSaveSchema } from "../../../../server/contracts/sessions";
import { CommandButton } from "../../../components/command/command-button";
import { formDefaults } from "../../../components/ui/record-form";
import { RecordPanel } from "../../../components/ui/record-panel";
import { type ChildResource, useChildren } from "../../../lib/child-records";
import { announceSave } from "../api/save-toast";
import { sessionScreens, useEditorRequest } from "../api/screen-state";
import { saveSessionRow, sessionChildren } from "../api/sessions-api";
import { SESSION_CHILD_TABS, type SessionChildTabName } from "../model/child-tabs";
import { dayOf, timeOf } from "../model/instants";
import {
  type TimeSlotForm,
  timeSlotFields,
  timeSlotFormSchema,
  timeSlotPayload,
} from "../model/session-form";
import { sessionEditPath } from "../model/session-tabs";

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : null);

/** Editors of the tabs that have one here: the form, its schema and the payload it saves. */
function editorOf(tab: SessionChildTabName, sessionId: number) {
  if (tab === "times")
    return {
      schema: timeSlotFormSchema,
      fields: timeSlotFields,
      blank: () => formDefaults(timeSlotFields, null, { capacity: 0, slotDate: null }),
      fromRow: (row: Row) =>
        formDefaults(timeSlotFields, {
          ...row,
          slotDate: dayOf(str(row.startsAt)),
          startTime: timeOf(str(row.startsAt)),
          endTime: timeOf(str(row.endsAt)),
        }),
      save: async (values: FieldValues, row: Row | null) =>
        announceSave(
          await saveSessionRow(
            "times",
            sessionId,
            timeSlotPayload(values as TimeSlotForm, { id: Number(row?.id ?? 0), jobGroupId: sessionId }),
          ),
        ),
    };
  const fields = SESSION_CHILD_TABS[tab].fields;
  if (tab === "customfields" && fields)
    return {
      schema: customFieldSaveSchema,
      fields,
      blank: () => formDefaults(fields, null, { id: 0, jobGroupId: sessionId }),
      fromRow: (row: Row) => formDefaults(fields, row, { id: row.id, jobGroupId: sessionId }),
      save: async (values: FieldValues) =>
        announceSave(await saveSessionRow("customfields", sessionId, { ...values, jobGroupId: sessionId })),
    };
  return undefined;
}

/** A list tab of the session screen; editable lists open a modal RecordForm per row. */
export function SessionChildTab({
  sessionId,
  jobId,
  tab,
}: {
  sessionId: number;
  jobId: number;
  tab: SessionChildTabName;
}) {
  const resource = sessionChildren[tab] as ChildResource<unknown>;
  const spec = SESSION_CHILD_TABS[tab];
  const list = useChildren<unknown>(resource, sessionId);
  const openBlank = useEditorRequest(resource.kind, sessionId);
  const editor = editorOf(tab, sessionId);
  return (
    <RecordPanel<Row>
      title={spec.title}
      rows={list.data as Row[] | undefined}
      error={list.error ? list.error.message : null}
      columns={spec.columns}
      rowKey={(r) => Number(r.id)}
      openBlank={openBlank}
      onBlankOpened={sessionScreens.editorOpened}
      onSelectionChange={(selected) =>
        sessionScreens.setSelection(sessionEditPath(sessionId, jobId, tab), selected)
      }
      actions={
        <>
          {tab === "times" ? <CommandButton id="sessions.addTimeSlot" className="btn btn-primary" /> : null}
          {tab === "customfields" ? (
            <CommandButton id="sessions.addCustomField" className="btn btn-primary" />
          ) : null}
          {resource.remove ? <CommandButton id="sessions.deleteSelected" /> : null}
        </>
      }
      {...(editor ? { editor } : {})}
    />
  );
}
