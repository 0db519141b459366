import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { href, ROUTES } from "../../../../app/routes/route-patterns";
import { formatMoney } from "../../../../lib/format";
import { jobInvoices, postInvoice } from "../api/accounting-api";
import { jobIdOfState, type PushRow, pushText } from "../model/callback-state";

type Stage =
  | { kind: "connecting" }
  | { kind: "refused"; message: string }
  | { kind: "pushing"; rows: PushRow[]; done: boolean; gaveUp: boolean };

/** How often, and how long, the page follows the queued pushes. */
const POLL_MS = 1500;
const POLL_FOR_MS = 90_000;

function useCallbackRoundTrip(code: string, state: string): { stage: Stage; jobId: number | null } {
  const [stage, setStage] = useState<Stage>({ kind: "connecting" });
  const [jobId, setJobId] = useState<number | null>(() => jobIdOfState(state));
  // The state is spent by the first post: a second one (a re-render, StrictMode) would be refused.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    if (!code || !state) {
      setStage({ kind: "refused", message: "This page is opened by MYOB after you sign in there." });
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = async (job: number, ids: Set<number>, until: number) => {
      const answer = await jobInvoices(job);
      if (stopped || !answer.succeeded) return;
      const rows = answer.value.filter((r) => ids.has(r.id));
      const done = rows.every((r) => r.externalRef);
      const gaveUp = !done && Date.now() > until;
      setStage({ kind: "pushing", rows, done, gaveUp });
      if (!done && !gaveUp) timer = setTimeout(() => void follow(job, ids, until), POLL_MS);
    };
    void postInvoice(code, state).then((answer) => {
      if (stopped) return;
      if (!answer.succeeded) {
        setStage({ kind: "refused", message: answer.errors.join(" ") });
        return;
      }
      const { jobId: job, queued } = answer.value;
      setJobId(job);
      const rows = queued.map((q) => ({ ...q, amount: 0, externalRef: null }));
      setStage({ kind: "pushing", rows, done: rows.length === 0, gaveUp: false });
      if (rows.length > 0) void follow(job, new Set(queued.map((q) => q.id)), Date.now() + POLL_FOR_MS);
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [code, state]);
  return { stage, jobId };
}

function Outcome({ stage }: { stage: Stage }) {
  if (stage.kind === "connecting") return <p role="status">Connecting to MYOB…</p>;
  if (stage.kind === "refused")
    return (
      <div className="alert alert-error" role="alert">
        <p className="alert-title">The invoices were not sent</p>
        <p>{stage.message}</p>
      </div>
    );
  const { rows, done, gaveUp } = stage;
  const summary =
    rows.length === 0
      ? "Connected to MYOB. Every invoice of this job was already sent."
      : done
        ? `Connected to MYOB. ${rows.length === 1 ? "1 invoice was" : `${rows.length} invoices were`} sent.`
        : gaveUp
          ? "Connected to MYOB. Some invoices are still queued: they are sent in the background, and the job's invoices show their references once sent."
          : `Connected to MYOB. Sending ${rows.length === 1 ? "1 invoice" : `${rows.length} invoices`}…`;
  return (
    <>
      <p className={done ? "alert alert-success" : "alert alert-info"} role="status">
        {summary}
      </p>
      {rows.length > 0 ? (
        <ul className="myob-invoices" aria-label="Invoices">
          {rows.map((r) => (
            <li key={r.id}>
              <strong>{r.invoiceNumber}</strong>
              {r.amount ? <span> {formatMoney(r.amount)}</span> : null}
              <span> — {pushText(r)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * myobcallback (INV and MYOB; decisions 278, 279): MYOB sends the browser back here with `code`
 * and `state`; the page posts them once, then follows the job's queued pushes until each invoice
 * has its MYOB reference, and links back to the job.
 */
export default function MyobCallbackView() {
  const [query] = useState(() => new URLSearchParams(window.location.search));
  const { stage, jobId } = useCallbackRoundTrip(query.get("code") ?? "", query.get("state") ?? "");
  return (
    <section className="screen myob-callback">
      <header className="screen-head">
        <h1>Accounting Login</h1>
      </header>
      <Outcome stage={stage} />
      {jobId ? (
        <p>
          <Link href={href(ROUTES.jobEditTab, { id: jobId, selectedtab: "invoices" })}>
            Back to the job's invoices
          </Link>
        </p>
      ) : null}
    </section>
  );
}
