import { type CSSProperties, memo, type ReactNode, type TableHTMLAttributes } from "react";
import { useAtomSelect } from "../../lib/store";
import type { FitTest } from "./cell-fit";
import { rowClass, type SelectionStore } from "./data-table-cursor";
import type { PageCache } from "./data-table-model";

/**
 * What DataTable hands the virtualised table and its rows (react-virtuoso's context). It stays
 * the same object while the rows and query stand: the selection comes from `store`.
 */
export type Ctx<T> = {
  cache: PageCache<T>;
  store: SelectionStore;
  onRowClick: (index: number, e: React.MouseEvent) => void;
  onRowOpen: (index: number, e: React.MouseEvent) => void;
  idBase: string;
  /** Role, name, focus and keys of the grid: they go on the <table> (GridTable). */
  grid: TableHTMLAttributes<HTMLTableElement> & Record<`data-${string}`, string | number>;
};

/** The <table>: the grid's role, name, focus, keys and active row sit on it. */
export function GridTable<T>({
  context,
  ...rest
}: {
  context: Ctx<T>;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const { store } = context;
  const cursor = useAtomSelect(store.atom, (sel) => sel.cursor, []);
  // `context.grid` holds the role and tab stop the active descendant goes with.
  const active = { "aria-activedescendant": cursor >= 0 ? `${context.idBase}-r${cursor}` : undefined };
  return <table {...rest} {...context.grid} {...active} />;
}

/** One row: its selection and cursor state, click to select, double-click to open. */
export function Row<T>({
  context,
  ...rest
}: {
  context: Ctx<T>;
  "data-index": number;
  children?: ReactNode;
}) {
  const index = rest["data-index"];
  const { store } = context;
  // This row's state as a number (1 selected, 2 cursor): a key press re-renders the rows whose
  // state it changed, not every rendered row (decision 192).
  const state = useAtomSelect(
    store.atom,
    (sel) => (sel.selected.has(index) ? 1 : 0) | (sel.cursor === index ? 2 : 0),
    [index],
  );
  const selected = (state & 1) === 1;
  return (
    <tr
      {...rest}
      id={`${context.idBase}-r${index}`}
      aria-selected={selected}
      className={rowClass(selected, (state & 2) === 2)}
      onClick={(e) => context.onRowClick(index, e)}
      onDoubleClick={(e) => context.onRowOpen(index, e)}
    />
  );
}

/** The status line's " · N selected" (several rows), from the store. */
export function SelectedCount({ store }: { store: SelectionStore }) {
  const size = useAtomSelect(store.atom, (sel) => sel.selected.size, []);
  return size > 1 ? ` · ${size} selected` : "";
}

/**
 * A row's cells. They depend on the row and the columns only, so a key press (which changes the
 * cursor and selection, i.e. every row's context) re-renders no cell: memo keeps them.
 */
/** What a cell needs of DataTable's column (its DataColumn, without importing it back). */
type CellColumn<T> = { key: string; align?: "left" | "right"; render?: (row: T) => ReactNode };

function CellsOf<T>({
  row,
  columns,
  fitsColumn,
}: {
  row: T | undefined;
  columns: CellColumn<T>[];
  /** Whether a text fits its column unclipped (cell-fit.ts); null until the grid's font is known. */
  fitsColumn: FitTest | null;
}) {
  return columns.map((c, i) => {
    const content =
      row === undefined ? (
        <span className="dt-placeholder">…</span>
      ) : c.render ? (
        c.render(row)
      ) : (
        cellText(row, c.key)
      );
    const fits = fitsColumn !== null && typeof content === "string" && fitsColumn(content, i);
    return (
      <td
        key={c.key}
        className={fits ? "dt-fits" : undefined}
        style={c.align === "right" ? RIGHT : undefined}
      >
        {content}
      </td>
    );
  });
}
export const Cells = memo(CellsOf) as unknown as typeof CellsOf;
const RIGHT: CSSProperties = { textAlign: "right" };

function cellText(row: unknown, key: string): string {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? "" : String(value);
}
