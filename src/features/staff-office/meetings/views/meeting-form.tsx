import type { FieldValues } from "react-hook-form";
import { meetingSaveSchema } from "../../../../../server/contracts/staff-office/meetings";
import { type FieldSpec, formDefaults, RecordForm } from "../../../../components/ui/record-form";
import { announceSave } from "../../../../lib/announce";
import { callApi } from "../../../../lib/call-api";
import { formatDate, formatTime } from "../../../../lib/format";
import { calls, type MeetingDetail, meetingKeys, useMeeting, useMeetingPeople } from "../api/meetings-api";
import { meetingScreen } from "../state/screen-state";

type SaveInput = Parameters<typeof callApi<typeof calls.saveStaffMeeting>>[1];

/** What a person who may not change the meeting (or a cancelled or past one) reads. */
function MeetingSummary({ m }: { m: MeetingDetail }) {
  return (
    <dl className="meeting-summary">
      <dt>When</dt>
      <dd>
        {formatDate(m.startsAt)} {formatTime(m.startsAt)}–{formatTime(m.endsAt)}
        {m.cancelledAt ? ` (cancelled ${formatDate(m.cancelledAt)})` : ""}
      </dd>
      {m.place ? (
        <>
          <dt>Where</dt>
          <dd>{m.place}</dd>
        </>
      ) : null}
      {m.link ? (
        <>
          <dt>Link</dt>
          <dd>
            <a href={m.link} target="_blank" rel="noreferrer">
              {m.link}
            </a>
          </dd>
        </>
      ) : null}
      <dt>Organiser</dt>
      <dd>{m.organiserName}</dd>
      <dt>Attendees</dt>
      <dd>{m.attendees.map((a) => a.fullName).join(", ")}</dd>
      {m.agenda ? (
        <>
          <dt>Agenda</dt>
          <dd className="meeting-agenda">{m.agenda}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The open meeting: the one record form for its organiser (or a manager of staff attendance),
 * else what it says. Saving sends the attendees the invitation or the change (decision 256).
 */
export function MeetingDetailPanel({ id }: { id: number }) {
  const meeting = useMeeting(id);
  const people = useMeetingPeople();
  if (id && meeting.isLoading) return <p className="ws-note">Loading…</p>;
  if (id && meeting.error) return <p className="field-error">{meeting.error.message}</p>;
  const record = id ? (meeting.data ?? null) : null;
  const heading = record ? record.title : "New meeting";
  if (record && !record.mayChange)
    return (
      <section className="screen-body" aria-labelledby="meeting-title">
        <h2 id="meeting-title">{heading}</h2>
        <MeetingSummary m={record} />
      </section>
    );
  const options = (people.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }));
  for (const a of record?.attendees ?? [])
    if (!options.some((o) => o.value === String(a.id)))
      options.push({ value: String(a.id), label: a.fullName });
  const fields: FieldSpec[] = [
    { name: "title", label: "Title", maxLength: 200, wide: true },
    { name: "date", label: "Date", kind: "date" },
    { name: "startTime", label: "Start (HH:MM)" },
    { name: "endTime", label: "End (HH:MM)" },
    { name: "place", label: "Place", maxLength: 200 },
    { name: "link", label: "Link", inputType: "url", maxLength: 500 },
    { name: "agenda", label: "Agenda", kind: "textarea", rows: 4, maxLength: 4000 },
    { name: "attendeeIds", label: "Attendees", kind: "checklist", options },
  ];
  return (
    <section className="screen-body" aria-labelledby="meeting-title">
      <h2 id="meeting-title">{heading}</h2>
      <RecordForm
        id={`meeting-${id || "new"}`}
        schema={meetingSaveSchema}
        fields={fields}
        defaults={formDefaults(fields, record, {
          startTime: "09:00",
          endTime: "10:00",
          attendeeIds: (record?.attendees ?? []).map((a) => String(a.id)),
        })}
        autoFocus={!record}
        submitLabel={record ? "Save and send the change" : "Save and send invitations"}
        onSubmit={async (values: FieldValues) => {
          const answer = await callApi(
            calls.saveStaffMeeting,
            { ...values, ...(id ? { id } : {}) } as SaveInput,
            {
              refresh: id ? [meetingKeys.one(id)] : [],
            },
          );
          const saved = announceSave(answer);
          if (saved) {
            meetingScreen.changed();
            if (!id && answer.value) meetingScreen.open(answer.value.id, String(values.title ?? ""));
          }
          return saved;
        }}
      />
    </section>
  );
}
