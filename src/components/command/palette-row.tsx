import { Command } from "cmdk";
import { memo } from "react";
import { formatKey, parseKeys } from "../../../commands/core/registry";
import type { AnyCommand, PickerItem } from "../../../commands/core/types";

export type Row =
  | { kind: "command"; id: string; group: string; command: AnyCommand; reason: string | null }
  | { kind: "item"; id: string; group: string; command: AnyCommand; item: PickerItem<unknown> }
  | { kind: "hint"; id: string; group: string; text: string };

/** Rows by group, groups in order of their first row: the order the list shows them in. */
export function groupRows(rows: readonly Row[]): { name: string; rows: Row[] }[] {
  const groups: { name: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const g = groups.find((x) => x.name === row.group);
    if (g) g.rows.push(row);
    else groups.push({ name: row.group, rows: [row] });
  }
  return groups;
}

/**
 * One palette row. Memoised, and given row objects that stay the same per palette opening and a
 * stable `onChoose`: a keystroke re-renders only the rows that are new, not every row on the list.
 */
export const PaletteRow = memo(function PaletteRow({
  row,
  mac,
  onChoose,
}: {
  row: Row;
  mac: boolean;
  onChoose: (row: Row) => void;
}) {
  if (row.kind === "hint") {
    return (
      <Command.Item value={row.id} disabled className="cmd-item cmd-hint">
        {row.text}
      </Command.Item>
    );
  }
  if (row.kind === "item") {
    return (
      <Command.Item value={row.id} onSelect={() => onChoose(row)} className="cmd-item">
        <span className="cmd-title">{row.item.title}</span>
        {row.item.subtitle ? <span className="cmd-sub">{row.item.subtitle}</span> : null}
      </Command.Item>
    );
  }
  const keys = parseKeys(row.command.key);
  return (
    <Command.Item
      value={row.id}
      onSelect={() => onChoose(row)}
      disabled={Boolean(row.reason)}
      className="cmd-item"
    >
      <span className="cmd-title">{row.command.title}</span>
      {row.reason ? <span className="cmd-reason">{row.reason}</span> : null}
      <span className="cmd-keys">
        {keys.slice(0, 1).map((k) => (
          <kbd key={k}>{formatKey(k, mac)}</kbd>
        ))}
      </span>
    </Command.Item>
  );
});
