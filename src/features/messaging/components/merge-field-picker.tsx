import { MERGE_FIELDS } from "../../../../server/contracts/messaging/template-constants";

/** The merge fields as the rich-text editor's tag menu lists them. */
export const MERGE_TAGS = MERGE_FIELDS.map((f) => ({ key: f.name, label: f.label }));

/** "Insert merge field": a drop-down that hands the chosen field's name to `onInsert`. */
export function MergeFieldPicker({
  id,
  label,
  onInsert,
}: {
  id: string;
  label: string;
  onInsert: (name: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value="" onChange={(e) => e.target.value && onInsert(e.target.value)}>
        <option value="">Choose a field…</option>
        {MERGE_FIELDS.map((f) => (
          <option key={f.name} value={f.name}>
            {f.label}
          </option>
        ))}
      </select>
    </div>
  );
}
