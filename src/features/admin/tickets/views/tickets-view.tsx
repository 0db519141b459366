import "../../../../components/ui/data-table.css";
import { useCallback } from "react";
import type { TicketListQuery } from "../../../../../server/contracts/admin/tickets";
import { ROUTES } from "../../../../app/routes/route-patterns";
import { CommandButton } from "../../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../../components/ui/data-table";
import { formatDateTime } from "../../../../lib/format";
import { setTabSelection, useTabSelections } from "../../../../workspace/selection";
import { actions } from "../../../../workspace/store";
import { type Ticket, ticketEditPath, ticketsPage } from "../api/tickets-api";
import { useTicketsVersion } from "../state/tickets-screen";

const SORTABLE = new Set(["id", "title", "priority", "status", "createdAt", "updatedAt"]);

const columns: DataColumn<Ticket>[] = [
  { key: "id", header: "#", sortable: true, align: "right", width: "5em" },
  { key: "title", header: "Title", sortable: true, filter: "text", width: "30%" },
  { key: "priority", header: "Priority", sortable: true, filter: "text" },
  { key: "status", header: "Status", sortable: true, filter: "text" },
  { key: "type", header: "Type" },
  { key: "reporter", header: "Reported by", render: (r) => r.reporter ?? "" },
  { key: "assigneeName", header: "Assigned to", render: (r) => r.assigneeName ?? "" },
  { key: "route", header: "Page", render: (r) => r.route ?? "" },
  { key: "updatedAt", header: "Updated", sortable: true, render: (r) => formatDateTime(r.updatedAt) },
];

/** The DataTable's request as the tickets call takes it: the title filter searches. */
const ticketsQuery = (req: PageRequest): Partial<Omit<TicketListQuery, "mine">> => ({
  start: req.start,
  length: req.length,
  search: req.filters.title ?? "",
  ...(req.filters.status ? { status: req.filters.status } : {}),
  ...(req.filters.priority ? { priority: req.filters.priority } : {}),
  ...(req.sort && SORTABLE.has(req.sort.column)
    ? { sort: req.sort.column as TicketListQuery["sort"], dir: req.sort.dir }
    : {}),
});

/**
 * support-ticket (Tickets, decision 275): the tickets paged by the server, newest change first;
 * Enter opens one. Every action is a command (palette, keys, buttons).
 */
export default function TicketsView() {
  const version = useTicketsVersion();
  useTabSelections();
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => ticketsPage(ticketsQuery(req), signal),
    [],
  );
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Support Tickets</h1>
        <div className="record-toolbar list-toolbar">
          <CommandButton id="tickets.new" className="btn btn-primary" />
          <CommandButton id="tickets.delete" />
          <CommandButton id="tickets.report" />
        </div>
      </header>
      <DataTable<Ticket>
        label="Support tickets"
        columns={columns}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        reloadKey={version}
        height="max(240px, calc(100vh - 260px))"
        emptyText="No tickets yet. Press Alt+N to raise one."
        onSelectionChange={(rows) => setTabSelection(ROUTES.supportTicket, rows)}
        onOpen={(row, { otherPane }) =>
          actions.open(ticketEditPath(row.id), { otherPane, title: `Ticket #${row.id}` })
        }
      />
    </section>
  );
}
