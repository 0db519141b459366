import { useMemo, useState } from "react";
import type { Profile } from "../../../../server/contracts/surveys/logic";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { Button } from "../../../components/ui/button";
import { useTabTitle } from "../../../workspace/use-tab-title";
import { useSurveyPreview } from "../api/survey-preview-api";
import { FinishedPage } from "../components/finished-page";
import { SurveyRunner } from "../components/survey-runner";
import { previewEngine } from "../model/run";
import "../components/survey.css";

/** A made-up respondent, so piped profile fields and hidden questions show something. */
const SAMPLE_PROFILE: Profile = {
  firstName: "Alex",
  lastName: "Sample",
  gender: "Female",
  age: 34,
  postcode: "2000",
  state: "NSW",
  suburb: "Sydney",
  email: "alex@example.com",
  mobile: "0412345678",
};

/**
 * surveypreview/{jobid}/{surveyid} (staff tab): exactly what a respondent sees, on the same
 * renderer with the same rules (skips, display conditions, piping, terminate), kept in memory:
 * nothing is saved and no quota place is taken. 'Start again' runs it afresh.
 */
export default function SurveyPreviewView({ params }: { params: Record<string, string | undefined> }) {
  const jobId = Number(params.jobid ?? 0) || 0;
  const surveyId = Number(params.surveyid ?? 0) || 0;
  const preview = useSurveyPreview(surveyId);
  const [run, setRun] = useState(0);
  const data = preview.data;
  useTabTitle(
    href(ROUTES.surveypreview, { jobid: jobId, surveyid: surveyId }),
    data ? `Preview: ${data.detail.title}` : null,
  );
  const engine = useMemo(
    () => (data ? previewEngine(data.questions, SAMPLE_PROFILE, `preview-${run}`) : null),
    [data, run],
  );

  if (preview.isLoading) return <p className="ws-note">Loading…</p>;
  if (preview.error) return <p className="field-error">{preview.error.message}</p>;
  if (!data || !engine) return null;
  if (data.detail.jobId !== jobId) return <p className="field-error">This survey belongs to another job.</p>;
  const again = (
    <Button variant="secondary" onClick={() => setRun((n) => n + 1)}>
      Start again
    </Button>
  );
  return (
    <div className="survey-preview">
      <p className="field-hint" role="note">
        Preview: answers are not saved and quotas are not counted. Piped profile fields use a sample
        respondent (Alex Sample).
      </p>
      <section
        className="survey-card card survey-preview-frame"
        aria-label={`Preview of ${data.detail.title}`}
      >
        {data.questions.length === 0 ? (
          <p>This survey has no questions yet.</p>
        ) : (
          <SurveyRunner
            key={run}
            title={data.detail.title}
            intro={data.detail.introduction}
            questions={data.questions}
            profile={SAMPLE_PROFILE}
            initial={engine.start}
            save={engine.save}
            renderFinished={(state) => <FinishedPage state={state} note="End of the preview." />}
          />
        )}
        <div className="form-actions">{again}</div>
      </section>
    </div>
  );
}
