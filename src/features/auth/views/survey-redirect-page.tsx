import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { navigate } from "../../../lib/navigation";
import { useSession } from "../../../lib/session";
import { publicSurveyValue } from "../api/auth-api";

type Params = { params: Record<string, string | undefined> };

/**
 * Survey redirect (product §2.10): a signed-in respondent is forwarded into the job's survey;
 * anyone else signs in first with the job remembered (/signin/{jobid}).
 */
export default function SurveyRedirectPage({ params }: Params) {
  const session = useSession();
  const jobId = params.jobid ?? "";
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (session?.role !== "Respondent") {
      navigate(`/signin/${encodeURIComponent(jobId)}`, { replace: true });
      return;
    }
    let live = true;
    void publicSurveyValue(jobId, session.id).then((answer) => {
      if (!live) return;
      const value = typeof answer.value === "string" ? answer.value : null;
      if (answer.succeeded && value)
        navigate(`/survey/survey-start/${encodeURIComponent(value)}`, { replace: true });
      else setError(answer.errors[0] ?? "The survey could not be opened.");
    });
    return () => {
      live = false;
    };
  }, [session, jobId]);
  return error ? <Alert tone="error">{error}</Alert> : <Spinner label="Opening the survey" />;
}
