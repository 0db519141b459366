import { Field } from "../../../components/ui/field";

interface CompanyJob {
  id: number;
  jobNumber: string;
  name: string;
}

/** The company's jobs as one picker ("J1234 - Name"): the schedule and feedback pages' job field. */
export function CompanyJobSelect({
  id,
  jobs,
  value,
  onPick,
}: {
  id: string;
  jobs: readonly CompanyJob[] | undefined;
  value: number;
  onPick: (jobId: string) => void;
}) {
  return (
    <Field id={id} label="Job">
      <select id={id} className="input" value={value || ""} onChange={(e) => onPick(e.target.value)}>
        {(jobs ?? []).map((j) => (
          <option key={j.id} value={j.id}>
            {j.jobNumber} - {j.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
