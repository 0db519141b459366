import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { formatHours } from "../../../../server/contracts/tracking-constants";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { formatDateTime } from "../../../lib/format";
import { isMac } from "../../../lib/hotkeys";
import { readRecent } from "../../../workspace/recent";
import { useDashboard, useMissingConfirmations } from "../api/dashboard";

// The widgets of staff-calls §7.6 (KPI cards, quick searches, work lists, charts) ride in a chunk
// of their own, fetched once the first screen shows: the shell's first download stays within its
// budget (decision 233). Both halves come from the one module.
const Widgets = lazy(() => import("./staff-home-widgets"));

/**
 * /dashboard: quick searches and KPI cards, today's hours, my jobs and sessions, missing
 * confirmations, recent items and the palette hint, then my current jobs, current sessions and the
 * charts.
 */
export function DashboardView() {
  const { data, isLoading, error } = useDashboard();
  const missing = useMissingConfirmations();
  const recent = readRecent();
  const mod = isMac() ? "⌘" : "Ctrl";
  return (
    <div className="dashboard" data-testid="dashboard">
      <h1>Dashboard</h1>
      <p className="dashboard-hint">
        Press <kbd>{mod}</kbd>+<kbd>K</kbd> to run any command or open a job (<kbd>#</kbd>), respondent (
        <kbd>@</kbd>), session (<kbd>!</kbd>) or client (<kbd>%</kbd>). Press <kbd>?</kbd> for every shortcut.
      </p>
      <Suspense fallback={null}>
        <Widgets part="top" />
      </Suspense>
      {isLoading ? <p>Loading…</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? (
        <div className="dashboard-grid">
          <section className="card" aria-labelledby="dash-today">
            <h2 id="dash-today" className="card-title">
              Today
            </h2>
            <p>
              Clocked: <strong>{data.working.statusString}</strong>, {data.working.hoursString} hours
            </p>
            <p>
              Tracked on jobs: <strong>{formatHours(data.trackedMinutesToday)}</strong>
            </p>
          </section>
          <section className="card" aria-labelledby="dash-jobs">
            <h2 id="dash-jobs" className="card-title">
              My jobs
            </h2>
            {data.myJobs.length === 0 ? <p>Jobs you track time on show here.</p> : null}
            <ul>
              {data.myJobs.map((j) => (
                <li key={j.id}>
                  <Link href={href(ROUTES.jobEdit, { id: j.id })}>{j.jobNumberAndName}</Link>{" "}
                  <small>({j.jobStatus})</small>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="dash-sessions">
            <h2 id="dash-sessions" className="card-title">
              My sessions
            </h2>
            {data.mySessions.length === 0 ? <p>Your current and upcoming sessions show here.</p> : null}
            <ul>
              {data.mySessions.map((s) => (
                <li key={s.id}>
                  <Link href={href(ROUTES.sessionEdit, { id: s.id, jobid: s.jobId })}>
                    {s.name} (#{s.sessionNumber})
                  </Link>{" "}
                  <small>
                    {s.jobNumberAndName}
                    {s.startsAt ? ` · ${formatDateTime(s.startsAt)}` : ""}
                  </small>
                </li>
              ))}
            </ul>
            <p>
              <Link href="/sessions/sessionscomponent">Pending Sessions</Link> ·{" "}
              <Link href="/sessioncalendar">Session Calendar</Link>
            </p>
          </section>
          <section className="card" aria-labelledby="dash-missing">
            <h2 id="dash-missing" className="card-title">
              Missing confirmations
            </h2>
            {missing.error ? <p role="alert">{missing.error.message}</p> : null}
            {missing.data && missing.data.length === 0 ? <p>Every booked respondent has confirmed.</p> : null}
            <ul>
              {(missing.data ?? []).map((m) => (
                <li key={m.sessionId}>
                  <Link
                    href={href(ROUTES.sessionEditTab, { id: m.sessionId, jobid: m.jobId, tab: "attendees" })}
                  >
                    {m.name} (#{m.sessionNumber})
                  </Link>{" "}
                  <small>
                    {m.jobNumber} · {m.unconfirmed} of {m.booked} unconfirmed
                    {m.startsAt ? ` · ${formatDateTime(m.startsAt)}` : ""}
                  </small>
                </li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="dash-recent">
            <h2 id="dash-recent" className="card-title">
              Recent items
            </h2>
            {recent.length === 0 ? <p>What you open shows here.</p> : null}
            <ul>
              {recent.map((r) => (
                <li key={r.path}>
                  <Link href={r.path}>{r.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
      <Suspense fallback={null}>
        <Widgets part="bottom" />
      </Suspense>
    </div>
  );
}
