import { useJobSurveys } from "../api/panel-search-api";

const KIND_LABELS: Record<string, string> = {
  survey: "Survey",
  screener: "Screener",
  sessionScreener: "Session screener",
};

interface Props {
  /** The search's job (the quota-impact job): its surveys are the ones offered. */
  jobId: number | null;
  surveyId: number | null;
  onChange: (surveyId: number | null) => void;
}

/**
 * The survey whose answers the filter can use (decision 148): choosing one adds its questions to
 * the field list (GetFilterItems/{surveyId}), in a group named after the survey.
 */
export function SurveyPicker({ jobId, surveyId, onChange }: Props) {
  const surveys = useJobSurveys(jobId);
  const list = surveys.data ?? [];
  return (
    <section className="ps-survey" aria-label="Survey answers">
      <h2>Survey answers</h2>
      {!jobId ? (
        <p className="ws-note">Choose a job to filter on the answers to its surveys.</p>
      ) : surveys.isError ? (
        <p className="field-error">{surveys.error.message}</p>
      ) : surveys.isSuccess && list.length === 0 ? (
        <p className="ws-note">This job has no surveys.</p>
      ) : (
        <label className="ps-survey-choice">
          <span>Filter on answers to</span>
          <select
            value={surveyId ?? ""}
            onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">No survey</option>
            {list.map((s) => (
              <option key={s.id} value={s.id}>
                {`${KIND_LABELS[s.kind] ?? s.kind}: ${s.title}`}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}
