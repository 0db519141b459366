import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useLocation } from "wouter";
import { type Job, jobSaveSchema } from "../../../../server/contracts/jobs";
import { formDefaults, RecordForm } from "../../../components/ui/record-form";
import { announceSave } from "../../../lib/announce";
import { useLookup } from "../../../lib/lookups";
import { staffOptions, useStaffPeople } from "../../../lib/staff-people";
import { saveJob, useClientContacts, useClientOptions } from "../api/jobs-api";
import { asOptions, jobEditPath, jobFields } from "../model/job-form";

/** The details tab (and job/add, job/add/{clientid}). */
export function JobDetails({
  job,
  clientId,
  onDirtyChange,
}: {
  job: Job | null;
  clientId: number | null;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [, setLocation] = useLocation();
  const clients = useClientOptions();
  const statuses = useLookup("JobStatus");
  const difficulties = useLookup("JobDifficultyStatus");
  const quoteStatuses = useLookup("QuoteStatus");
  const [contactsOf] = useState(job?.clientId ?? clientId);
  const contacts = useClientContacts(contactsOf);
  const staff = useStaffPeople();
  if (clients.isLoading || statuses.isLoading || staff.isLoading) return <p className="ws-note">Loading…</p>;
  const fields = jobFields({
    clients: (clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    statuses: asOptions(statuses.data),
    difficulties: asOptions(difficulties.data),
    quoteStatuses: asOptions(quoteStatuses.data),
    contacts: (contacts.data ?? []).map((c) => ({
      value: String(c.id),
      label: `${c.firstName} ${c.lastName}`,
    })),
    staff: staffOptions(staff.data ?? [], job?.projectManager),
  });
  const base = {
    status: "Open",
    clientId: clientId ? String(clientId) : "",
    recruiters: job?.recruiters ?? [],
  };
  const defaults = formDefaults(fields, job, base);
  return (
    <RecordForm
      id={`job-${job?.id ?? "new"}`}
      schema={jobSaveSchema}
      fields={fields}
      defaults={defaults}
      autoFocus={!job}
      draftKey={`job-${job?.id ?? `new-${clientId ?? 0}`}`}
      onDirtyChange={onDirtyChange}
      onSubmit={async (values: FieldValues) => {
        // The form checked the values with the call's own schema.
        const answer = await saveJob({ ...values, id: job?.id ?? 0 } as Parameters<typeof saveJob>[0]);
        const saved = announceSave(answer);
        if (saved && !job && answer.value) {
          onDirtyChange(false);
          setLocation(jobEditPath(answer.value.id, "incentives"));
        }
        return saved;
      }}
    />
  );
}
