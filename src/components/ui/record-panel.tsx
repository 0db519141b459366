import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { CountryVariant } from "../../../server/contracts/validation";
import { type DataColumn, DataTable, type PageRequest } from "./data-table";
import { DiscardChangesDialog, Modal } from "./modal";
import { type FieldSpec, RecordForm } from "./record-form";

export interface RecordPanelProps<R> {
  title: string;
  rows: R[] | undefined;
  error?: string | null;
  columns: DataColumn<R>[];
  rowKey: (row: R) => number;
  /** Buttons of the tab (command buttons: add, delete selected...). */
  actions?: ReactNode;
  /** Editing; absent for read-only lists. */
  editor?: {
    schema: z.ZodType;
    fields: FieldSpec[];
    blank: () => FieldValues;
    fromRow: (row: R) => FieldValues;
    save: (values: FieldValues, row: R | null) => Promise<boolean>;
    /** Country variant of phone/postcode masks. */
    variant?: CountryVariant;
  };
  /** Non-zero while a command asks for a blank editor; cleared through onBlankOpened. */
  openBlank?: number;
  onBlankOpened?: () => void;
  /** The key of a row a command asks to edit (its form opens); cleared through onRowOpened. */
  openRowKey?: number | null;
  onRowOpened?: () => void;
  /** Enter on a read-only row (e.g. open the job of a client's job row). */
  onOpen?: (row: R, options: { otherPane: boolean }) => void;
  onSelectionChange?: (rows: R[]) => void;
  /** The table's height (CSS); short lists pass a smaller one so the form below stays in view. */
  height?: string;
}

/**
 * A tab of an edit screen: the records under a parent in a DataTable (same keyboard model as the
 * big lists), Enter edits a row in a modal form, and closing a changed form asks first.
 */
export function RecordPanel<R>({
  title,
  rows,
  error,
  columns,
  rowKey,
  actions,
  editor,
  openBlank,
  onBlankOpened,
  openRowKey,
  onRowOpened,
  onOpen,
  onSelectionChange,
  height = "45vh",
}: RecordPanelProps<R>) {
  const [editing, setEditing] = useState<{ row: R | null } | null>(null);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const seen = useRef(0);

  // A request made before this tab mounted still opens the editor: it waits until consumed.
  useEffect(() => {
    if (editor && openBlank && openBlank !== seen.current) {
      seen.current = openBlank;
      setEditing({ row: null });
      onBlankOpened?.();
    }
  }, [openBlank, editor, onBlankOpened]);

  useEffect(() => {
    if (!editor || openRowKey === null || openRowKey === undefined || !rows) return;
    const row = rows.find((r) => rowKey(r) === openRowKey);
    if (row) setEditing({ row });
    onRowOpened?.();
  }, [openRowKey, editor, rows, rowKey, onRowOpened]);

  const loadPage = useCallback(
    async (req: PageRequest) => {
      const all = [...(rows ?? [])];
      if (req.sort) {
        const { column, dir } = req.sort;
        all.sort(
          (a, b) =>
            compare((a as Record<string, unknown>)[column], (b as Record<string, unknown>)[column]) *
            (dir === "asc" ? 1 : -1),
        );
      }
      return { rows: all.slice(req.start, req.start + req.length), total: all.length };
    },
    [rows],
  );

  const close = () => {
    if (dirty) setAsking(true);
    else setEditing(null);
  };

  return (
    <section className="record-panel" aria-label={title}>
      <div className="record-toolbar">{actions}</div>
      {error ? <p className="field-error">{error}</p> : null}
      {rows === undefined && !error ? <p className="ws-note">Loading…</p> : null}
      {rows ? (
        <DataTable<R>
          label={title}
          columns={columns.map((c) => ({ sortable: true, ...c }))}
          rowKey={rowKey}
          loadPage={loadPage}
          reloadKey={rows}
          height={height}
          onOpen={(row, opts) => (editor ? setEditing({ row }) : onOpen?.(row, opts))}
          onSelectionChange={onSelectionChange}
        />
      ) : null}
      {editor && editing ? (
        <Modal
          open
          title={`${editing.row ? "Edit" : "Add"} ${title.replace(/s$/, "").toLowerCase()}`}
          onClose={close}
        >
          <RecordForm
            id={`${title.replace(/\W+/g, "-").toLowerCase()}-form`}
            schema={editor.schema}
            fields={editor.fields}
            defaults={editing.row ? editor.fromRow(editing.row) : editor.blank()}
            autoFocus
            {...(editor.variant ? { variant: editor.variant } : {})}
            onDirtyChange={setDirty}
            onSubmit={async (values) => {
              const saved = await editor.save(values, editing.row);
              if (saved) {
                setDirty(false);
                setEditing(null);
              }
              return saved;
            }}
            actions={
              <button type="button" className="btn btn-secondary" onClick={close}>
                Close
              </button>
            }
          />
        </Modal>
      ) : null}
      <DiscardChangesDialog
        open={asking}
        onDiscard={() => {
          setAsking(false);
          setDirty(false);
          setEditing(null);
        }}
        onKeep={() => setAsking(false)}
      />
    </section>
  );
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}
