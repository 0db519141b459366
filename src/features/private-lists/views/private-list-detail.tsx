import { useCallback } from "react";
import type { FieldValues } from "react-hook-form";
import { respondentListSaveSchema } from "../../../../server/contracts/private-lists";
import { CommandButton } from "../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { type FieldSpec, formDefaults, RecordForm } from "../../../components/ui/record-form";
import { announceSave } from "../../../lib/announce";
import { callApi } from "../../../lib/call-api";
import { useClientOptions } from "../../../lib/client-options";
import { formatDate } from "../../../lib/format";
import { calls, type ListMember, listKeys, membersPage, usePrivateList } from "../api/private-lists-api";
import { listScreen, useListScreen } from "../state/screen-state";

const memberColumns: DataColumn<ListMember>[] = [
  { key: "fullName", header: "Name", filter: "text", width: "24%" },
  { key: "email", header: "E-mail", render: (m) => m.email ?? "" },
  { key: "mobile", header: "Mobile", render: (m) => m.mobile ?? "" },
  { key: "suburb", header: "Suburb", render: (m) => [m.suburb, m.state].filter(Boolean).join(", ") },
  { key: "addedAt", header: "Added", render: (m) => formatDate(m.addedAt) },
  { key: "addedBy", header: "Added by" },
];

/** The open list: its record (name, description, client) and, once saved, its members. */
export function ListDetail({ id }: { id: number }) {
  const list = usePrivateList(id);
  const clients = useClientOptions();
  const { version } = useListScreen();
  const loadMembers = useCallback(
    (req: PageRequest, signal: AbortSignal) =>
      membersPage(id, { start: req.start, length: req.length, search: req.filters.fullName ?? "" }, signal),
    [id],
  );
  if (id && list.isLoading) return <p className="ws-note">Loading…</p>;
  if (id && list.error) return <p className="field-error">{list.error.message}</p>;
  const record = id ? (list.data ?? null) : null;
  const choices = (clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  if (record?.clientId && !choices.some((c) => c.value === String(record.clientId)))
    choices.push({
      value: String(record.clientId),
      label: record.clientName ?? `Client #${record.clientId}`,
    });
  const fields: FieldSpec[] = [
    { name: "name", label: "Name", maxLength: 200 },
    { name: "clientId", label: "Client", kind: "idselect", options: choices, emptyLabel: "No client" },
    { name: "description", label: "Description", kind: "textarea", wide: true, maxLength: 2000 },
  ];
  return (
    <section className="screen-body" aria-labelledby="private-list-title">
      <h2 id="private-list-title">{record ? record.name : "New list"}</h2>
      <RecordForm
        id={`private-list-${id || "new"}`}
        schema={respondentListSaveSchema}
        fields={fields}
        defaults={formDefaults(fields, record, {
          name: record?.name ?? "",
          description: record?.description ?? "",
          clientId: record?.clientId ? String(record.clientId) : "",
        })}
        autoFocus={!record}
        submitLabel="Save list"
        onSubmit={async (values: FieldValues) => {
          const answer = await callApi(
            calls.savePrivateList,
            { ...values, ...(id ? { id } : {}) } as Parameters<
              typeof callApi<typeof calls.savePrivateList>
            >[1],
            { refresh: id ? [listKeys.one(id)] : [] },
          );
          const saved = announceSave(answer);
          if (saved) {
            listScreen.changed();
            if (!id && answer.value) listScreen.open(answer.value.id);
          }
          return saved;
        }}
      />
      {record ? (
        <>
          <header className="screen-head">
            <h2>Members ({record.memberCount.toLocaleString("en-AU")})</h2>
            <div className="record-toolbar">
              <CommandButton id="privateLists.addMember" />
              <CommandButton id="privateLists.addFromSearch" />
              <CommandButton id="privateLists.removeMembers" />
              <CommandButton id="privateLists.export" />
            </div>
          </header>
          <DataTable<ListMember>
            label={`Members of ${record.name}`}
            columns={memberColumns}
            rowKey={(m) => m.id}
            loadPage={loadMembers}
            reloadKey={version}
            height="max(200px, calc(100vh - 640px))"
            emptyText="No members yet. Add them from panel search or with Alt+M."
            onSelectionChange={(rows) => listScreen.setSelectedMembers(rows.map((m) => m.id))}
          />
        </>
      ) : null}
    </section>
  );
}
