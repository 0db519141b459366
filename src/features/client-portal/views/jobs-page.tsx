import { useCallback, useState } from "react";
import { Link, useLocation } from "wouter";
import type { ClientJob } from "../../../../server/contracts/clients";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { Button } from "../../../components/ui/button";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { TextField } from "../../../components/ui/field";
import { formatDate } from "../../../lib/format";
import { ownJobsPage } from "../api/portal-api";
import { ClientPortalPage } from "./client-portal-page";

const COLUMNS: DataColumn<ClientJob>[] = [
  {
    key: "jobNumber",
    header: "Job number",
    width: "9rem",
    render: (r) => <Link href={href(ROUTES.cliJob, { id: r.id })}>{r.jobNumber}</Link>,
  },
  { key: "name", header: "Name", width: "40%" },
  { key: "status", header: "Status" },
  { key: "startDate", header: "Start", render: (r) => formatDate(r.startDate) },
  { key: "endDate", header: "End", render: (r) => formatDate(r.endDate) },
];

/** Jobs (/clijobs): the company's jobs, searched and paged by the server; a job opens its page. */
export default function JobsPage() {
  const [search, setSearch] = useState("");
  const [, navigate] = useLocation();
  const loadPage = useCallback(
    async (req: PageRequest, signal: AbortSignal) => {
      const page = await ownJobsPage(
        { search, start: req.start, length: Math.min(req.length, 100) },
        signal,
      ).catch(() => null);
      return page ? { rows: page.rows, total: page.total } : null;
    },
    [search],
  );
  return (
    <ClientPortalPage title="Jobs">
      <search>
        <form
          className="cp-search"
          onSubmit={(e) => {
            e.preventDefault();
            setSearch(String(new FormData(e.currentTarget).get("search") ?? "").trim());
          }}
        >
          <TextField id="cp-job-search" name="search" label="Job number or name" type="search" />
          <Button type="submit">Search</Button>
        </form>
      </search>
      <DataTable<ClientJob>
        label="Jobs"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        pageSize={50}
        reloadKey={search}
        height="max(240px, calc(100vh - 380px))"
        emptyText={search ? `No job matches "${search}".` : "Your company has no jobs yet."}
        onOpen={(row) => navigate(href(ROUTES.cliJob, { id: row.id }))}
      />
    </ClientPortalPage>
  );
}
