/** What a filter needs of DataTable's column (its DataColumn, without importing it back). */
type FilterColumn = { header: string; filter?: "text" | { options: { value: string; label: string }[] } };

/** A column's box in the filter row: a text box, or a drop-down of its options. */
export function FilterCell({
  column,
  value,
  onChange,
}: {
  column: FilterColumn;
  value: string;
  onChange: (v: string) => void;
}) {
  if (!column.filter) return null;
  const label = `Filter ${column.header}`;
  if (column.filter === "text")
    return (
      <input
        className="input dt-filter"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <select
      className="input dt-filter"
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">All</option>
      {column.filter.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
