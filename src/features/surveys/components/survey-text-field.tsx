import { Field } from "../../../components/ui/field";

interface SurveyTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
}

/**
 * The one place the survey editor edits rich text (question texts, introduction, thank-you):
 * a plain multi-line field until the shared tiptap editor lands, then that editor here.
 * The server sanitises what is saved either way.
 */
export function SurveyTextField({ id, label, value, onChange, hint }: SurveyTextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <textarea id={id} className="input" rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
