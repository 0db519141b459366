import type { QueryEntity } from "../../../../server/contracts/panel-search";
import { DateInput, displayToIso, isoToDisplay } from "../../../components/ui/date-input";
import { TextInput } from "../../../components/ui/text-input";
import { useFilterOptions } from "../api/panel-search-api";
import { type Condition, type FieldDef, HISTORY_PARTS, valueCount } from "../model/filter-model";

interface Props {
  entity: QueryEntity;
  condition: Condition;
  field: FieldDef | undefined;
  onValue: (index: number, value: string) => void;
}

const YES_NO = [
  { value: "true", text: "Yes" },
  { value: "false", text: "No" },
];

/** The builder holds dates as typed (DD/MM/YYYY); the date box speaks ISO for whole dates. */
function DateValue({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <DateInput
      aria-label={label}
      className="ps-value"
      value={displayToIso(value) ?? value}
      onChange={(v) => onChange(isoToDisplay(v) || v)}
    />
  );
}

function OptionValue(props: {
  entity: QueryEntity;
  field: FieldDef;
  label: string;
  value: string;
  multiple: boolean;
  onChange: (v: string) => void;
}) {
  const options = useFilterOptions(props.entity, props.field.name, Boolean(props.field.optionsList));
  // An Option field without a list is a yes/no field (eligibility labels, flags).
  const list = props.field.optionsList ? (options.data ?? []) : YES_NO;
  if (options.isError || (!props.field.optionsList && props.field.type !== "Option"))
    return (
      <TextInput
        aria-label={props.label}
        className="ps-value"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    );
  const chosen = props.value.split(",").map((v) => v.trim());
  return (
    <select
      aria-label={props.label}
      className="input ps-value"
      multiple={props.multiple}
      value={props.multiple ? chosen : props.value}
      onChange={(e) =>
        props.onChange(
          props.multiple ? Array.from(e.target.selectedOptions, (o) => o.value).join(", ") : e.target.value,
        )
      }
    >
      {props.multiple ? null : <option value="">Choose…</option>}
      {list.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>
  );
}

/** The value boxes a condition needs: none, one, two (between) or the history element's seven. */
export function ConditionValues({ entity, condition: c, field, onValue }: Props) {
  const n = valueCount(c.type, c.comparison);
  if (n === 0) return null;
  if (c.type === "ClientJobGroupEvent")
    return (
      <div className="ps-history">
        {HISTORY_PARTS.map((part, i) => {
          const label = `${c.caption} ${part}`;
          const value = c.values[i] ?? "";
          if (i === 4 || i === 5)
            return <DateValue key={part} label={label} value={value} onChange={(v) => onValue(i, v)} />;
          return (
            <TextInput
              key={part}
              aria-label={label}
              placeholder={i < 3 ? `${part} id` : part}
              inputMode={i < 3 ? "numeric" : undefined}
              className="ps-value"
              value={value}
              onChange={(e) => onValue(i, e.target.value)}
            />
          );
        })}
      </div>
    );
  return (
    <div className="ps-values">
      {Array.from({ length: n }, (_, i) => {
        const label = `${c.caption} value${n > 1 ? (i === 0 ? " from" : " to") : ""}`;
        const value = c.values[i] ?? "";
        const set = (v: string) => onValue(i, v);
        if (c.type === "Date") return <DateValue key={label} label={label} value={value} onChange={set} />;
        if ((c.type === "DropDown" || c.type === "Option") && field)
          return (
            <OptionValue
              key={label}
              entity={entity}
              field={field}
              label={label}
              value={value}
              multiple={c.comparison === "inList"}
              onChange={set}
            />
          );
        return (
          <TextInput
            key={label}
            aria-label={label}
            className="ps-value"
            type={c.type === "Password" ? "password" : "text"}
            inputMode={c.type === "DoubleText" ? "decimal" : undefined}
            placeholder={c.comparison === "inList" ? "a, b, c" : undefined}
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        );
      })}
    </div>
  );
}
