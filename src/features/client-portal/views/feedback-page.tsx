import "./schedule-page.css";
import { useState } from "react";
import { feedbackSaveSchema } from "../../../../server/contracts/clients";
import { type FieldSpec, formDefaults, RecordForm } from "../../../components/ui/record-form";
import { formatDateTime } from "../../../lib/format";
import { toast } from "../../../lib/toast";
import { submitFeedback, useOwnFeedback } from "../api/notes-feedback-api";
import { useOwnClientId } from "../api/portal-api";
import { useCompanyJobs, useJobSessions } from "../api/schedule-api";
import { ClientPortalPage } from "./client-portal-page";
import { CompanyJobSelect } from "./company-job-select";

/** The form's part of the save contract: the job is chosen above it. */
const formSchema = feedbackSaveSchema.pick({
  jobGroupId: true,
  feedbackType: true,
  feedbackAction: true,
  comment: true,
});

/**
 * Feedback (product §2.3, decision 214): the company's feedback on a job or one of its sessions,
 * given here and listed newest first (FeedbackType and FeedbackAction lookups).
 */
export default function FeedbackPage() {
  const clientId = useOwnClientId();
  const jobs = useCompanyJobs(clientId);
  const [picked, setPicked] = useState(0);
  const jobId = picked || (jobs.data?.[0]?.id ?? 0);
  const sessions = useJobSessions(jobId);
  const list = useOwnFeedback(clientId);
  const fields: FieldSpec[] = [
    {
      name: "jobGroupId",
      label: "Session",
      kind: "idselect",
      emptyLabel: "The job as a whole",
      options: (sessions.data ?? []).map((s) => ({
        value: String(s.id),
        label: `Session ${s.sessionNumber} ${s.name}`,
      })),
    },
    { name: "feedbackType", label: "Type", kind: "select", lookup: "FeedbackType" },
    { name: "feedbackAction", label: "What should we do?", kind: "select", lookup: "FeedbackAction" },
    { name: "comment", label: "Your feedback", kind: "textarea" },
  ];
  const rows = list.data ?? [];
  return (
    <ClientPortalPage title="Feedback">
      <h2>Give feedback</h2>
      <CompanyJobSelect
        id="feedback-job"
        jobs={jobs.data}
        value={jobId}
        onPick={(picked) => setPicked(Number(picked))}
      />
      {clientId && jobId ? (
        <RecordForm
          key={jobId}
          id="client-feedback"
          schema={formSchema}
          fields={fields}
          defaults={formDefaults(fields, null, { comment: "" })}
          submitLabel="Send feedback"
          onSubmit={async (values) => {
            const answer = await submitFeedback({
              clientId,
              jobId,
              jobGroupId: (values.jobGroupId as number | null) ?? null,
              feedbackType: String(values.feedbackType ?? ""),
              feedbackAction: (values.feedbackAction as string | null) ?? null,
              comment: String(values.comment ?? ""),
            });
            if (answer.succeeded) toast.success("Thank you: your feedback was sent.");
            else toast.error("Error!", answer.errors.join(" "));
            return answer.succeeded;
          }}
        />
      ) : null}
      <h2>Your feedback</h2>
      {list.error ? <p className="field-error">{list.error.message}</p> : null}
      {list.data && rows.length === 0 ? <p>You have not given feedback yet.</p> : null}
      {rows.length > 0 ? (
        <ul className="client-list" aria-label="Your feedback">
          {rows.map((f) => (
            <li key={f.id}>
              <p className="client-list-meta">
                {formatDateTime(f.createdAt)} · {[f.jobLabel, f.sessionLabel].filter(Boolean).join(" · ")} ·{" "}
                {f.feedbackType}
                {f.feedbackAction ? ` (${f.feedbackAction})` : ""} · {f.createdBy}
              </p>
              <p>{f.comment}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </ClientPortalPage>
  );
}
