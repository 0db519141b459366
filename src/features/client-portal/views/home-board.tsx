import { Link } from "wouter";
import type { BoardJob, BoardQuota, BoardSession } from "../../../../server/contracts/client-portal";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { formatDate, formatTime } from "../../../lib/format";

type Counts = Pick<BoardSession, "needed" | "booked" | "confirmed" | "attended">;

/** "DD/MM/YYYY 09:00–11:00" on the agency's clock. */
export function sessionWhen(s: Pick<BoardSession, "startsAt" | "endsAt">): string {
  if (!s.startsAt) return "Date to be set";
  const end = formatTime(s.endsAt);
  return `${formatDate(s.startsAt)} ${formatTime(s.startsAt)}${end ? `–${end}` : ""}`;
}

/** Needed, booked, confirmed, attended of one session or quota cell, with a fill bar. */
function CountsCell({
  title,
  detail,
  counts,
  unknown = false,
}: {
  title: string;
  detail?: string;
  counts: Counts;
  /** A quota cell whose criteria the board cannot count: only the recruiters' figure. */
  unknown?: boolean;
}) {
  const shown = (n: number) => (unknown ? "–" : String(n));
  return (
    <li className="cp-cell" data-testid="board-cell" aria-label={title}>
      <p className="cp-cell-title">{title}</p>
      {detail ? <p className="cp-muted">{detail}</p> : null}
      <dl className="cp-counts">
        <div>
          <dt>Needed</dt>
          <dd data-count="needed">{counts.needed}</dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd data-count="booked">{counts.booked}</dd>
        </div>
        <div>
          <dt>Confirmed</dt>
          <dd data-count="confirmed">{shown(counts.confirmed)}</dd>
        </div>
        <div>
          <dt>Attended</dt>
          <dd data-count="attended">{shown(counts.attended)}</dd>
        </div>
      </dl>
      {counts.needed > 0 ? (
        <progress
          className="cp-meter"
          max={counts.needed}
          value={Math.min(counts.booked, counts.needed)}
          aria-label={`${title}: ${counts.booked} of ${counts.needed} booked`}
        />
      ) : null}
    </li>
  );
}

/** A job's sessions as count cells (the board's card and the job page), or a line saying none. */
export function SessionCells({ sessions, label }: { sessions: readonly BoardSession[]; label: string }) {
  if (!sessions.length) return <p className="cp-muted">No sessions yet.</p>;
  return (
    <ul className="cp-cells" aria-label={label}>
      {sessions.map((s) => (
        <CountsCell
          key={s.id}
          title={`Session ${s.sessionNumber}: ${s.name}`}
          detail={`${sessionWhen(s)} · ${s.status}`}
          counts={s}
        />
      ))}
    </ul>
  );
}

function quotaDetail(q: BoardQuota, sessions: BoardSession[]): string | undefined {
  const session = q.sessionId ? sessions.find((s) => s.id === q.sessionId) : undefined;
  const scope = session ? `Session ${session.sessionNumber}` : undefined;
  const note = q.counted ? undefined : "Counted by the recruiters";
  return [scope, note].filter(Boolean).join(" · ") || undefined;
}

/** One job of the board: every session and quota cell with its counts. */
export function BoardJobCard({ job }: { job: BoardJob }) {
  const headingId = `board-job-${job.id}`;
  return (
    <li className="card" aria-labelledby={headingId} data-testid="board-job">
      <div className="cp-job-head">
        <h2 id={headingId}>
          <Link href={href(ROUTES.cliJob, { id: job.id })}>
            {job.jobNumber} {job.name}
          </Link>
        </h2>
        <span className="cp-muted">{job.status}</span>
      </div>
      <h3 className="cp-section-title">Sessions</h3>
      <SessionCells sessions={job.sessions} label={`Sessions of ${job.jobNumber}`} />
      {job.quotas.length ? (
        <>
          <h3 className="cp-section-title">Quotas</h3>
          <ul className="cp-cells" aria-label={`Quotas of ${job.jobNumber}`}>
            {job.quotas.map((q) => (
              <CountsCell
                key={q.id}
                title={q.name}
                detail={quotaDetail(q, job.sessions)}
                counts={q}
                unknown={!q.counted}
              />
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
