import "./data-table.css";
import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { TableVirtuoso, type TableVirtuosoHandle } from "react-virtuoso";
import { type FitTest, fitTest, fontOf } from "./cell-fit";
import { OVERSCAN, PAGE_MARGIN, useCursor } from "./data-table-cursor";
import { FilterCell } from "./data-table-filter";
import { gridMinWidth, gridTemplate, ROW_HEIGHT } from "./data-table-layout";
import {
  clearSelection,
  clickRow,
  emptySelection,
  type KeptSelection,
  keepSelection,
  moveCursor,
  PageCache,
  restoreSelection,
  type SelectionState,
  selectAll,
} from "./data-table-model";
import { Cells, type Ctx, GridTable, Row, SelectedCount } from "./data-table-rows";
import type { DataColumn, DataTableProps, PageRequest, SortState } from "./data-table-types";

export type { DataColumn, DataTableProps, PageRequest, SortState };

/** One object for every render: a new one would have Virtuoso take the components anew. */
const GRID_COMPONENTS = { Table: GridTable as never, TableRow: Row as never };

/**
 * The list of every staff area: server-paged (pages load as they scroll into view), virtualised
 * (react-virtuoso), sortable headers, a filter row, and a keyboard model: arrows move, Shift+arrows
 * and Shift/Ctrl+click select several rows for bulk actions, Enter opens, Ctrl/Cmd+Enter opens in
 * the other pane. Generic: it knows nothing of jobs or clients.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, loadPage, pageSize = 100, onOpen, onSelectionChange, onQueryChange } = props;
  const [sort, setSort] = useState<SortState | null>(props.initialSort ?? null);
  const [filters, setFilters] = useState<Record<string, string>>(props.initialFilters ?? {});
  const [typed, setTyped] = useState<Record<string, string>>(props.initialFilters ?? {});
  const [total, setTotal] = useState<number | null>(null);
  const [more, setMore] = useState(false);
  // Bumped when a page arrives: a new Virtuoso context then renders the loaded rows.
  const [loaded, redraw] = useReducer((n: number) => n + 1, 0);
  const handle = useRef<TableVirtuosoHandle>(null);
  const idBase = useId();
  const rowId = useCallback((index: number) => `${idBase}-r${index}`, [idBase]);
  // Key presses paint ahead of React; `live` is the selection they left, `sel` follows it.
  const { store, live, select, paintAhead, pageRows, setScroller, scroller, wrapper } = useCursor(rowId);
  const visible = useRef({ first: 0, last: pageSize - 1 });
  // PageDown/PageUp land on rows already rendered: a page of rows is kept rendered beyond the
  // viewport in the direction the last page key went (decision 192). The height is the
  // viewport's, known once the scroller is laid out; the direction is read on the next render.
  const [aheadPx, setAheadPx] = useState(0);
  const pageDirection = useRef<"down" | "up">("down");
  const aborts = useRef(new AbortController());
  // After a reload of the same query (an action changed rows) the selection is kept by row key
  // until the first page is back: it stays until Escape (decision 180). `from` is the selection
  // it was taken from: a key or click after it (a different `live`) is the newer choice.
  const kept = useRef<{ keys: KeptSelection; from: SelectionState } | null>(null);
  const lastQuery = useRef<{ cache: PageCache<T> | null; query: string }>({ cache: null, query: "" });
  const rowKeyRef = useRef(props.rowKey);
  rowKeyRef.current = props.rowKey;

  // A new query (sort, filters, reload) starts from an empty cache.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger
  const cache = useMemo(() => new PageCache<T>(pageSize), [pageSize, sort, filters, props.reloadKey]);

  const fetchPages = useCallback(
    (first: number, last: number, knownTotal: number) => {
      for (const start of cache.missingPages(first, last, knownTotal)) {
        cache.markPending(start);
        const signal = aborts.current.signal;
        const after = start > 0 ? cache.get(start - 1) : undefined;
        void loadPage({ start, length: pageSize, sort, filters, after }, signal)
          .then((answer) => {
            if (signal.aborted) return;
            if (!answer) return cache.fail(start);
            cache.put(start, answer.rows);
            setTotal(answer.total);
            setMore(answer.more === true);
            const keep = kept.current;
            if (keep) {
              kept.current = null;
              // Keys pressed while the rows were on their way moved on from the kept selection:
              // theirs stands (a new object, so the selection callback held back meanwhile runs).
              select(
                live.current === keep.from
                  ? restoreSelection(keep.keys, cache, rowKeyRef.current)
                  : { ...live.current },
              );
            }
            redraw();
          })
          .catch(() => cache.fail(start));
      }
    },
    [cache, loadPage, pageSize, sort, filters, select, live],
  );

  // Runs once per new cache (= new query), not on every render of its callbacks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cache is the query's identity
  useEffect(() => {
    aborts.current.abort();
    aborts.current = new AbortController();
    const query = JSON.stringify([pageSize, sort, filters]);
    const before = lastQuery.current;
    // The selection as the keys left it (`live`), not React's, which may be a frame behind them:
    // the reload would otherwise take back the presses React had not rendered yet.
    const now = live.current;
    const waiting = kept.current;
    const keys =
      before.cache && before.query === query
        ? // A reload before the last one's rows came back keeps what that one kept.
          waiting && waiting.from === now
          ? waiting.keys
          : keepSelection(now, before.cache, rowKeyRef.current)
        : null;
    kept.current = keys ? { keys, from: now } : null;
    if (!kept.current) select(emptySelection);
    // The first page also tells the total; later pages load as the range comes into view.
    fetchPages(0, Math.max(visible.current.last, pageSize - 1), Number.MAX_SAFE_INTEGER);
    onQueryChange?.({ sort, filters });
  }, [cache]);

  useEffect(() => () => aborts.current.abort(), []);

  // After the cache effect above: that one reads the previous commit's cache and query.
  useEffect(() => {
    lastQuery.current = { cache, query: JSON.stringify([pageSize, sort, filters]) };
  });

  // Callers pass inline callbacks; reading them through a ref reports only real selection changes.
  // The callback listens to the store itself: a new selection re-renders the rows it changed and
  // the status line, not this component and Virtuoso under it.
  const selectionCallback = useRef(onSelectionChange);
  selectionCallback.current = onSelectionChange;
  useEffect(() => {
    const report = () => {
      // While a kept selection waits for its rows, the old one still stands (no flicker to none).
      if (kept.current) return;
      selectionCallback.current?.(cache.pick(store.get().selected));
    };
    report();
    return store.subscribe(report);
  }, [store, cache]);

  // Typing in the filter row waits for a pause before asking the server.
  useEffect(() => {
    const t = setTimeout(() => {
      const clean = Object.fromEntries(Object.entries(typed).filter(([, v]) => v.trim() !== ""));
      if (JSON.stringify(clean) !== JSON.stringify(filters)) setFilters(clean);
    }, 300);
    return () => clearTimeout(t);
  }, [typed, filters]);

  const count = total ?? 0;
  const go = (to: number, extend: boolean) => {
    const next = moveCursor(live.current, to, count, extend);
    if (paintAhead(next)) return;
    // Not rendered yet (PageDown, End): Virtuoso scrolls to it and renders it with the new state.
    select(next);
    if (next.cursor >= 0) handle.current?.scrollIntoView({ index: next.cursor });
  };

  const open = (index: number, otherPane: boolean) => {
    const row = cache.get(index);
    if (row !== undefined) onOpen?.(row, { otherPane });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest("thead")) return;
    const page = () => Math.max(1, pageRows() ?? visible.current.last - visible.current.first);
    const sel = live.current;
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(sel.cursor + 1, e.shiftKey),
      ArrowUp: () => go(sel.cursor < 0 ? 0 : sel.cursor - 1, e.shiftKey),
      PageDown: () => {
        pageDirection.current = "down";
        go(sel.cursor + page(), e.shiftKey);
      },
      PageUp: () => {
        pageDirection.current = "up";
        go(sel.cursor - page(), e.shiftKey);
      },
      Home: () => go(0, e.shiftKey),
      End: () => go(count - 1, e.shiftKey),
      Enter: () => sel.cursor >= 0 && open(sel.cursor, e.ctrlKey || e.metaKey),
    };
    if (e.key === "Escape" && sel.selected.size > 0) {
      // Escape drops the selection first; a second Escape goes on to the workspace.
      e.preventDefault();
      e.stopPropagation();
      select(clearSelection(sel));
      return;
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "a") {
      e.preventDefault();
      select(selectAll(sel, count));
      return;
    }
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    e.stopPropagation();
    action();
  };

  // Handlers read the latest render's values through a ref, so the context below can stay the
  // same object between key presses (decision 192).
  const handlers = useRef({ onKeyDown, go, open, count });
  handlers.current = { onKeyDown, go, open, count };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` renders newly loaded rows
  const context = useMemo<Ctx<T>>(
    () => ({
      cache,
      store,
      idBase,
      onRowClick: (index, e) =>
        select(clickRow(live.current, index, { shift: e.shiftKey, toggle: e.ctrlKey || e.metaKey })),
      onRowOpen: (index, e) => handlers.current.open(index, e.ctrlKey || e.metaKey),
      grid: {
        role: "grid",
        "aria-label": props.label,
        "aria-rowcount": count,
        "aria-multiselectable": true,
        tabIndex: 0,
        onKeyDown: (e) => handlers.current.onKeyDown(e),
        onFocus: (e) =>
          e.target === e.currentTarget &&
          live.current.cursor < 0 &&
          handlers.current.count > 0 &&
          handlers.current.go(0, false),
        "data-testid": "data-table",
        "data-total": total ?? "",
      },
    }),
    [cache, store, idBase, select, live, props.label, count, total, loaded],
  );

  // Short texts go unclipped (cell-fit.ts): measured in the grid's font, known once it is laid out.
  const [fitsColumn, setFitsColumn] = useState<FitTest | null>(null);
  useLayoutEffect(() => {
    const table = wrapper.current?.querySelector("table");
    if (!table) return;
    const rootPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    setFitsColumn(() => fitTest(fontOf(table), columns, rootPx));
  }, [columns, wrapper]);

  // Stable between key presses: Virtuoso calls it for every rendered row on every render.
  const itemContent = useCallback(
    (index: number, _row: unknown, ctx: Ctx<T>) => (
      <Cells row={ctx.cache.get(index)} columns={columns} fitsColumn={fitsColumn} />
    ),
    [columns, fitsColumn],
  );

  const rangeChanged = useCallback(
    (r: { startIndex: number; endIndex: number }) => {
      visible.current = { first: r.startIndex, last: r.endIndex };
      fetchPages(r.startIndex, r.endIndex, count);
      // A page: the viewport and the margins either side, one row more.
      const height = scroller.current?.clientHeight ?? 0;
      if (height > 0) setAheadPx(height + 2 * PAGE_MARGIN + 40);
    },
    [fetchPages, count, scroller],
  );
  const direction = pageDirection.current;
  const increaseViewportBy = useMemo(
    () =>
      direction === "up"
        ? { top: PAGE_MARGIN + aheadPx, bottom: PAGE_MARGIN }
        : { top: PAGE_MARGIN, bottom: PAGE_MARGIN + aheadPx },
    [direction, aheadPx],
  );

  const toggleSort = useCallback(
    (key: string) =>
      setSort((s) =>
        s?.column === key
          ? { column: key, dir: s.dir === "asc" ? "desc" : "asc" }
          : { column: key, dir: "asc" },
      ),
    [],
  );
  // The same element while sort and filters stand: a key press re-renders no header cell.
  const header = useMemo(
    () => (
      <>
        <tr>
          {columns.map((c) => (
            <th
              key={c.key}
              style={{ textAlign: c.align ?? "left" }}
              aria-sort={
                sort?.column === c.key ? (sort.dir === "asc" ? "ascending" : "descending") : undefined
              }
            >
              {c.sortable ? (
                <button type="button" className="dt-sort" onClick={() => toggleSort(c.key)}>
                  {c.header}
                  <span aria-hidden="true">
                    {sort?.column === c.key ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}
                  </span>
                </button>
              ) : (
                c.header
              )}
            </th>
          ))}
        </tr>
        {columns.some((c) => c.filter) ? (
          <tr className="dt-filter-row">
            {columns.map((c) => (
              <th key={c.key}>
                <FilterCell
                  column={c}
                  value={typed[c.key] ?? ""}
                  onChange={(v) => setTyped((t) => ({ ...t, [c.key]: v }))}
                />
              </th>
            ))}
          </tr>
        ) : null}
      </>
    ),
    [columns, sort, typed, toggleSort],
  );
  const headerContent = useCallback(() => header, [header]);
  const template = useMemo(() => gridTemplate(columns), [columns]);
  const minWidth = useMemo(() => gridMinWidth(columns), [columns]);

  return (
    // The status line and the empty note sit outside the grid: a grid may only hold rows.
    <div
      ref={wrapper}
      className="data-table"
      style={
        {
          height: props.height ?? "60vh",
          "--dt-cols": columns.length,
          "--dt-template": template,
          "--dt-min-width": minWidth,
          "--dt-row-h": `${ROW_HEIGHT}px`,
        } as CSSProperties /* narrow screens and the row layout: data-table.css */
      }
    >
      <TableVirtuoso<unknown, Ctx<T>>
        ref={handle}
        scrollerRef={setScroller}
        context={context}
        totalCount={count}
        {...(props.initialItemCount ? { initialItemCount: Math.min(props.initialItemCount, count) } : {})}
        // About five rows each side, enough for arrow keys and the wheel, and a page ahead for
        // the page keys (decision 192).
        increaseViewportBy={increaseViewportBy}
        // New rows come in chunks of about four: most one-row scrolls change no rendered row, so
        // Virtuoso's catch-up after a key press renders and measures nothing (decision 192).
        overscan={OVERSCAN}
        // Rows are measured in the ResizeObserver callback, after layout, rather than in a later
        // animation frame that forced a second layout on each press.
        skipAnimationFrameInResizeObserver
        // Rows are one height (data-table-layout.ts): placed without measuring them.
        fixedItemHeight={ROW_HEIGHT}
        rangeChanged={rangeChanged}
        // The <table> is the grid (GridTable): it holds only row groups and rows. Virtuoso's
        // scroller would otherwise be a second tab stop that only scrolls.
        className="dt-grid"
        tabIndex={-1}
        components={GRID_COMPONENTS}
        fixedHeaderContent={headerContent}
        itemContent={itemContent}
      />
      {total === 0 ? <p className="dt-empty">{props.emptyText ?? "No records found."}</p> : null}
      <div className="dt-status" aria-live="polite">
        {total === null
          ? "Loading…"
          : `${total.toLocaleString()}${more ? "+" : ""} ${total === 1 && !more ? "row" : "rows"}`}
        <SelectedCount store={store} />
      </div>
    </div>
  );
}
