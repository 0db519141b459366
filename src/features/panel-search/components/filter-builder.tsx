import {
  ELIGIBILITY_LABELS,
  type EligibilityLabel,
  type QueryEntity,
} from "../../../../server/contracts/panel-search";
import {
  type FieldDef,
  type Filter,
  removeCondition,
  setColour,
  setComparison,
  setField,
  setValue,
  toggleGroupJoin,
  toggleJoin,
} from "../model/filter-model";
import { ConditionRow } from "./condition-row";

interface Props {
  entity: QueryEntity;
  filter: Filter;
  fields: readonly FieldDef[];
  /** The condition that takes the cursor (the one just added). */
  focusKey: string | null;
  onChange: (f: Filter) => void;
  excludeLabels: readonly EligibilityLabel[];
  onExcludeLabels: (labels: EligibilityLabel[]) => void;
}

/**
 * The keyboard filter builder: groups of conditions joined by AND/OR, each condition marked with
 * its colour (product §3). Conditions are added with Alt+N ("Add condition"), groups with Alt+G;
 * the join buttons toggle AND/OR; Alt+Delete in a condition removes it.
 */
export function FilterBuilder(props: Props) {
  const { filter: f, onChange } = props;
  return (
    <div className="ps-builder">
      {f.groups.map((g, gi) => (
        <fieldset key={g.key} className="ps-group">
          <legend>
            {gi > 0 ? (
              <button
                type="button"
                className="btn btn-small ps-join"
                aria-label={`Groups joined by ${f.join}; toggle`}
                onClick={() => onChange({ ...f, join: toggleJoin(f.join) })}
              >
                {f.join}
              </button>
            ) : null}{" "}
            Group {gi + 1}: match{" "}
            <button
              type="button"
              className="btn btn-small ps-join"
              aria-label={`Group ${gi + 1} matches ${g.join === "AND" ? "all" : "any"} conditions; toggle`}
              onClick={() => onChange(toggleGroupJoin(f, g.key))}
            >
              {g.join === "AND" ? "all (AND)" : "any (OR)"}
            </button>
          </legend>
          {g.conditions.length ? (
            <ol className="ps-conditions">
              {g.conditions.map((c) => (
                <ConditionRow
                  key={c.key}
                  entity={props.entity}
                  condition={c}
                  fields={props.fields}
                  autoFocus={props.focusKey === c.key}
                  onField={(field) => onChange(setField(f, c.key, field))}
                  onComparison={(cmp) => onChange(setComparison(f, c.key, cmp))}
                  onValue={(i, v) => onChange(setValue(f, c.key, i, v))}
                  onColour={(col) => onChange(setColour(f, c.key, col))}
                  onRemove={() => onChange(removeCondition(f, c.key))}
                />
              ))}
            </ol>
          ) : (
            <p className="ws-note">No conditions: every record matches. Alt+N adds one.</p>
          )}
        </fieldset>
      ))}
      {props.entity === "respondent" ? (
        <fieldset className="ps-labels">
          <legend>Leave out members who are</legend>
          {(Object.keys(ELIGIBILITY_LABELS) as EligibilityLabel[]).map((code) => (
            <label key={code} className="ps-label-choice">
              <input
                type="checkbox"
                checked={props.excludeLabels.includes(code)}
                onChange={(e) =>
                  props.onExcludeLabels(
                    e.target.checked
                      ? [...props.excludeLabels, code]
                      : props.excludeLabels.filter((x) => x !== code),
                  )
                }
              />{" "}
              {ELIGIBILITY_LABELS[code]}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
