import type { HistoryItem } from "../../../../server/contracts/respondents/history";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { type DataColumn, DataTable, type PageRequest } from "../../../components/ui/data-table";
import { callApi } from "../../../lib/call-api";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { actions } from "../../../workspace/store";
import { calls } from "../api/respondents-api";

/** Where a timeline line leads: the answers, else the session, else the job (null: nowhere). */
export function historyTarget(
  item: HistoryItem,
  respondentId: number,
): { path: string; title: string } | null {
  if (item.source === "answers" && item.surveyId && item.jobId)
    return {
      path: href(ROUTES.surveyanswers, { surveyid: item.surveyId, resid: respondentId, jobid: item.jobId }),
      title: `Answers – ${item.surveyTitle ?? item.jobNumber ?? ""}`,
    };
  if (item.sessionId && item.jobId)
    return {
      path: href(ROUTES.sessionEditTab, { id: item.sessionId, jobid: item.jobId, tab: "attendees" }),
      title: item.sessionName ?? "Session",
    };
  if (item.jobId)
    return {
      path: href(ROUTES.jobEditTab, { id: item.jobId, selectedtab: "details" }),
      title: item.jobNumber ?? "Job",
    };
  return null;
}

const job = (i: HistoryItem) => (i.jobNumber ? `${i.jobNumber} – ${i.jobName ?? ""}` : "");

/**
 * The participation timeline on the staff record (walkthrough M9): invitations, screeners and
 * their answers, sessions with their status (no-shows included), payments; newest first,
 * server-paged. Enter opens the answers, the session or the job.
 */
export function HistoryPanel({ respondentId }: { respondentId: number }) {
  const open = (item: HistoryItem, otherPane = false) => {
    const target = historyTarget(item, respondentId);
    if (target) actions.open(target.path, { otherPane, title: target.title });
  };
  const columns: DataColumn<HistoryItem>[] = [
    { key: "at", header: "When", width: "10.5rem", render: (i) => formatDateTime(i.at) },
    {
      key: "what",
      header: "What",
      width: "11rem",
      render: (i) =>
        i.source === "answers" ? (
          <a
            href={historyTarget(i, respondentId)?.path}
            onClick={(e) => {
              e.preventDefault();
              open(i);
            }}
          >
            {i.what}
          </a>
        ) : (
          i.what
        ),
    },
    { key: "job", header: "Job", render: job },
    { key: "session", header: "Session / survey", render: (i) => i.sessionName ?? i.surveyTitle ?? "" },
    { key: "status", header: "Status", width: "8rem", render: (i) => i.status ?? "" },
    {
      key: "amount",
      header: "Amount",
      width: "7rem",
      align: "right",
      render: (i) => (i.amount === null ? "" : formatMoney(i.amount)),
    },
  ];
  const loadPage = async (req: PageRequest, signal: AbortSignal) => {
    const page = Math.floor(req.start / req.length) + 1;
    const answer = await callApi(calls.history, { id: respondentId, page, pageSize: req.length }, { signal });
    return answer.succeeded && answer.value ? { rows: answer.value.items, total: answer.value.total } : null;
  };
  return (
    <section aria-labelledby={`history-${respondentId}`} className="res-history">
      <h2 id={`history-${respondentId}`}>History</h2>
      <DataTable<HistoryItem>
        label="Participation history"
        columns={columns}
        rowKey={(i) => i.key}
        pageSize={50}
        height="40vh"
        loadPage={loadPage}
        reloadKey={respondentId}
        onOpen={(i, { otherPane }) => open(i, otherPane)}
        emptyText="No invitations, screeners, sessions or payments yet."
      />
    </section>
  );
}
