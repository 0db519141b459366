import { Link } from "wouter";
import { Alert } from "../../../components/ui/alert";
import { formatDate } from "../../../lib/format";
import { useOwnJob } from "../api/portal-api";
import { ClientPortalPage } from "./client-portal-page";
import { SessionCells } from "./home-board";
import { DocumentsList, JobPrivateLists } from "./jobs-documents";

/**
 * A job of the company (/clijobs/:id): its sessions with their counts, links to its schedule and
 * external notes, and its shared files (downloaded with the e-mailed code).
 */
export default function JobPage({ params }: { params: Record<string, string | undefined> }) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0;
  const one = useOwnJob(id);
  const job = one.data?.job;
  const title = job ? `${job.jobNumber} ${job.name}` : "Job";
  return (
    <ClientPortalPage title={title} trail={[{ label: "Jobs", to: "/clijobs" }]}>
      {id === 0 ? <Alert tone="error">This job does not exist.</Alert> : null}
      {one.error ? <Alert tone="error">{one.error.message}</Alert> : null}
      {job ? (
        <>
          <p className="cp-muted">
            {job.status}
            {job.startDate ? ` · ${formatDate(job.startDate)}` : ""}
            {job.endDate ? ` to ${formatDate(job.endDate)}` : ""}
          </p>
          <p className="cp-links">
            <Link href={`/clijobschedule?job=${job.id}`}>Job schedule</Link>
            <Link href={`/clinotes?job=${job.id}`}>Notes</Link>
          </p>
          <h2 className="cp-section-title">Sessions</h2>
          <SessionCells sessions={one.data?.sessions ?? []} label="Sessions" />
          <DocumentsList kind="Job" id={job.id} title="Documents" />
          <JobPrivateLists jobNumber={job.jobNumber} />
        </>
      ) : null}
    </ClientPortalPage>
  );
}
