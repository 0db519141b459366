import { type MergeField, RichTextEditor } from "../../../components/ui/rich-text-editor";

interface SurveyTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Piping: earlier answers and profile fields the toolbar inserts as {{…}}. */
  pipes?: readonly MergeField[];
}

/**
 * The one place the survey editor edits rich text (question texts, introduction, thank-you): the
 * shared rich-text editor; the server sanitises what is saved.
 */
export function SurveyTextField({ label, value, onChange, pipes }: SurveyTextFieldProps) {
  return (
    <RichTextEditor
      label={label}
      value={value}
      onChange={onChange}
      {...(pipes ? { mergeFields: pipes } : {})}
    />
  );
}
