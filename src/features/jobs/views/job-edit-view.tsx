import { useState } from "react";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import { useCommandHost } from "../../../components/command/command-ui";
import { RecordTabNav } from "../../../components/ui/record-tab-nav";
import { useTabTitle } from "../../../workspace/use-tab-title";
import { useJob } from "../api/jobs-api";
import { JobChildTab } from "../components/job-children";
import { JobDetails } from "../components/job-details";
import { JobReadTab } from "../components/job-read-tabs";
import { canOpenJobTab, JOB_TABS, jobEditPath, jobTab } from "../model/job-form";
import { useSelections } from "../state/screen-state";

/** job/edit/{id}/{selectedtab}, job/add and job/add/{clientid}: the tab is part of the URL. */
export default function JobEditView({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id ?? 0) || 0;
  const clientId = Number(params.clientid ?? 0) || null;
  const tab = id ? jobTab(params.selectedtab) : "details";
  const job = useJob(id);
  const [dirty, setDirty] = useState(false);
  const rights = useCommandHost().context().user.rights;
  const allowed = canOpenJobTab(tab, rights);
  useSelections();
  useTabTitle(
    href(ROUTES.jobEdit, { id }),
    id && job.data ? `${job.data.jobNumber} - ${job.data.name}` : null,
  );

  if (id && job.isLoading) return <p className="ws-note">Loading…</p>;
  if (id && job.error) return <p className="field-error">{job.error.message}</p>;
  const record = id ? (job.data ?? null) : null;

  return (
    <section className="screen">
      <header className="screen-head">
        <h1>
          {record ? `${record.jobNumber} - ${record.name}` : "New Job"}
          {record?.clientName ? <small className="screen-sub"> · {record.clientName}</small> : null}
        </h1>
        <div className="record-toolbar">
          <CommandButton id="jobs.openClient" />
          <CommandButton id="jobs.allocate" />
          <CommandButton id="surveys.manageSurvey" />
          <CommandButton id="surveys.manageScreener" />
          <CommandButton id="jobs.delete" />
        </div>
      </header>
      {id ? (
        <RecordTabNav
          label="Job sections"
          tabs={JOB_TABS.filter((t) => canOpenJobTab(t.slug, rights))}
          current={tab}
          pathOf={(slug) => jobEditPath(id, slug)}
          dirty={dirty}
          onDiscard={() => setDirty(false)}
        />
      ) : null}
      <div className="screen-body">
        {tab === "details" ? (
          <JobDetails
            key={record?.id ?? `new-${clientId ?? 0}`}
            job={record}
            clientId={clientId}
            onDirtyChange={setDirty}
          />
        ) : null}
        {tab === "time" || tab === "sessions" || tab === "documents" || tab === "queries" ? (
          <JobReadTab key={tab} jobId={id} tab={tab} />
        ) : null}
        {!allowed ? (
          <p className="ws-note" role="status">
            You do not have permission to see this job's invoices. Ask your administrator for the Invoicing
            right.
          </p>
        ) : null}
        {allowed && tab === "invoices" ? (
          <JobChildTab key={tab} jobId={id} clientId={record?.clientId ?? null} tab={tab} />
        ) : null}
        {tab === "contacts" ||
        tab === "venues" ||
        tab === "incentives" ||
        tab === "durations" ||
        tab === "quotas" ? (
          <JobChildTab key={tab} jobId={id} clientId={record?.clientId ?? null} tab={tab} />
        ) : null}
      </div>
    </section>
  );
}
