import type { Question, QuotaCell } from "../../../../server/contracts/surveys/logic";
import { CommandButton } from "../../../components/command/command-button";
import { Field } from "../../../components/ui/field";
import { ConditionRows } from "./condition-rows";

interface QuotaCellsProps {
  cells: readonly QuotaCell[];
  questions: readonly Question[];
  /** Places taken per stored cell id (GetSurveyQuotas' `filled`). */
  filled: Readonly<Record<number, number>>;
  onChange: (cells: QuotaCell[]) => void;
}

/** The survey's quota cells: a name, a target and the condition that puts a respondent in it. */
export function QuotaCells({ cells, questions, filled, onChange }: QuotaCellsProps) {
  const set = (i: number, cell: QuotaCell | null) =>
    onChange(cell ? cells.map((c, j) => (j === i ? cell : c)) : cells.filter((_, j) => j !== i));
  return (
    <section className="survey-quotas" aria-label="Quotas">
      {cells.length === 0 ? (
        <p className="ws-note">No quota cells: every respondent who qualifies counts.</p>
      ) : null}
      {cells.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: new cells have no id yet
        <fieldset key={`${c.id}-${i}`} className="survey-quota">
          <legend>
            {c.name || `Cell ${i + 1}`}
            {c.id > 0 ? ` · ${filled[c.id] ?? 0} of ${c.target} filled` : ""}
          </legend>
          <div className="survey-form-row">
            <Field id={`quota-${i}-name`} label="Cell name">
              <input
                id={`quota-${i}-name`}
                className="input"
                value={c.name}
                onChange={(e) => set(i, { ...c, name: e.target.value })}
              />
            </Field>
            <Field id={`quota-${i}-target`} label="Target">
              <input
                id={`quota-${i}-target`}
                className="input"
                type="number"
                min={0}
                value={c.target}
                onChange={(e) =>
                  set(i, { ...c, target: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })
                }
              />
            </Field>
          </div>
          <ConditionRows
            idPrefix={`quota-${i}-cond`}
            legend="A respondent counts here when"
            value={c.when}
            questions={questions}
            onChange={(when) => set(i, { ...c, when: when ?? { q: "profile.age", op: "answered" } })}
          />
          <button type="button" className="btn btn-link" onClick={() => set(i, null)}>
            Remove cell
          </button>
        </fieldset>
      ))}
      <CommandButton id="surveys.addQuotaCell" />
    </section>
  );
}
