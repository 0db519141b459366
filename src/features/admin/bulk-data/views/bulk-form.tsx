import { useId } from "react";
import {
  BULK_FIELD_KEYS,
  BULK_FIELDS,
  BULK_KIND_TEXT,
  BULK_KINDS,
  type BulkField,
} from "../../../../../server/contracts/admin/bulk-data-fields";
import { DateInput } from "../../../../components/ui/date-input";
import { useLookup } from "../../../../lib/lookups";
import { useBulkQueries } from "../api/bulk-data-api";
import { bulkScreen, useBulkDraft } from "../state/bulk-screen";

/**
 * The operation and its parameters (decision 281). Each change clears the shown preview, so Run
 * always confirms the count of what the form says now.
 */
export function BulkForm() {
  const base = useId();
  const d = useBulkDraft();
  const queries = useBulkQueries();
  const values = useLookup(BULK_FIELDS[d.field].list);
  const set = bulkScreen.setDraft;
  return (
    <form className="bulk-form" aria-label="Bulk change" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${base}-kind`}>
        Operation
        <select
          className="input"
          id={`${base}-kind`}
          value={d.kind}
          onChange={(e) => set({ kind: BULK_KINDS.find((k) => k === e.target.value) ?? "set-field" })}
        >
          {BULK_KINDS.map((k) => (
            <option key={k} value={k}>
              {BULK_KIND_TEXT[k]}
            </option>
          ))}
        </select>
      </label>
      {d.kind === "set-field" ? (
        <>
          <label htmlFor={`${base}-query`}>
            Saved query
            <select
              className="input"
              id={`${base}-query`}
              value={d.queryId}
              onChange={(e) => set({ queryId: e.target.value })}
            >
              <option value="">Choose a saved query</option>
              {(queries.data ?? []).map((q) => (
                <option key={q.id} value={String(q.id)}>
                  {q.name}
                  {q.isGlobal ? " (global)" : q.jobNumber ? ` (${q.jobNumber})` : ""}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${base}-field`}>
            Field
            <select
              className="input"
              id={`${base}-field`}
              value={d.field}
              onChange={(e) =>
                set({
                  field: BULK_FIELD_KEYS.find((f) => f === e.target.value) ?? ("contactTime" as BulkField),
                  value: "",
                })
              }
            >
              {BULK_FIELD_KEYS.map((f) => (
                <option key={f} value={f}>
                  {BULK_FIELDS[f].label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={`${base}-value`}>
            New value
            <select
              className="input"
              id={`${base}-value`}
              value={d.value}
              onChange={(e) => set({ value: e.target.value })}
            >
              <option value="">Choose a value</option>
              {(values.data ?? []).map((v) => (
                <option key={v.code} value={v.code}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
      {d.kind === "deactivate-members" ? (
        <label htmlFor={`${base}-months`}>
          Not active for (months)
          <input
            className="input"
            id={`${base}-months`}
            inputMode="numeric"
            value={d.months}
            onChange={(e) => set({ months: e.target.value })}
          />
        </label>
      ) : null}
      {d.kind === "archive-jobs" ? (
        <label htmlFor={`${base}-before`}>
          Closed before
          <DateInput
            className="input"
            id={`${base}-before`}
            value={d.closedBefore}
            onChange={(v) => set({ closedBefore: v })}
          />
        </label>
      ) : null}
    </form>
  );
}
