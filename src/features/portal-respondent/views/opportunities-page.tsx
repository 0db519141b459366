import { type Opportunity, recordSurveyClick, useOpportunities } from "../api/portal-lists-api";
import { PortalPage } from "../components/portal-page";
import { ListState, useOwnListId } from "../components/portal-records";
import { formatDay, isExternalUrl, startSurveyHref } from "../model/portal-lists";

/** Product §2.10 and §9: the card's incentive is a fixed label, whatever the job pays. */
const OPPORTUNITY_INCENTIVE = "$75";
export const NO_OPPORTUNITIES =
  "Sorry, opportunities not found. Complete as much detail as possible in your profile to ensure you get selected for Research.";
/** Invite details the job has not set yet (decision 098). */
const TBA = "To be advised";

function StartSurvey({
  opportunity,
  respondentId,
  titleId,
}: {
  opportunity: Opportunity;
  respondentId: number;
  titleId: string;
}) {
  const url = startSurveyHref(opportunity.resSurveyURL, opportunity.clientJobId);
  if (!url) return <p className="portal-muted">The survey link is not ready yet.</p>;
  const external = isExternalUrl(url, window.location.origin);
  // Recorded as the browser follows the link (decision 093); never delays or blocks it.
  const record = () => recordSurveyClick(respondentId, opportunity.clientJobId);
  return (
    <a
      className="btn btn-primary portal-start"
      href={url}
      aria-describedby={titleId}
      onClick={record}
      onAuxClick={(e) => {
        // A middle click opens the survey in a new tab; a right click only opens the menu.
        if (e.button === 1) record();
      }}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      Start Survey
      {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  );
}

function OpportunityCard({
  opportunity,
  respondentId,
  index,
}: {
  opportunity: Opportunity;
  respondentId: number;
  index: number;
}) {
  const job = opportunity.clientJob;
  const titleId = `opportunity-${index}-title`;
  return (
    <li className="portal-record opportunity">
      <h2 id={titleId} className="portal-record-title">
        {job.jobNumberAndName}
      </h2>
      {opportunity.description ? <p>{opportunity.description}</p> : null}
      <div className="opportunity-body">
        <dl className="portal-record-fields">
          <div>
            <dt>Location</dt>
            <dd>{job.inviteLocation || TBA}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{job.inviteTime || TBA}</dd>
          </div>
          <div>
            <dt>Job type</dt>
            <dd>{job.inviteJobType || TBA}</dd>
          </div>
          {opportunity.expiryDate ? (
            <div>
              <dt>Closes</dt>
              <dd>{formatDay(opportunity.expiryDate)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="opportunity-incentive">
          <strong>{OPPORTUNITY_INCENTIVE}</strong> <span>Incentive</span>
        </p>
      </div>
      <StartSurvey opportunity={opportunity} respondentId={respondentId} titleId={titleId} />
    </li>
  );
}

/** My Opportunities (product §2.10): one card per open invitation. */
export default function OpportunitiesPage({ params }: { params: Record<string, string | undefined> }) {
  const id = useOwnListId("/resopportunities", params.id);
  const opportunities = useOpportunities(id);
  const rows = opportunities.data ?? [];
  return (
    <PortalPage title="My Opportunities" home="/reshome">
      <ListState
        loading={opportunities.isPending}
        error={opportunities.error}
        empty={rows.length === 0}
        what="your opportunities"
        emptyText={NO_OPPORTUNITIES}
      >
        <ul className="portal-records" aria-label="Opportunities">
          {id !== null
            ? rows.map((o, i) => (
                // Two invitations to one job are possible and the contract carries no event id.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only, never reordered
                <OpportunityCard key={`${o.clientJobId}-${i}`} opportunity={o} respondentId={id} index={i} />
              ))
            : null}
        </ul>
      </ListState>
    </PortalPage>
  );
}
