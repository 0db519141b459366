import { Link } from "wouter";
import type { BoardJob } from "../../../../server/contracts/client-portal";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { Alert } from "../../../components/ui/alert";
import { formatTime } from "../../../lib/format";
import { useRecruitBoard } from "../api/portal-api";
import { ClientPortalPage } from "./client-portal-page";
import { BoardJobCard, sessionWhen } from "./home-board";

const NEXT = 5;

/** The next sessions of every current job, soonest first. */
function nextSessions(jobs: BoardJob[], now: number) {
  return jobs
    .flatMap((job) => job.sessions.map((session) => ({ job, session })))
    .filter(({ session }) => session.startsAt !== null && Date.parse(session.startsAt) >= now)
    .sort((a, b) => Date.parse(a.session.startsAt ?? "") - Date.parse(b.session.startsAt ?? ""))
    .slice(0, NEXT);
}

/**
 * Home (/clihome): the live recruit board of the company's current jobs (decision 210), asked
 * again every 10 s and on window focus, and the next sessions.
 */
export default function HomePage() {
  const board = useRecruitBoard();
  const jobs = board.data?.jobs ?? [];
  const next = nextSessions(jobs, board.data ? Date.parse(board.data.at) : Date.now());
  return (
    <ClientPortalPage title="Home" home>
      <p className="cp-muted">
        {board.data ? `Updated ${formatTime(board.data.at)}; refreshes every 10 seconds.` : "Loading…"}
      </p>
      {board.error ? <Alert tone="error">{board.error.message}</Alert> : null}
      {next.length ? (
        <>
          <h2 className="cp-section-title">Next sessions</h2>
          <ol className="cp-next" aria-label="Next sessions">
            {next.map(({ job, session }) => (
              <li key={session.id}>
                {sessionWhen(session)} —{" "}
                <Link href={href(ROUTES.cliJob, { id: job.id })}>{job.jobNumber}</Link> {session.name}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <h2 className="cp-section-title">Recruitment board</h2>
      {board.data && jobs.length === 0 ? (
        <p className="cp-muted">
          No job is recruiting right now. All your jobs are under <Link href="/clijobs">Jobs</Link>.
        </p>
      ) : null}
      <ul className="cp-jobs" aria-label="Current jobs">
        {jobs.map((job) => (
          <BoardJobCard key={job.id} job={job} />
        ))}
      </ul>
    </ClientPortalPage>
  );
}
