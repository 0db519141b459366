import { useState } from "react";
import { respondentPath, SEARCH_MIN_LENGTH } from "../../../../server/contracts/search-constants";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { searchJobsBy, searchRespondentsBy } from "../api/search";
import { Autocomplete, type Suggestion } from "./autocomplete";

/** The field selector of product §2.7: default Mobile Number. */
const FIELDS = [
  { kind: "resp-mobile", label: "Mobile Number" },
  { kind: "resp-email", label: "Email Address" },
  { kind: "resp-id", label: "Panel Member ID" },
  { kind: "job-number", label: "Job Number" },
  { kind: "job-name", label: "Job Name" },
] as const;
type Kind = (typeof FIELDS)[number]["kind"];

async function load(kind: Kind, q: string, signal: AbortSignal): Promise<Suggestion<string>[]> {
  if (kind === "job-number" || kind === "job-name") {
    const jobs = await searchJobsBy(kind, q, signal);
    return jobs.map((j) => ({
      id: j.id,
      label: j.jobNumberAndName,
      value: href(ROUTES.jobEdit, { id: j.id }),
    }));
  }
  const people = await searchRespondentsBy(kind, q, signal);
  return people.map((r) => ({
    id: r.id,
    label: `${r.fullName} (${kind === "resp-email" ? r.email : kind === "resp-mobile" ? r.mobile : `#${r.id}`})${r.isActive ? "" : " (inactive)"}`,
    value: respondentPath(r),
  }));
}

/** Top-bar search: pick a field, type, pick a suggestion; it opens as a workspace tab. */
export function TopSearch({ onOpen }: { onOpen: (path: string) => void }) {
  const [kind, setKind] = useState<Kind>("resp-mobile");
  const [reset, setReset] = useState(0);
  const field = FIELDS.find((f) => f.kind === kind)!;
  return (
    <search className="top-search" aria-label="Quick search">
      <select
        className="input top-search-field"
        aria-label="Search field"
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as Kind);
          setReset((r) => r + 1);
        }}
      >
        {FIELDS.map((f) => (
          <option key={f.kind} value={f.kind}>
            {f.label}
          </option>
        ))}
      </select>
      <Autocomplete<string>
        label={`Search by ${field.label}`}
        placeholder={`Search by ${field.label}`}
        minLength={SEARCH_MIN_LENGTH[kind]}
        load={(q, signal) => load(kind, q, signal)}
        onPick={onOpen}
        resetKey={`${kind}-${reset}`}
        testId="top-search"
      />
      <button type="button" className="btn btn-secondary" onClick={() => setReset((r) => r + 1)}>
        Reset
      </button>
    </search>
  );
}
