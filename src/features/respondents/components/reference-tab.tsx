import { useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { z } from "zod";
import { respondentReferenceUpdateSchema } from "../../../../server/contracts/reference-data";
import { type FieldSpec, RecordForm } from "../../../components/ui/record-form";
import { toast } from "../../../lib/toast";
import { saveReferenceSelection, useReferenceData } from "../api/respondents-api";

/** The reference lists a respondent picks from (staff-calls §7.14 reference-data-provider). */
const LISTS = ["VehicleType", "InternetType", "TravelFrequency", "InstituteType", "GroupType"] as const;

/**
 * The list shown is the screen's choice (UI state); the ticked items are a RecordForm on the
 * update contract, one form instance per list and loaded selection.
 */
export function ReferenceTab({ respondentId }: { respondentId: number }) {
  const [type, setType] = useState<string>(LISTS[0]);
  const data = useReferenceData(type, respondentId);
  const items = useMemo(() => data.data?.items ?? [], [data.data]);
  const fields: FieldSpec[] = useMemo(
    () => [
      {
        name: "referenceList",
        label: "Selected items",
        kind: "checklist",
        options: items.map((i) => ({ value: i.code, label: i.label })),
      },
    ],
    [items],
  );
  const schema = useMemo(
    () => z.preprocess((v) => ({ ...(v as object), type }), respondentReferenceUpdateSchema) as z.ZodType,
    [type],
  );

  const save = async (values: FieldValues) => {
    const answer = await saveReferenceSelection(respondentId, type, values.referenceList as string[]);
    if (answer.succeeded) toast.success("Successfully Saved!");
    else toast.error("Error!", answer.errors.join(" "));
    return answer.succeeded;
  };

  return (
    <div>
      <label htmlFor="ref-type">Reference list</label>{" "}
      <select
        id="ref-type"
        className="input res-inline"
        value={type}
        onChange={(e) => setType(e.target.value)}
      >
        {LISTS.map((l) => (
          <option key={l} value={l}>
            {l.replace(/([A-Z])/g, " $1").trim()}
          </option>
        ))}
      </select>
      {data.error ? <p className="field-error">{data.error.message}</p> : null}
      <RecordForm
        key={`${type}-${data.dataUpdatedAt}`}
        id="ref"
        schema={schema}
        fields={fields}
        defaults={{ referenceList: items.filter((i) => i.selected).map((i) => i.code) }}
        submitLabel="Save selection"
        onSubmit={save}
      />
    </div>
  );
}
