import type { FieldValues } from "react-hook-form";
import { TICKET_LISTS, ticketSaveSchema } from "../../../../../server/contracts/admin/tickets";
import { CommandButton } from "../../../../components/command/command-button";
import { type FieldSpec, formDefaults, RecordForm } from "../../../../components/ui/record-form";
import { announceSave } from "../../../../lib/announce";
import { callApi } from "../../../../lib/call-api";
import { formatDateTime } from "../../../../lib/format";
import { staffOptions, useStaffPeople } from "../../../../lib/staff-people";
import { actions } from "../../../../workspace/store";
import { calls, type Ticket, ticketEditPath, ticketKeys, useTicket } from "../api/tickets-api";
import { ticketsScreen } from "../state/tickets-screen";

/** What 'Report a problem' recorded, read-only under the form. */
function TicketContext({ ticket }: { ticket: Ticket }) {
  const facts: [string, string][] = [
    ["Reported by", ticket.reporter ?? "—"],
    ["Raised", formatDateTime(ticket.createdAt)],
    ["Last changed", formatDateTime(ticket.updatedAt)],
    ["Page", ticket.route ?? "—"],
    ["Request id", ticket.requestId ?? "—"],
    ["App version", ticket.appVersion ?? "—"],
    ["Browser", ticket.userAgent ?? "—"],
  ];
  return (
    <section aria-labelledby="ticket-context-title" className="screen-body">
      <h2 id="ticket-context-title">Context</h2>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * support-ticket/add and support-ticket/edit/{id} (Tickets, decision 275): the one record form
 * over a ticket; priority, status, type and module come from the ticket lookup lists.
 */
export default function TicketEditView({ params }: { params: Record<string, string | undefined> }) {
  const id = Number(params.id ?? 0) || 0;
  const ticket = useTicket(id);
  const people = useStaffPeople();
  const row = id ? ticket.data : null;
  if (id && !row) return <p className="screen-body">{ticket.error ? ticket.error.message : "Loading…"}</p>;
  const fields: FieldSpec[] = [
    { name: "title", label: "Title", maxLength: 200, wide: true },
    { name: "description", label: "Description", kind: "textarea", maxLength: 4000, rows: 5, wide: true },
    {
      name: "priority",
      label: "Priority",
      kind: "select",
      lookup: TICKET_LISTS.priority,
      emptyLabel: "Choose…",
    },
    { name: "status", label: "Status", kind: "select", lookup: TICKET_LISTS.status, emptyLabel: "Choose…" },
    { name: "type", label: "Type", kind: "select", lookup: TICKET_LISTS.type, emptyLabel: "Choose…" },
    { name: "module", label: "Module", kind: "select", lookup: TICKET_LISTS.module },
    {
      name: "assignee",
      label: "Assigned to",
      kind: "select",
      emptyLabel: "Nobody yet",
      options: staffOptions(people.data ?? [], row?.assignee),
    },
  ];
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>{row ? `Ticket #${row.id}` : "New Support Ticket"}</h1>
        <div className="record-toolbar">{row ? <CommandButton id="tickets.delete" /> : null}</div>
      </header>
      <div className="screen-body">
        <RecordForm
          key={row?.updatedAt ?? "new"}
          id={`ticket-${id || "new"}`}
          schema={ticketSaveSchema}
          fields={fields}
          defaults={formDefaults(fields, row ?? null, {
            title: row?.title ?? "",
            description: row?.description ?? "",
            priority: row?.priority ?? "",
            status: row?.status ?? "",
            type: row?.type ?? "",
            module: row?.module ?? "",
            assignee: row?.assignee ?? "",
          })}
          autoFocus={!id}
          submitLabel={row ? "Save ticket" : "Raise ticket"}
          onSubmit={async (values: FieldValues) => {
            const answer = await callApi(
              calls.saveTicket,
              { ...values, ...(id ? { id } : {}) } as Parameters<typeof callApi<typeof calls.saveTicket>>[1],
              { refresh: [ticketKeys.all] },
            );
            const saved = announceSave(answer);
            if (saved && answer.value) {
              ticketsScreen.changed();
              if (!id) actions.open(ticketEditPath(answer.value.id), { title: `Ticket #${answer.value.id}` });
            }
            return saved;
          }}
        />
      </div>
      {row ? <TicketContext ticket={row} /> : null}
    </section>
  );
}
