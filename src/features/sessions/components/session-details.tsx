import type { FieldValues } from "react-hook-form";
import { useLocation } from "wouter";
import { SESSION_STATUSES } from "../../../../server/contracts/sessions/sessions";
import { formDefaults, RecordForm } from "../../../components/ui/record-form";
import { announceSave } from "../../../lib/announce";
import { type Session, saveSession, useSessionDefaults } from "../api/sessions-api";
import {
  type SessionForm,
  sessionFields,
  sessionFormSchema,
  sessionFormValues,
  sessionPayload,
} from "../model/session-form";
import { sessionEditPath } from "../model/session-tabs";

const STATUS_OPTIONS = SESSION_STATUSES.map((s) => ({ value: s, label: s }));
const FIELDS = sessionFields(STATUS_OPTIONS);

/** The details tab (and session/add/{jobid}[/{sessionno}]); a new session goes on to its time slots. */
export function SessionDetails({
  session,
  jobId,
  sessionNumber,
  onDirtyChange,
}: {
  session: Session | null;
  jobId: number;
  sessionNumber: number | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [, setLocation] = useLocation();
  const fresh = useSessionDefaults(jobId, !session);
  if (!session && fresh.isLoading) return <p className="ws-note">Loading…</p>;
  const kept = session ?? {
    sessionType: fresh.data?.sessionType ?? null,
    venueId: null,
    recruiters: fresh.data?.recruiters ?? [],
  };
  const defaults = formDefaults(FIELDS, session ? { ...session, ...sessionFormValues(session) } : null, {
    status: fresh.data?.status ?? "Planned",
    name: fresh.data?.name ?? "",
  });
  if (!defaults.sessionDate) defaults.sessionDate = null;
  return (
    <RecordForm
      id={`session-${session?.id ?? "new"}`}
      schema={sessionFormSchema}
      fields={FIELDS}
      defaults={defaults}
      autoFocus={!session}
      draftKey={`session-${session?.id ?? `new-${jobId}`}`}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values: FieldValues) => {
        const answer = await saveSession(
          sessionPayload(
            values as SessionForm,
            {
              id: session?.id ?? 0,
              jobId,
              sessionNumber: session?.sessionNumber ?? sessionNumber,
            },
            { sessionType: kept.sessionType, venueId: kept.venueId, recruiters: kept.recruiters },
          ),
        );
        const saved = announceSave(answer);
        if (saved && !session && answer.value) {
          onDirtyChange(false);
          const to = sessionEditPath(answer.value.id, jobId, "times");
          // After the form has taken the saved values as clean: leaving now would keep a draft.
          setTimeout(() => setLocation(to), 0);
        }
        return saved;
      }}
    />
  );
}
