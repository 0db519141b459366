import { useEffect } from "react";
import { Link } from "wouter";
import { Alert } from "../../../components/ui/alert";
import { Card } from "../../../components/ui/card";
import { navigate } from "../../../lib/navigation";
import { useSession } from "../../../lib/session";

type Params = { params: Record<string, string | undefined> };

/** Shown until the survey journey (survey-start and its pages) is built; decision 118. */
const SURVEY_NOT_OPEN = "This survey is not open yet.";

/**
 * Survey redirect (product §2.10): anyone not signed in as a respondent signs in first with the
 * job remembered (/signin/{jobid}). The survey pages themselves are not built yet, so a signed-in
 * respondent is told so and led back to My Opportunities instead of into a dead end.
 */
export default function SurveyRedirectPage({ params }: Params) {
  const session = useSession();
  const jobId = params.jobid ?? "";
  const respondent = session?.role === "Respondent";
  useEffect(() => {
    if (!respondent) navigate(`/signin/${encodeURIComponent(jobId)}`, { replace: true });
  }, [respondent, jobId]);
  if (!respondent || !session) return null;
  return (
    <Card title="Survey" className="auth-card">
      <Alert tone="info">{SURVEY_NOT_OPEN}</Alert>
      <p>We will let you know when it opens. Meanwhile your other opportunities are waiting.</p>
      <Link href={`/resopportunities/${session.id}`}>Back to My Opportunities</Link>
    </Card>
  );
}
