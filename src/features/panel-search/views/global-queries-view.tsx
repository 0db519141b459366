import { useMemo } from "react";
import type { SavedQuery } from "../../../../server/contracts/panel-search";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { CommandButton } from "../../../components/command/command-button";
import type { DataColumn } from "../../../components/ui/data-table";
import { RecordPanel } from "../../../components/ui/record-panel";
import { formatDate } from "../../../lib/format";
import { actions } from "../../../workspace/store";
import { useSavedQueries } from "../api/panel-search-api";
import { panelSearchScreens, useSelections } from "../state/screen-state";

type Row = Omit<SavedQuery, "filters">;

const columns: DataColumn<Row>[] = [
  { key: "name", header: "Name", width: "40%" },
  { key: "createdBy", header: "Created by" },
  { key: "createdAt", header: "Created", render: (r) => formatDate(r.createdAt) },
  { key: "max", header: "Max", align: "right", render: (r) => (r.max === null ? "" : String(r.max)) },
];

/** admin/globalqueries (ManageGlobalQueries): the global respondent queries; Enter opens one. */
export default function GlobalQueriesView() {
  useSelections();
  const list = useSavedQueries("respondent", 0);
  // One array per answer: the list reloads when `rows` changes, and a new array on every render
  // (the selection re-renders this view) dropped the loaded rows, so Enter found nothing to open.
  const rows = useMemo(() => list.data?.filter((q) => q.isGlobal), [list.data]);
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Global Queries</h1>
      </header>
      <RecordPanel<Row>
        title="Global queries"
        rows={rows}
        error={list.isError ? list.error.message : null}
        columns={columns}
        rowKey={(r) => r.id}
        actions={
          <>
            <CommandButton id="panelSearch.renameQuery" />
            <CommandButton id="panelSearch.deleteQueries" />
          </>
        }
        onSelectionChange={(selected) => panelSearchScreens.setSelection("/admin/globalqueries", selected)}
        onOpen={(row, { otherPane }) =>
          actions.open(href(ROUTES.searchrespondentsFilter, { filterid: row.id }), {
            otherPane,
            title: row.name,
          })
        }
      />
    </section>
  );
}
