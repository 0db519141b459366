import { type Condition, PROFILE_FIELDS, type Question } from "../../../../server/contracts/surveys/logic";
import {
  conditionRows,
  fromRows,
  isSimple,
  OP_LABELS,
  type SimpleCondition,
  withOp,
} from "../model/conditions";
import { hasOptions } from "../model/editor-model";
import { plainText } from "../model/question-summary";

interface ConditionRowsProps {
  idPrefix: string;
  legend: string;
  value: Condition | undefined;
  /** The questions a row may name (for display logic: the earlier ones). */
  questions: readonly Question[];
  onChange: (next: Condition | undefined) => void;
}

/** A condition as rows ("Q2 is any of Yes") joined by all or any; used by display logic and quotas. */
export function ConditionRows({ idPrefix, legend, value, questions, onChange }: ConditionRowsProps) {
  const { join, rows } = conditionRows(value);
  const set = (i: number, row: Condition | null) =>
    onChange(fromRows(join, row ? rows.map((r, j) => (j === i ? row : r)) : rows.filter((_, j) => j !== i)));
  return (
    <fieldset className="survey-conditions">
      <legend>{legend}</legend>
      {rows.length > 1 ? (
        <select
          className="input"
          aria-label={`${legend}: join`}
          value={join}
          onChange={(e) => onChange(fromRows(e.target.value as "all" | "any", rows))}
        >
          <option value="all">All of these hold</option>
          <option value="any">Any of these holds</option>
        </select>
      ) : null}
      {rows.length === 0 ? <p className="ws-note">Always.</p> : null}
      {rows.map((row, i) =>
        isSimple(row) ? (
          <ConditionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their order is their identity
            key={i}
            id={`${idPrefix}-${i}`}
            row={row}
            questions={questions}
            onChange={(r) => set(i, r)}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <p key={i} className="ws-note">
            A nested group (kept as it is).{" "}
            <button type="button" className="btn btn-link" onClick={() => set(i, null)}>
              Remove
            </button>
          </p>
        ),
      )}
    </fieldset>
  );
}

function ConditionRow(props: {
  id: string;
  row: SimpleCondition;
  questions: readonly Question[];
  onChange: (row: SimpleCondition | null) => void;
}) {
  const { id, row, questions, onChange } = props;
  const target = questions.find((q) => q.id === row.q);
  const choices = hasOptions(target) ? target.options : target?.kind === "grid" ? target.columns : null;
  return (
    <div className="survey-condition">
      <select
        className="input"
        aria-label="Question or profile field"
        value={row.q}
        onChange={(e) => onChange({ ...row, q: e.target.value } as SimpleCondition)}
      >
        {questions.map((q) => (
          <option key={q.id} value={q.id}>
            {q.id}: {plainText(q.text).slice(0, 40)}
          </option>
        ))}
        {PROFILE_FIELDS.map((f) => (
          <option key={f} value={`profile.${f}`}>
            Profile: {f}
          </option>
        ))}
      </select>
      <select
        className="input"
        aria-label="Operator"
        value={row.op}
        onChange={(e) => onChange(withOp(row, e.target.value as SimpleCondition["op"]))}
      >
        {Object.entries(OP_LABELS).map(([op, label]) => (
          <option key={op} value={op}>
            {label}
          </option>
        ))}
      </select>
      {"values" in row && choices ? (
        <span className="record-checklist">
          {choices.map((c) => (
            <label key={c.id} className="survey-check">
              <input
                type="checkbox"
                checked={row.values.includes(c.id)}
                onChange={(e) =>
                  onChange({
                    ...row,
                    values: e.target.checked ? [...row.values, c.id] : row.values.filter((v) => v !== c.id),
                  })
                }
              />
              {c.label}
            </label>
          ))}
        </span>
      ) : null}
      {"values" in row && !choices ? (
        <input
          id={`${id}-values`}
          className="input"
          aria-label="Values, separated by commas"
          value={row.values.join(", ")}
          onChange={(e) => onChange({ ...row, values: e.target.value.split(/\s*,\s*/).filter(Boolean) })}
        />
      ) : null}
      {"value" in row ? (
        <input
          id={`${id}-value`}
          className="input"
          aria-label="Value"
          value={String(row.value)}
          onChange={(e) => {
            const n = Number(e.target.value);
            onChange({
              ...row,
              value: e.target.value.trim() !== "" && Number.isFinite(n) ? n : e.target.value,
            });
          }}
        />
      ) : null}
      <button type="button" className="btn btn-link" onClick={() => onChange(null)}>
        Remove condition
      </button>
    </div>
  );
}
