import "../../../../components/ui/data-table.css";
import "./login-audit.css";
import { useCallback, useMemo } from "react";
import { CommandButton } from "../../../../components/command/command-button";
import { type DataColumn, DataTable, type PageRequest } from "../../../../components/ui/data-table";
import { formatDateTime } from "../../../../lib/format";
import { actions } from "../../../../workspace/store";
import { useTabPath } from "../../../../workspace/use-tab-path";
import { type LoginAuditRow, loginAuditPage } from "../api/login-audit-api";
import { auditFiltersOf, auditPathWith, OUTCOME_TEXT, SIGNAL_TEXT } from "../model/audit-url";
import { auditScreen, useAuditSelection } from "../state/audit-screen";
import { AuditFilterBar } from "./audit-filter-bar";

const columns: DataColumn<LoginAuditRow>[] = [
  { key: "at", header: "When", width: "10rem", render: (r) => formatDateTime(r.at) },
  { key: "username", header: "User name as typed" },
  {
    key: "accountName",
    header: "Account",
    render: (r) => (r.accountName ? `${r.accountName} (${r.accountKind})` : "—"),
  },
  { key: "outcome", header: "Outcome", render: (r) => OUTCOME_TEXT[r.outcome] },
  { key: "ip", header: "IP address" },
  {
    key: "signals",
    header: "Signals",
    render: (r) =>
      r.signals.map((s) => (
        <span key={s} className="audit-signal">
          {SIGNAL_TEXT[s]}
        </span>
      )),
  },
  { key: "userAgent", header: "Device", render: (r) => r.userAgent ?? "" },
];

/**
 * loginaudit (LoginAuditAdmin; decision 272): every sign-in attempt, newest first, paged by the
 * server, with its signals; the filters are the tab's address. "End all sessions" acts on the
 * selected row's account.
 */
export default function LoginAuditView() {
  const path = useTabPath("/loginaudit");
  const filters = useMemo(() => auditFiltersOf(path), [path]);
  const selected = useAuditSelection();
  const loadPage = useCallback(
    async (req: PageRequest<LoginAuditRow>, signal: AbortSignal) => {
      const page = await loginAuditPage(filters, req.start, req.length, req.after, signal);
      return page ? { rows: page.rows, total: page.total, more: page.more } : null;
    },
    [filters],
  );
  return (
    <section className="screen login-audit">
      <header className="screen-head">
        <h1>Login Audit</h1>
        <div className="record-toolbar">
          <CommandButton id="loginAudit.endSessions" />
        </div>
      </header>
      <AuditFilterBar
        key={path}
        filters={filters}
        onChange={(next) => actions.open(auditPathWith(path, next))}
      />
      {selected ? (
        <p className="ws-note" aria-live="polite">
          Selected: {selected.username} at {formatDateTime(selected.at)} ({OUTCOME_TEXT[selected.outcome]})
        </p>
      ) : null}
      <DataTable<LoginAuditRow>
        label="Sign-in attempts"
        columns={columns}
        rowKey={(r) => r.id}
        loadPage={loadPage}
        reloadKey={path}
        height="max(240px, calc(100vh - 260px))"
        emptyText="No sign-in attempt matches these filters."
        onSelectionChange={(rows) => auditScreen.select(rows[rows.length - 1] ?? null)}
      />
    </section>
  );
}
