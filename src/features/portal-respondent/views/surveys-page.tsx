import { Link } from "wouter";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { useSurveys } from "../api/portal-lists-api";
import { PortalPage } from "../components/portal-page";
import { ListState, RecordCard, useOwnListId } from "../components/portal-records";
import { canStartSurvey, formatDay, formatMoney, NONE, startSurveyHref } from "../model/portal-lists";

/** My Surveys (decision 098): the surveys the respondent took part in, newest first. */
export default function SurveysPage({ params }: { params: Record<string, string | undefined> }) {
  const id = useOwnListId("/ressurvey", params.id);
  const surveys = useSurveys(id);
  const rows = surveys.data ?? [];
  return (
    <PortalPage title="My Surveys" home="/reshome">
      <ListState
        loading={surveys.isPending}
        error={surveys.error}
        empty={rows.length === 0}
        what="your surveys"
        emptyText={
          <>
            You have not taken part in any surveys yet. New surveys you are invited to show under{" "}
            {id !== null ? (
              <Link href={href(ROUTES.resopportunities, { id })}>My Opportunities</Link>
            ) : (
              "My Opportunities"
            )}
            .
          </>
        }
      >
        <ul className="portal-records" aria-label="Surveys">
          {rows.map((s) => (
            <RecordCard
              key={s.id}
              id={`survey-${s.id}`}
              title={s.jobName?.trim() || "Survey"}
              fields={[
                ["Date", formatDay(s.at)],
                ["Survey", s.description || NONE],
                ["Status", s.status || NONE],
                ["Incentive", formatMoney(s.incentive)],
              ]}
            >
              {canStartSurvey(s) && startSurveyHref(null, s.jobId) ? (
                <a
                  className="btn btn-primary portal-start"
                  href={startSurveyHref(null, s.jobId) ?? undefined}
                  aria-describedby={`survey-${s.id}-title`}
                >
                  Start Survey
                </a>
              ) : null}
            </RecordCard>
          ))}
        </ul>
      </ListState>
    </PortalPage>
  );
}
