import { useState } from "react";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { navigate } from "../../../lib/navigation";
import { useSession } from "../../../lib/session";
import { getOwnEncodedValue } from "../api/survey-public-api";
import "../components/survey.css";
import { useLoaded } from "../../../lib/use-loaded";

type Params = { params: Record<string, string | undefined> };

/**
 * Survey redirect (product §2.10): a signed-in respondent is forwarded to
 * /survey/survey-start/{encoded value for them and the job} (GET /api/survey/encoded-value/{jobid});
 * anyone else signs in first with the
 * job remembered (/signin/{jobid}), and sign-in brings them back here.
 */
export default function SurveyRedirectPage({ params }: Params) {
  const session = useSession();
  const jobId = params.jobid ?? "";
  const respondentId = session?.role === "Respondent" ? session.id : null;
  const [error, setError] = useState<string | null>(null);
  useLoaded(
    () => {
      if (respondentId) return getOwnEncodedValue(jobId);
      navigate(`/signin/${encodeURIComponent(jobId)}`, { replace: true });
    },
    (answer) => {
      if (answer.succeeded) {
        navigate(`/survey/survey-start/${encodeURIComponent(answer.value)}`, {
          replace: true,
        });
      } else setError(answer.errors[0] ?? "This survey is not available.");
    },
    [respondentId, jobId],
  );
  if (!error) return <Spinner label="Opening the survey" />;
  return (
    <Card title="Survey" className="survey-card">
      <p className="survey-error" role="alert">
        {error}
      </p>
    </Card>
  );
}
