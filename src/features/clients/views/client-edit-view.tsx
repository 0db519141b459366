import "../../../components/ui/data-table.css";
import { useState } from "react";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import { RecordTabNav } from "../../../components/ui/record-tab-nav";
import { useTabTitle } from "../../../workspace/use-tab-title";
import { useClient } from "../api/clients-api";
import { ClientChildTab } from "../components/client-children";
import { ClientDetails } from "../components/client-details";
import { ClientDocuments, ClientJobs } from "../components/client-documents";
import { ClientScheduleViews } from "../components/client-schedule-views";
import { CLIENT_TABS, clientEditPath, clientTab } from "../model/client-form";
import { useSelections } from "../state/screen-state";

/** client/edit/{id}/{selectedtab} and client/add: the tab is part of the URL. */
export default function ClientEditView({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id ?? 0) || 0;
  const tab = id ? clientTab(params.selectedtab) : "details";
  const client = useClient(id);
  const [dirty, setDirty] = useState(false);
  useSelections();
  useTabTitle(href(ROUTES.clientEdit, { id }), id && client.data ? client.data.name : null);

  if (id && client.isLoading) return <p className="ws-note">Loading…</p>;
  if (id && client.error) return <p className="field-error">{client.error.message}</p>;
  const record = id ? (client.data ?? null) : null;

  return (
    <section className="screen">
      <header className="screen-head">
        <h1>{record ? record.name : "New Client"}</h1>
        <div className="record-toolbar">
          <CommandButton id="clients.newJob" />
          <CommandButton id="clients.delete" />
        </div>
      </header>
      {id ? (
        <RecordTabNav
          label="Client sections"
          tabs={CLIENT_TABS}
          current={tab}
          pathOf={(slug) => clientEditPath(id, slug)}
          dirty={dirty}
          onDiscard={() => setDirty(false)}
        />
      ) : null}
      <div className="screen-body">
        {tab === "details" ? (
          <ClientDetails key={record?.id ?? "new"} client={record} onDirtyChange={setDirty} />
        ) : null}
        {tab === "documents" ? <ClientDocuments clientId={id} /> : null}
        {tab === "jobs" ? <ClientJobs clientId={id} /> : null}
        {tab === "scheduleviews" ? <ClientScheduleViews clientId={id} /> : null}
        {tab !== "details" && tab !== "documents" && tab !== "jobs" && tab !== "scheduleviews" ? (
          <ClientChildTab key={tab} clientId={id} tab={tab} />
        ) : null}
      </div>
    </section>
  );
}
