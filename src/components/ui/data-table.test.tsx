import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable, type PageRequest } from "./data-table";

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: "Alpha" },
  { id: 2, name: "Bravo" },
  { id: 3, name: "Charlie" },
];

afterEach(cleanup);

function setup() {
  const requests: PageRequest[] = [];
  const onOpen = vi.fn();
  const onSelectionChange = vi.fn();
  const view = render(
    <DataTable<Row>
      label="Things"
      columns={[
        { key: "name", header: "Name", sortable: true, filter: "text" },
        { key: "id", header: "Id" },
      ]}
      rowKey={(r) => r.id}
      loadPage={async (req) => {
        requests.push(req);
        return { rows: ROWS.slice(req.start, req.start + req.length), total: ROWS.length };
      }}
      initialItemCount={3}
      onOpen={onOpen}
      onSelectionChange={onSelectionChange}
    />,
  );
  return { ...view, requests, onOpen, onSelectionChange, grid: view.getByRole("grid", { name: "Things" }) };
}

describe("DataTable", () => {
  it("loads the first page and tells the total", async () => {
    const { grid, requests } = setup();
    await waitFor(() => expect(grid.getAttribute("data-total")).toBe("3"));
    expect(requests[0]).toMatchObject({ start: 0, sort: null, filters: {} });
  });

  it("hands each page the row above it as a keyset cursor, and shows a capped count as 'N+'", async () => {
    const requests: PageRequest[] = [];
    const view = render(
      <DataTable<Row>
        label="Things"
        columns={[{ key: "name", header: "Name" }]}
        rowKey={(r) => r.id}
        pageSize={2}
        loadPage={async (req) => {
          requests.push(req);
          return { rows: ROWS.slice(req.start, req.start + req.length), total: ROWS.length, more: true };
        }}
        initialItemCount={3}
      />,
    );
    await view.findByText("3+ rows");
    await view.findByText("Charlie");
    expect(requests[0]?.after).toBeUndefined();
    expect(requests.find((r) => r.start === 2)?.after).toEqual(ROWS[1]);
  });

  it("arrows move, Enter opens, Ctrl+Enter opens in the other pane", async () => {
    const { grid, onOpen, findByText } = setup();
    await findByText("Charlie");
    fireEvent.focus(grid);
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    fireEvent.keyDown(grid, { key: "Enter" });
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[1], { otherPane: false });
    fireEvent.keyDown(grid, { key: "End" });
    fireEvent.keyDown(grid, { key: "Enter", ctrlKey: true });
    expect(onOpen).toHaveBeenLastCalledWith(ROWS[2], { otherPane: true });
  });

  it("an arrow shows the cursor before React renders; the next key or click sees its selection", async () => {
    const { grid, container, findByText, onSelectionChange } = setup();
    await findByText("Charlie");
    fireEvent.focus(grid);
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0]]));
    const row = (i: number) => container.querySelector(`tr[data-index="${i}"]`) as HTMLElement;
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    // Painted straight away: React's state (and so the selection callback) follows after a frame.
    expect(row(1).className).toContain("dt-cursor");
    expect(row(1).getAttribute("aria-selected")).toBe("true");
    expect(row(0).className).not.toContain("dt-cursor");
    expect(grid.getAttribute("aria-activedescendant")).toBe(row(1).id);
    expect(onSelectionChange).not.toHaveBeenLastCalledWith([ROWS[1]]);
    // Any next key (a command on the selection) first brings the selection up to date.
    fireEvent.keyDown(window, { key: "x" });
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[1]]);
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    fireEvent.click(row(0).querySelector("td") as HTMLElement);
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0]]));
    await new Promise((r) => setTimeout(r, 50));
    const cursors = [...container.querySelectorAll(".dt-cursor")].map(
      (r) => (r as HTMLElement).dataset.index,
    );
    expect(cursors).toEqual(["0"]);
    expect(row(2).getAttribute("aria-selected")).toBe("false");
  });

  it("PageDown and PageUp land on rendered rows straight away, before React renders", async () => {
    const { grid, container, findByText, onSelectionChange } = setup();
    await findByText("Charlie");
    fireEvent.focus(grid);
    const cursor = () =>
      [...container.querySelectorAll(".dt-cursor")].map((r) => (r as HTMLElement).dataset.index);
    fireEvent.keyDown(grid, { key: "PageDown" });
    expect(cursor()).toEqual(["2"]);
    expect(grid.getAttribute("aria-activedescendant")).toMatch(/-r2$/);
    fireEvent.keyDown(grid, { key: "PageUp", shiftKey: true });
    expect(cursor()).toEqual(["0"]);
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith(ROWS));
  });

  it("Shift+arrows select several rows for bulk actions", async () => {
    const { grid, onSelectionChange, findByText } = setup();
    await findByText("Alpha");
    fireEvent.focus(grid);
    fireEvent.keyDown(grid, { key: "ArrowDown", shiftKey: true });
    fireEvent.keyDown(grid, { key: "ArrowDown", shiftKey: true });
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith(ROWS));
  });

  it("a header click sorts and the filter row filters, both on the server", async () => {
    const { getByRole, requests, findByText } = setup();
    await findByText("Alpha");
    fireEvent.click(getByRole("button", { name: /Name/ }));
    await waitFor(() => expect(requests.at(-1)?.sort).toEqual({ column: "name", dir: "asc" }));
    fireEvent.change(getByRole("textbox", { name: "Filter Name" }), { target: { value: "br" } });
    await waitFor(() => expect(requests.at(-1)?.filters).toEqual({ name: "br" }), { timeout: 2000 });
  });

  it("keeps the selection through a reload (an action changed rows) until Escape", async () => {
    const onSelectionChange = vi.fn();
    const table = (rows: Row[]) => (
      <DataTable<Row>
        label="Things"
        columns={[{ key: "name", header: "Name" }]}
        rowKey={(r) => r.id}
        loadPage={async (req) => ({
          rows: rows.slice(req.start, req.start + req.length),
          total: rows.length,
        })}
        reloadKey={rows}
        initialItemCount={3}
        onSelectionChange={onSelectionChange}
      />
    );
    const view = render(table(ROWS));
    const grid = view.getByRole("grid", { name: "Things" });
    await view.findByText("Charlie");
    fireEvent.focus(grid);
    fireEvent.keyDown(grid, { key: "ArrowDown", shiftKey: true });
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[1]]));
    const callsBefore = onSelectionChange.mock.calls.length;
    const changed = [{ id: 1, name: "Alpha (confirmed)" }, ROWS[1]!, ROWS[2]!];
    view.rerender(table(changed));
    await view.findByText("Alpha (confirmed)");
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([changed[0], changed[1]]));
    const since = onSelectionChange.mock.calls.slice(callsBefore).map((c) => c[0]);
    expect(since).not.toContainEqual([]);
    fireEvent.keyDown(grid, { key: "Escape" });
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([]));
  });

  describe("a reload while the keys move (the search re-runs as the filter settles)", () => {
    /** A table whose loads after the first wait until `answer` is called. */
    function reloading() {
      const onSelectionChange = vi.fn();
      const waiting: (() => void)[] = [];
      const table = (reloadKey: number) => (
        <DataTable<Row>
          label="Things"
          columns={[{ key: "name", header: "Name" }]}
          rowKey={(r) => r.id}
          loadPage={(req) => {
            const page = { rows: ROWS.slice(req.start, req.start + req.length), total: ROWS.length };
            if (reloadKey === 0) return Promise.resolve(page);
            return new Promise((resolve) => waiting.push(() => resolve(page)));
          }}
          reloadKey={reloadKey}
          initialItemCount={3}
          onSelectionChange={onSelectionChange}
        />
      );
      const view = render(table(0));
      const answer = () =>
        act(async () => {
          for (const go of waiting.splice(0)) go();
        });
      return { view, table, answer, onSelectionChange, grid: view.getByRole("grid", { name: "Things" }) };
    }

    it("keeps the rows the keys selected before React had rendered them", async () => {
      const { view, table, answer, onSelectionChange, grid } = reloading();
      await view.findByText("Charlie");
      fireEvent.focus(grid);
      await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0]]));
      fireEvent.keyDown(grid, { key: "ArrowDown", shiftKey: true });
      fireEvent.keyDown(grid, { key: "ArrowDown", shiftKey: true });
      // The reload starts in the same frame, before React has followed the painted keys.
      view.rerender(table(1));
      await answer();
      await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith(ROWS));
      expect(view.getByText("3 rows · 3 selected")).toBeTruthy();
    });

    it("a key pressed while the reloaded rows are on their way is not undone when they arrive", async () => {
      const { view, table, answer, onSelectionChange, grid } = reloading();
      await view.findByText("Charlie");
      fireEvent.focus(grid);
      await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0]]));
      view.rerender(table(1));
      fireEvent.keyDown(grid, { key: "ArrowDown", shiftKey: true });
      fireEvent.keyDown(grid, { key: "ArrowDown", shiftKey: true });
      await new Promise((r) => setTimeout(r, 50));
      await answer();
      await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith(ROWS));
      await new Promise((r) => setTimeout(r, 50));
      expect(onSelectionChange).toHaveBeenLastCalledWith(ROWS);
      expect(view.getByText("3 rows · 3 selected")).toBeTruthy();
    });
  });
});
