import type { Question, Row } from "../../../../server/contracts/surveys/logic";
import { nextId } from "../model/editor-model";

type Grid = Extract<Question, { kind: "grid" }>;

/** A grid question's rows and columns as two editable label lists. */
export function GridLabels({ question, onChange }: { question: Grid; onChange: (q: Grid) => void }) {
  const list = (key: "rows" | "columns", prefix: string, noun: string) => {
    const items: Row[] = question[key];
    const set = (next: Row[]) => onChange({ ...question, [key]: next });
    return (
      <fieldset className="survey-options">
        <legend>{noun}s</legend>
        {items.map((r, i) => (
          <div key={r.id} className="survey-option">
            <input
              className="input survey-option-label"
              aria-label={`${noun} ${i + 1} label`}
              value={r.label}
              onChange={(e) => set(items.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))}
            />
            <button
              type="button"
              className="btn btn-link"
              disabled={items.length < 2}
              onClick={() => set(items.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => set([...items, { id: nextId(prefix, items), label: `${noun} ${items.length + 1}` }])}
        >
          Add {noun.toLowerCase()}
        </button>
      </fieldset>
    );
  };
  return (
    <div className="survey-form-row">
      {list("rows", "r", "Row")}
      {list("columns", "c", "Column")}
    </div>
  );
}
