import type { SurveyDetails } from "../../../../server/contracts/surveys/logic";
import { Field } from "../../../components/ui/field";
import { SurveyTextField } from "./survey-text-field";

interface SurveyDetailsFormProps {
  details: SurveyDetails;
  onChange: (details: SurveyDetails) => void;
  errors: Partial<Record<keyof SurveyDetails, string>>;
}

/** Title, introduction, thank-you text and a third-party survey's address. */
export function SurveyDetailsForm({ details, onChange, errors }: SurveyDetailsFormProps) {
  const set = <K extends keyof SurveyDetails>(key: K, value: SurveyDetails[K]) =>
    onChange({ ...details, [key]: value });
  return (
    <section className="survey-details" aria-label="Survey details">
      <Field id="survey-title" label="Title" error={errors.title}>
        <input
          id="survey-title"
          className="input"
          value={details.title}
          onChange={(e) => set("title", e.target.value)}
        />
      </Field>
      <SurveyTextField
        label="Introduction"
        value={details.introduction}
        onChange={(v) => set("introduction", v)}
      />
      <SurveyTextField label="Thank-you text" value={details.thankYou} onChange={(v) => set("thankYou", v)} />
      <Field
        id="survey-redirect"
        label="Third-party survey address"
        error={errors.redirectUrl}
        hint="Leave empty to answer the survey here."
      >
        <input
          id="survey-redirect"
          className="input"
          type="url"
          value={details.redirectUrl ?? ""}
          onChange={(e) => set("redirectUrl", e.target.value || null)}
        />
      </Field>
    </section>
  );
}
