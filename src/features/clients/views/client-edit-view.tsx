import "../../../components/ui/data-table.css";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { CommandButton } from "../../../components/command/command-button";
import { ConfirmDialog } from "../../../components/ui/modal";
import { useTabTitle } from "../../../workspace/use-tab-title";
import { useClient } from "../api/clients-api";
import { useSelections } from "../api/screen-state";
import { ClientChildTab } from "../components/client-children";
import { ClientDetails } from "../components/client-details";
import { ClientDocuments, ClientJobs } from "../components/client-documents";
import { CLIENT_TABS, clientEditPath, clientTab } from "../model/client-form";

/** client/edit/{id}/{selectedtab} and client/add: the tab is part of the URL. */
export default function ClientEditView({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id ?? 0) || 0;
  const tab = id ? clientTab(params.selectedtab) : "details";
  const client = useClient(id);
  const [, setLocation] = useLocation();
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState<string | null>(null);
  useSelections();
  useTabTitle(`/client/edit/${id}`, id && client.data ? client.data.name : null);

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
        <nav className="screen-tabs" aria-label="Client sections">
          {CLIENT_TABS.map((t) => (
            <Link
              key={t.slug}
              href={clientEditPath(id, t.slug)}
              aria-current={t.slug === tab ? "page" : undefined}
              className={t.slug === tab ? "screen-tab screen-tab-active" : "screen-tab"}
              onClick={(e) => {
                // A changed details form asks before another tab replaces it.
                if (dirty && t.slug !== tab) {
                  e.preventDefault();
                  setLeaving(clientEditPath(id, t.slug));
                }
              }}
            >
              {t.title}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="screen-body">
        {tab === "details" ? (
          <ClientDetails key={record?.id ?? "new"} client={record} onDirtyChange={setDirty} />
        ) : null}
        {tab === "documents" ? <ClientDocuments clientId={id} /> : null}
        {tab === "jobs" ? <ClientJobs clientId={id} /> : null}
        {tab !== "details" && tab !== "documents" && tab !== "jobs" ? (
          <ClientChildTab key={tab} clientId={id} tab={tab} />
        ) : null}
      </div>
      <ConfirmDialog
        open={leaving !== null}
        title="Are you sure?"
        text="Your changes are not saved. Leave this tab without saving?"
        onConfirm={() => {
          const to = leaving;
          setLeaving(null);
          setDirty(false);
          if (to) setLocation(to);
        }}
        onCancel={() => setLeaving(null)}
      />
    </section>
  );
}
