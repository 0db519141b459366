import type { FieldValues } from "react-hook-form";
import type { ZodType } from "zod";
import { quotaSaveSchema } from "../../../../server/contracts/quotas";
import {
  customFieldSaveSchema,
  sessionContactSaveSchema,
  sessionDurationItemSchema,
  sessionIncentiveItemSchema,
  sessionVenueItemSchema,
} from "../../../../server/contracts/sessions/sessions";
import { CommandButton } from "../../../components/command/command-button";
import { formDefaults } from "../../../components/ui/record-form";
import { RecordPanel } from "../../../components/ui/record-panel";
import { announceSave } from "../../../lib/announce";
import { type ChildResource, useChildren } from "../../../lib/child-records";
import { useLookup } from "../../../lib/lookups";
import {
  saveSessionListRow,
  saveSessionRow,
  sessionChildren,
  useContactChoices,
  useVenueChoices,
} from "../api/session-rows";
import { useSession } from "../api/sessions-api";
import {
  SESSION_CHILD_TABS,
  SESSION_TIMES_TAB,
  type SessionChildTabName,
  type SessionEditableTab,
  type SessionLookups,
} from "../model/child-tabs";
import { dayOf, timeOf } from "../model/instants";
import {
  type TimeSlotForm,
  timeSlotFields,
  timeSlotFormSchema,
  timeSlotPayload,
} from "../model/session-form";
import { sessionEditPath } from "../model/session-tabs";
import { sessionScreens, useEditorRequest } from "../state/screen-state";

type Row = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : null);

/** Each tab's save contract (the form's resolver) and its "Add …" command. */
const SETUP: Record<SessionChildTabName, { schema: ZodType; add: string }> = {
  times: { schema: timeSlotFormSchema, add: "sessions.addTimeSlot" },
  contacts: { schema: sessionContactSaveSchema, add: "sessions.addContact" },
  venues: { schema: sessionVenueItemSchema, add: "sessions.addVenue" },
  customfields: { schema: customFieldSaveSchema, add: "sessions.addCustomField" },
  incentives: { schema: sessionIncentiveItemSchema, add: "sessions.addIncentive" },
  durations: { schema: sessionDurationItemSchema, add: "sessions.addDuration" },
  quotas: { schema: quotaSaveSchema, add: "sessions.addQuota" },
};

function useSessionLookups(sessionId: number, clientId: number | null): SessionLookups {
  const contacts = useContactChoices(sessionId).data;
  const venues = useVenueChoices(clientId).data;
  const contactTypes = useLookup("JobGroupContactType").data;
  const incentiveTypes = useLookup("IncentiveType").data;
  const asOptions = (items: { code: string; label: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: i.code, label: i.label }));
  return {
    contacts: (contacts ?? []).map((c) => ({ value: String(c.clientContactId), label: c.name })),
    venues: (venues ?? []).map((v) => ({
      value: String(v.id),
      label: v.clientId === null ? `${v.name} (global)` : v.name,
    })),
    contactTypes: asOptions(contactTypes),
    incentiveTypes: asOptions(incentiveTypes),
  };
}

/** A new slot starts on the session's day with its required places (minor 12). */
const timesEditor = (
  sessionId: number,
  session: { startsAt: string | null; requiredPlaces: number } | undefined,
) => ({
  fields: timeSlotFields,
  blank: () =>
    formDefaults(timeSlotFields, null, {
      capacity: session?.requiredPlaces ?? 0,
      slotDate: session?.startsAt ? dayOf(session.startsAt) : null,
    }),
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
});

function rowsEditor(
  tab: SessionEditableTab,
  ids: { sessionId: number; jobId: number },
  lookups: SessionLookups,
) {
  const spec = SESSION_CHILD_TABS[tab];
  const fields = spec.fields(lookups);
  return {
    fields,
    blank: () => formDefaults(fields, null, spec.blank(ids)),
    fromRow: (row: Row) => formDefaults(fields, row, { ...row }),
    save: async (values: FieldValues) => {
      if (tab === "incentives" || tab === "durations")
        return announceSave(await saveSessionListRow(tab, ids.sessionId, values));
      const parents = tab === "quotas" ? { jobId: ids.jobId } : {};
      return announceSave(
        await saveSessionRow(tab, ids.sessionId, { ...values, ...parents, jobGroupId: ids.sessionId }),
      );
    },
  };
}

/** A list tab of the session screen: its "Add …" command, bulk delete, a modal editor per row. */
export function SessionChildTab({
  sessionId,
  jobId,
  clientId,
  tab,
}: {
  sessionId: number;
  jobId: number;
  clientId: number | null;
  tab: SessionChildTabName;
}) {
  const resource = sessionChildren[tab] as ChildResource<unknown>;
  const spec = tab === "times" ? SESSION_TIMES_TAB : SESSION_CHILD_TABS[tab];
  const list = useChildren<unknown>(resource, sessionId);
  const lookups = useSessionLookups(sessionId, clientId);
  const session = useSession(sessionId).data;
  const openBlank = useEditorRequest(resource.kind, sessionId);
  const editor =
    tab === "times" ? timesEditor(sessionId, session) : rowsEditor(tab, { sessionId, jobId }, lookups);
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
          <CommandButton id={SETUP[tab].add} className="btn btn-primary" />
          <CommandButton id="sessions.deleteSelected" />
        </>
      }
      editor={{ schema: SETUP[tab].schema, ...editor }}
    />
  );
}
