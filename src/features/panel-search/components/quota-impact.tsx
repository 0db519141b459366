import { type KeyboardEvent, useState } from "react";
import type { QuotaImpact as Cell } from "../../../../server/contracts/panel-search";
import { EXACT_COUNT_LIMIT } from "../../../../server/contracts/panel-search-constants";
import { TextInput } from "../../../components/ui/text-input";
import { useJobChoices } from "../api/panel-search-api";

export interface ChosenJob {
  id: number;
  title: string;
}

/** A cell's count stops above EXACT_COUNT_LIMIT, like the result's total (decision 146). */
const inResults = (c: Cell) =>
  c.matching === null
    ? "No criteria"
    : c.matching > EXACT_COUNT_LIMIT
      ? `More than ${EXACT_COUNT_LIMIT.toLocaleString("en-AU")}`
      : c.matching;

/** The job box: type a number or name, arrows pick a suggestion, Enter chooses it. */
function JobChooser({ onChoose }: { onChoose: (job: ChosenJob) => void }) {
  const [text, setText] = useState("");
  const [cursor, setCursor] = useState(0);
  const choices = useJobChoices(text).data ?? [];
  const choose = (i: number) => {
    const job = choices[i];
    if (!job) return;
    onChoose({ id: job.id, title: job.jobNumberAndName });
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step: Record<string, () => void> = {
      ArrowDown: () => setCursor((c) => Math.min(c + 1, choices.length - 1)),
      ArrowUp: () => setCursor((c) => Math.max(c - 1, 0)),
      Enter: () => choose(cursor),
    };
    const act = step[e.key];
    if (act && choices.length) {
      e.preventDefault();
      act();
    }
  };
  return (
    <div className="ps-job-chooser">
      <TextInput
        aria-label="Job for quota impact"
        placeholder="Job number or name"
        role="combobox"
        aria-expanded={choices.length > 0}
        aria-controls="ps-job-choices"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setCursor(0);
        }}
        onKeyDown={onKeyDown}
      />
      {choices.length && text.trim() ? (
        <div id="ps-job-choices" role="listbox" className="ps-choices">
          {choices.map((j, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the box above drives the keys
            <div
              key={j.id}
              role="option"
              tabIndex={-1}
              aria-selected={i === cursor}
              onClick={() => choose(i)}
            >
              {j.jobNumberAndName}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}

interface Props {
  job: ChosenJob | null;
  onJob: (job: ChosenJob | null) => void;
  /** The cells for the chosen job; null until a run with that job answered. */
  cells: Cell[] | null;
  /** Shown while cells is null. */
  waiting: string;
}

/**
 * Quota impact: how the results fall into the chosen job's quota cells, refreshed with every run
 * of the filter (filled, open, matching results, and how many would overfill each cell).
 */
export function QuotaImpact({ job, onJob, cells, waiting }: Props) {
  return (
    <section className="ps-quota" aria-label="Quota impact">
      <h2>Quota impact</h2>
      {job ? (
        <p>
          <strong data-testid="quota-job">{job.title}</strong>{" "}
          <button type="button" className="btn btn-link" onClick={() => onJob(null)}>
            Clear job
          </button>
        </p>
      ) : (
        <JobChooser onChoose={onJob} />
      )}
      {job && !cells?.length ? (
        <p className="ws-note">{cells ? "This job has no quota cells." : waiting}</p>
      ) : null}
      {job && cells?.length ? (
        <table className="ps-quota-table" data-testid="quota-impact">
          <thead>
            <tr>
              <th scope="col">Cell</th>
              <th scope="col">Target</th>
              <th scope="col">Filled</th>
              <th scope="col">Open</th>
              <th scope="col">In results</th>
              <th scope="col">Would overfill</th>
            </tr>
          </thead>
          <tbody>
            {cells.map((c) => (
              <tr key={c.quotaId} className={c.overfill > 0 ? "ps-overfill" : undefined}>
                <th scope="row">{c.name}</th>
                <td>{c.target}</td>
                <td>{c.filled}</td>
                <td>{c.open}</td>
                <td>{inResults(c)}</td>
                <td>
                  {c.matching !== null && c.matching > EXACT_COUNT_LIMIT ? `${c.overfill}+` : c.overfill}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {job && cells?.some((c) => c.matching === null) ? (
        <p className="ws-note" data-testid="quota-no-criteria">
          A cell marked 'No criteria' has no conditions the search can read, so its results are not counted:
          on the job's Quotas tab, write its criteria as field=value pairs, e.g. gender=Female; state=NSW.
        </p>
      ) : null}
    </section>
  );
}
