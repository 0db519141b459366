import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  MERGEABLE_FIELDS,
  type MergeableField,
  type Respondent,
} from "../../../../server/contracts/respondents/respondents";
import type { RespondentSuggestion } from "../../../../server/contracts/search";
import type { CountryVariant } from "../../../../server/contracts/validation";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { callApi } from "../../../lib/call-api";
import { useCountryVariant } from "../../../lib/country";
import { useLookup } from "../../../lib/lookups";
import { readQuery } from "../../../lib/read-query";
import { toast } from "../../../lib/toast";
import { calls, respondentKey } from "../api/respondents-api";
import { MERGE_LOOKUPS, mergeValueText } from "../model/merge-values";
import { fieldLabel, mergeRows } from "../model/record-form";

/** A stored value as the record shows it (names for codes, DD/MM/YYYY, masked phones). */
function ShownValue({
  field,
  value,
  variant,
}: {
  field: MergeableField;
  value: unknown;
  variant: CountryVariant;
}) {
  const list = MERGE_LOOKUPS[field];
  if (list) return <LookupValue field={field} list={list} value={value} variant={variant} />;
  return <>{mergeValueText(field, value, variant) || <em>(empty)</em>}</>;
}

function LookupValue({
  field,
  list,
  value,
  variant,
}: {
  field: MergeableField;
  list: string;
  value: unknown;
  variant: CountryVariant;
}) {
  const items = useLookup(list).data ?? [];
  const labels = new Map(items.map((i) => [i.code, i.label]));
  return <>{mergeValueText(field, value, variant, labels) || <em>(empty)</em>}</>;
}

/**
 * Merge two respondents: the open record is kept, the other folds into it. Only differing fields
 * are listed; each row chooses whose value wins (decision 072).
 */
export function MergeDialog({
  keep,
  other,
  canBank,
  onClose,
  onMerged,
}: {
  keep: Respondent;
  other: RespondentSuggestion;
  canBank: boolean;
  onClose: () => void;
  onMerged: () => void;
}) {
  const full = useQuery(
    readQuery(
      respondentKey(other.id),
      calls.respondent,
      { id: other.id },
      { what: `respondent ${other.id}` },
    ),
  );
  const [take, setTake] = useState<Set<MergeableField>>(new Set());
  const [takeBank, setTakeBank] = useState(false);
  const [busy, setBusy] = useState(false);
  const variant = useCountryVariant();
  const rows = full.data ? mergeRows(keep, full.data, MERGEABLE_FIELDS) : [];
  const choose = (field: MergeableField, fromOther: boolean) =>
    setTake((t) => {
      const next = new Set(t);
      if (fromOther) next.add(field);
      else next.delete(field);
      return next;
    });

  const run = async () => {
    setBusy(true);
    const answer = await callApi(calls.mergeRespondents, {
      keepId: keep.id,
      mergeId: other.id,
      take: [...take],
      takeBankDetails: takeBank,
    }).finally(() => setBusy(false));
    if (!answer.succeeded) return toast.error("Error!", answer.errors.join(" "));
    const m = answer.value.moved;
    toast.success(
      "Respondents merged",
      `#${other.id} was merged into #${keep.id}: ${m.events} events, ${m.payments} payments, ${m.points} points, ${m.children} children and ${m.notes} notes moved.`,
    );
    onMerged();
  };

  return (
    <Modal
      open
      wide
      title={`Merge #${other.id} ${other.fullName} into #${keep.id}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} disabled={!full.data} onClick={() => void run()}>
            Merge
          </Button>
        </>
      }
    >
      <p>
        Every event, payment, point, child, reference item and note of both records is kept. #{other.id} is
        then deactivated. Choose which value wins where they differ:
      </p>
      {full.error ? <p className="field-error">{full.error.message}</p> : null}
      {full.data && rows.length === 0 ? <p>The two records hold the same values.</p> : null}
      {rows.length ? (
        <table className="res-table res-merge">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Keep #{keep.id}</th>
              <th scope="col">Take #{other.id}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.field}>
                <th scope="row">{fieldLabel(r.field)}</th>
                <td>
                  <label>
                    <input
                      type="radio"
                      name={`merge-${r.field}`}
                      checked={!take.has(r.field)}
                      onChange={() => choose(r.field, false)}
                    />{" "}
                    <ShownValue field={r.field} value={keep[r.field]} variant={variant} />
                  </label>
                </td>
                <td>
                  <label>
                    <input
                      type="radio"
                      name={`merge-${r.field}`}
                      checked={take.has(r.field)}
                      onChange={() => choose(r.field, true)}
                    />{" "}
                    <ShownValue field={r.field} value={full.data?.[r.field]} variant={variant} />
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {canBank ? (
        <label className="res-check">
          <input type="checkbox" checked={takeBank} onChange={(e) => setTakeBank(e.target.checked)} />
          Take the other record's bank details when this one has none
        </label>
      ) : null}
    </Modal>
  );
}
