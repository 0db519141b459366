import type { GridColumn } from "./results-grid";

/** The grid shows these first when the user has not chosen (the ones a recruiter reads first). */
const PREFERRED = [
  "id",
  "firstName",
  "lastName",
  "gender",
  "age",
  "dateOfBirth",
  "state",
  "suburb",
  "mobile",
  "email",
];

/**
 * Events read by who, what and when: the member's name, the job number and name, the session and
 * its date, never the bare ids (walkthrough M17). The archive has the same fields.
 */
const PREFERRED_EVENTS = [
  "at",
  "kind",
  "status",
  "respondent.firstName",
  "respondent.lastName",
  "jobNumber",
  "jobName",
  "sessionName",
  "sessionStartsAt",
];

export function defaultColumns(all: readonly GridColumn[], entity = "respondent"): string[] {
  const keys = all.map((c) => c.key);
  const wanted = entity === "event" || entity === "event-archive" ? PREFERRED_EVENTS : PREFERRED;
  const preferred = wanted.filter((k) => keys.includes(k));
  return preferred.length >= 4 ? preferred : keys.slice(0, 8);
}

interface Props {
  all: readonly GridColumn[];
  chosen: readonly string[];
  onChange: (keys: string[]) => void;
}

/** Which columns the grid (and the visible-columns export) shows: a list of check boxes. */
export function ColumnChooser({ all, chosen, onChange }: Props) {
  if (!all.length) return null;
  return (
    <details className="ps-columns">
      <summary>Columns ({chosen.length})</summary>
      <div className="ps-column-list">
        {all.map((c) => (
          <label key={c.key}>
            <input
              type="checkbox"
              checked={chosen.includes(c.key)}
              onChange={(e) =>
                onChange(
                  e.target.checked
                    ? all.map((x) => x.key).filter((k) => k === c.key || chosen.includes(k))
                    : chosen.filter((k) => k !== c.key),
                )
              }
            />{" "}
            {c.caption}
          </label>
        ))}
      </div>
    </details>
  );
}
