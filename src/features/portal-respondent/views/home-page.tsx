import { Link } from "wouter";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { Alert } from "../../../components/ui/alert";
import { useMe, usePointsAllowed } from "../api/portal-api";
import { type RespondentEvent, useEvents } from "../api/portal-lists-api";
import { needsConfirming, sessionTitle, splitSessions } from "../model/my-sessions";
import { formatDay, formatTimeRange, isSessionEvent, locationText } from "../model/portal-lists";
import "../components/portal.css";

/** The next booked session, and 'please confirm' while it waits for the respondent (M14). */
function NextSession({ id }: { id: number }) {
  const events = useEvents(id);
  const now = Date.now();
  const next: RespondentEvent | undefined = splitSessions((events.data ?? []).filter(isSessionEvent), now)
    .upcoming[0];
  if (!next) return null;
  const pending = needsConfirming(next, now);
  return (
    <section className="portal-next" aria-labelledby="next-session-title">
      <h2 id="next-session-title">Your next session</h2>
      <p>
        <strong>{sessionTitle(next)}</strong>
        <br />
        {formatDay(next.sessionStartsAt ?? next.at)},{" "}
        {formatTimeRange(next.sessionStartsAt, next.sessionEndsAt)}
        <br />
        {locationText(next.venueName, next.venueAddress)}
      </p>
      {pending ? (
        <p className="portal-next-confirm">
          Please confirm you'll be there:{" "}
          <Link href={href(ROUTES.ressession, { id })}>confirm in My Sessions</Link>.
        </p>
      ) : (
        <p>
          You're confirmed. <Link href={href(ROUTES.ressession, { id })}>See My Sessions</Link>.
        </p>
      )}
    </section>
  );
}

/** reshome: a welcome with the respondent's points and next steps (issue 5 item 4). */
export default function HomePage() {
  const me = useMe();
  const points = usePointsAllowed();
  const r = me.data;
  const hasBank = Boolean(r?.financeAccountNumber);
  const profileGaps = r
    ? [r.gender, r.yearOfBirth, r.postcode, r.employmentType].filter((v) => v == null || v === "").length
    : 0;
  return (
    <div className="portal-page">
      <section className="card portal-card" aria-labelledby="home-title">
        <h1 id="home-title" className="card-title">
          {r ? `Welcome, ${r.firstName || r.respondentName}!` : "Welcome!"}
        </h1>
        {me.error ? <Alert tone="error">{me.error.message}</Alert> : null}
        <p>Thank you for being part of our research panel. Here is where you stand.</p>
        {r ? <NextSession id={r.id} /> : null}
        {points && r ? (
          <dl className="points-summary" aria-label="Your points">
            <div>
              <dt>Current Points</dt>
              <dd>{r.accumulatedPoints ?? 0}</dd>
            </div>
            <div>
              <dt>Paid Points</dt>
              <dd>{r.paidPoints ?? 0}</dd>
            </div>
            <div>
              <dt>Total Points</dt>
              <dd>{r.totalPoints ?? 0}</dd>
            </div>
          </dl>
        ) : null}
        <h2>Next steps</h2>
        <ul className="next-steps">
          <li>
            <Link href="/resprofile">
              {profileGaps > 0 ? "Complete your profile" : "Keep your profile up to date"}
            </Link>{" "}
            so we can match you with the right studies.
          </li>
          <li>
            <Link href="/resbanking">{hasBank ? "Check your bank details" : "Add your bank details"}</Link> to
            receive your incentives.
          </li>
          {r ? (
            <li>
              <Link href={href(ROUTES.resopportunities, { id: r.id })}>See your opportunities</Link> and take
              part in research.
            </li>
          ) : null}
          {points ? (
            <li>
              <Link href="/respoints">View your points</Link>: 50 points entitle you to a $50 EFT.
            </li>
          ) : null}
          <li>
            <Link href="/ressocialshare">Share with friends</Link> and invite them to join.
          </li>
        </ul>
      </section>
    </div>
  );
}
