import { type CSSProperties, type KeyboardEvent, useState } from "react";
import type { QueryEntity } from "../../../../server/contracts/panel-search";
import { conditionProblem } from "../model/filter-check";
import {
  type ColourCode,
  type Comparison,
  type Condition,
  comparisonLabel,
  FILTER_COLOURS,
  type FieldDef,
} from "../model/filter-model";
import { ConditionValues } from "./condition-values";

interface Props {
  entity: QueryEntity;
  condition: Condition;
  fields: readonly FieldDef[];
  /** Put the cursor on the field box (a condition just added). */
  autoFocus: boolean;
  onField: (field: FieldDef) => void;
  onComparison: (c: Comparison) => void;
  onValue: (index: number, value: string) => void;
  onColour: (c: ColourCode) => void;
  onRemove: () => void;
}

/** Fields grouped as the server groups them (Profile, Business, History …). */
function groupsOf(fields: readonly FieldDef[]) {
  const groups = new Map<string, FieldDef[]>();
  for (const f of fields) {
    const g = f.group ?? "Fields";
    groups.set(g, [...(groups.get(g) ?? []), f]);
  }
  return [...groups];
}

/**
 * One condition: colour, field, comparison, values, remove. Native controls, so Tab, arrows and
 * typing work as everywhere; Alt+Delete in any of its boxes removes it.
 */
export function ConditionRow(props: Props) {
  const c = props.condition;
  const field = props.fields.find((f) => f.name === c.field);
  // A new condition is not wrong before anyone has typed in it or left it (walkthrough minor 1).
  const [touched, setTouched] = useState(false);
  const problem = touched ? conditionProblem(c) : null;
  const colour = FILTER_COLOURS[c.color] ?? FILTER_COLOURS[0];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey && (e.key === "Delete" || e.key === "Backspace")) {
      e.preventDefault();
      props.onRemove();
    }
  };
  return (
    <li
      className="ps-condition"
      data-colour={colour?.name}
      style={{ "--ps-colour": colour?.css } as CSSProperties}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTouched(true);
      }}
      aria-label={`Condition ${c.caption}`}
    >
      <select
        aria-label="Field"
        className="input ps-field"
        value={c.field}
        autoFocus={props.autoFocus}
        onChange={(e) => {
          const next = props.fields.find((f) => f.name === e.target.value);
          if (next) props.onField(next);
        }}
      >
        {groupsOf(props.fields).map(([group, list]) => (
          <optgroup key={group} label={group}>
            {list.map((f) => (
              <option key={f.name} value={f.name}>
                {f.caption}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <select
        aria-label="Comparison"
        className="input ps-comparison"
        value={c.comparison}
        onChange={(e) => props.onComparison(e.target.value as Comparison)}
      >
        {c.comparisons.map((k) => (
          <option key={k} value={k}>
            {comparisonLabel(c.type, k)}
          </option>
        ))}
      </select>
      <ConditionValues entity={props.entity} condition={c} field={field} onValue={props.onValue} />
      <select
        aria-label="Colour"
        className="input ps-colour"
        value={c.color}
        onChange={(e) => props.onColour(Number(e.target.value) as ColourCode)}
      >
        {FILTER_COLOURS.map((col) => (
          <option key={col.code} value={col.code}>
            {col.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-link ps-remove"
        onClick={props.onRemove}
        aria-label={`Remove ${c.caption}`}
      >
        ✕
      </button>
      {problem ? (
        <small className="field-error ps-problem" role="status">
          {problem}
        </small>
      ) : null}
    </li>
  );
}
