import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { saveReferenceSelection, useReferenceData } from "../api/respondents-api";

/** The reference lists a respondent picks from (staff-calls §7.14 reference-data-provider). */
const LISTS = ["VehicleType", "InternetType", "TravelFrequency", "InstituteType", "GroupType"] as const;

export function ReferenceTab({ respondentId }: { respondentId: number }) {
  const [type, setType] = useState<string>(LISTS[0]);
  const data = useReferenceData(type, respondentId);
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => {
    setSelected(data.data?.items.filter((i) => i.selected).map((i) => i.code) ?? []);
  }, [data.data]);

  const save = async () => {
    const answer = await saveReferenceSelection(respondentId, type, selected);
    if (answer.succeeded) toast.success("Successfully Saved!");
    else toast.error("Error!", answer.errors.join(" "));
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
      <fieldset className="res-checks">
        <legend>Selected items</legend>
        {(data.data?.items ?? []).map((i) => (
          <label key={i.code} className="res-check">
            <input
              type="checkbox"
              checked={selected.includes(i.code)}
              onChange={(e) =>
                setSelected((s) => (e.target.checked ? [...s, i.code] : s.filter((c) => c !== i.code)))
              }
            />
            {i.label}
          </label>
        ))}
      </fieldset>
      <Button onClick={() => void save()}>Save selection</Button>
    </div>
  );
}
