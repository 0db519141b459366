import type { ReactNode } from "react";

/** What a DataTable takes and asks for: its columns, sort, page requests and answers, props. */

export interface DataColumn<T> {
  key: string;
  header: string;
  /** CSS width of the column. */
  width?: string;
  sortable?: boolean;
  /** A text box, or a drop-down of options, in the filter row. */
  filter?: "text" | { options: { value: string; label: string }[] };
  align?: "left" | "right";
  render?: (row: T) => ReactNode;
}

export interface SortState {
  column: string;
  dir: "asc" | "desc";
}

export interface PageRequest<T = unknown> {
  start: number;
  length: number;
  sort: SortState | null;
  filters: Record<string, string>;
  /**
   * The row just above this page when it is loaded (the page before's last): a keyset cursor for
   * servers that page by it (decision 282); absent for the first page and after a jump.
   */
  after?: T | undefined;
}

interface PageAnswer<T> {
  rows: T[];
  /** Rows matching the filters (the table's length). */
  total: number;
  /** The server stopped counting: `total` is a floor, shown "1,000+ rows" (decision 282). */
  more?: boolean | undefined;
}

export interface DataTableProps<T> {
  label: string;
  columns: DataColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Loads one server page; answers null when the load failed (the rows stay placeholders). */
  loadPage: (request: PageRequest<T>, signal: AbortSignal) => Promise<PageAnswer<T> | null>;
  pageSize?: number;
  initialSort?: SortState;
  initialFilters?: Record<string, string>;
  /** Change it to drop loaded pages and load again (after a save elsewhere). */
  reloadKey?: unknown;
  /** Enter / double-click; Ctrl/Cmd+Enter (or Ctrl/Cmd+double-click) asks for the other pane. */
  onOpen?: (row: T, options: { otherPane: boolean }) => void;
  onSelectionChange?: (rows: T[]) => void;
  onQueryChange?: (query: { sort: SortState | null; filters: Record<string, string> }) => void;
  height?: string;
  emptyText?: string;
  /** Rows rendered before the viewport is measured (server rendering, tests). */
  initialItemCount?: number;
}
