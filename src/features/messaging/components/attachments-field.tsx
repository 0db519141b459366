import { useId, useRef } from "react";

/** Types the server accepts for attachments (the documents' rules, checked again there). */
const ACCEPT = ".pdf,.png,.jpg,.jpeg,.gif,.docx,.xlsx,.pptx,.doc,.xls,.csv,.txt";

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** "Attach files": the native file input (Tab, then Space opens the picker) and the chosen files, each removable. */
export function AttachmentsField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="attachments-field">
      <legend>Attachments</legend>
      <label htmlFor={inputId}>Attach files</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        className="input"
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []);
          if (picked.length) onChange([...files, ...picked]);
          e.target.value = "";
        }}
      />
      {files.length ? (
        <ul aria-label="Attached files">
          {files.map((f) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`}>
              {f.name} ({sizeLabel(f.size)}){" "}
              <button
                type="button"
                className="btn btn-small"
                aria-label={`Remove ${f.name}`}
                onClick={() => {
                  onChange(files.filter((other) => other !== f));
                  input.current?.focus();
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <small className="field-hint">PDF, image, Word, Excel, PowerPoint, CSV or text; 10 MB in all.</small>
      )}
    </fieldset>
  );
}
