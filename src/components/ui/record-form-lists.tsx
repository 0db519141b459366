import { useLookup } from "../../lib/lookups";

/** The options of a lookup drop-down; a stored code the list lacks is kept as its own option. */
export function LookupOptions({ list, value }: { list: string; value: string }) {
  const items = useLookup(list).data ?? [];
  const options =
    value && !items.some((i) => i.code === value) ? [{ code: value, label: value }, ...items] : items;
  return options.map((o) => (
    <option key={o.code} value={o.code}>
      {o.label}
    </option>
  ));
}

/** A checklist over a lookup list; stored codes the list lacks stay visible (and can be unticked). */
export function LookupChecklist({ lookup, ...props }: Parameters<typeof Checklist>[0] & { lookup: string }) {
  const items = useLookup(lookup).data ?? [];
  const listed = items.map((i) => ({ value: i.code, label: i.label }));
  const options = [
    ...listed,
    ...props.value.filter((v) => !listed.some((o) => o.value === v)).map((v) => ({ value: v, label: v })),
  ];
  if (options.length === 0) return <span className="res-muted">No options available.</span>;
  return <Checklist {...props} options={options} />;
}

export function Checklist({
  id,
  options,
  value,
  onChange,
}: {
  id: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  return (
    <div id={id} className="record-checklist">
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="checkbox"
            checked={value.includes(o.value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, o.value] : value.filter((v) => v !== o.value))
            }
          />{" "}
          {o.label}
        </label>
      ))}
    </div>
  );
}
