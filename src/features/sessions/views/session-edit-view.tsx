import { useEffect, useState } from "react";
import "./sessions.css";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import { RecordTabNav } from "../../../components/ui/record-tab-nav";
import { useTabTitle } from "../../../workspace/use-tab-title";
import { useSession } from "../api/sessions-api";
import { AttendeesTab } from "../components/attendees-tab";
import { SessionChildTab } from "../components/session-children";
import { SessionDetails } from "../components/session-details";
import { sessionFacts as factsOf, sessionHeading } from "../model/session-heading";
import { SESSION_TABS, sessionEditPath, sessionTab } from "../model/session-tabs";
import { sessionFacts, useSelections } from "../state/screen-state";

/**
 * session/edit/{id}/{jobid}[/{tab}], session/add/{jobid}[/{sessionno}]: the session's sections as
 * tabs, the selected one in the URL like the job screen.
 */
export default function SessionEditView({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id ?? 0) || 0;
  const jobId = Number(params.jobid ?? 0) || 0;
  const sessionNumber = Number(params.sessionno ?? 0) || null;
  const tab = id ? sessionTab(params.tab) : "details";
  const session = useSession(id, { live: true });
  const [dirty, setDirty] = useState(false);
  useSelections();
  const record = id ? (session.data ?? null) : null;
  const title = record ? `${record.name} (#${record.sessionNumber})` : null;
  const heading = record ? sessionHeading(record) : null;
  // Tabs and the palette tell sessions apart by job number and date (M19).
  useTabTitle(href(ROUTES.sessionEdit, { id, jobid: jobId }), id && heading ? heading.tabTitle : null);
  useEffect(() => {
    if (record) sessionFacts.set(record.id, factsOf(record));
  }, [record]);

  if (id && session.isLoading) return <p className="ws-note">Loading…</p>;
  if (id && session.error) return <p className="field-error">{session.error.message}</p>;

  return (
    <section className="screen">
      <header className="screen-head">
        <h1>
          {title ?? "New Session"}
          {record ? (
            <small className="screen-sub">
              {" "}
              · {record.jobNumber} - {record.jobName}
            </small>
          ) : null}
        </h1>
        {heading ? (
          <p className="screen-facts" data-testid="session-facts">
            {heading.facts}
          </p>
        ) : null}
        <div className="record-toolbar">
          <CommandButton id="sessions.openJob" />
          <CommandButton id="surveys.manageSessionScreener" />
          <CommandButton id="sessions.delete" />
        </div>
      </header>
      {id ? (
        <RecordTabNav
          label="Session sections"
          tabs={SESSION_TABS}
          current={tab}
          pathOf={(slug) => sessionEditPath(id, jobId, slug)}
          dirty={dirty}
          onDiscard={() => setDirty(false)}
        />
      ) : null}
      <div className="screen-body">
        {tab === "details" ? (
          <SessionDetails
            key={record?.id ?? `new-${jobId}`}
            session={record}
            jobId={jobId}
            sessionNumber={sessionNumber}
            onDirtyChange={setDirty}
          />
        ) : null}
        {tab === "attendees" || tab === "standby" ? (
          <AttendeesTab key={tab} sessionId={id} jobId={jobId} list={tab} />
        ) : null}
        {tab !== "details" && tab !== "attendees" && tab !== "standby" ? (
          <SessionChildTab
            key={tab}
            sessionId={id}
            jobId={jobId}
            clientId={record?.clientId ?? null}
            tab={tab}
          />
        ) : null}
      </div>
    </section>
  );
}
