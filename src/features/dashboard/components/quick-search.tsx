import { useEffect, useId, useState } from "react";
import { JOB_QUICK_FIELDS, RESPONDENT_QUICK_FIELDS } from "../../../../server/contracts/dashboard";
import type { JobSuggestion, RespondentSuggestion } from "../../../../server/contracts/search";
import { SEARCH_MIN_LENGTH } from "../../../../server/contracts/search-constants";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { actions } from "../../../workspace/store";
import { quickSearch } from "../api/dashboard-reads";
import { respondentRoute } from "../model/kpi";

const FIELD_LABELS: Record<string, string> = {
  "job-number": "Job number",
  "job-name": "Job name",
  "job-invnumber": "Invoice number",
  "resp-id": "Respondent id",
  "resp-mobile": "Mobile",
  "resp-email": "E-mail",
};

interface Found {
  id: number;
  text: string;
  path: string;
}

const jobFound = (j: JobSuggestion): Found => ({
  id: j.id,
  text: j.jobNumberAndName,
  path: href(ROUTES.jobEdit, { id: j.id }),
});
const respondentFound = (r: RespondentSuggestion): Found => ({
  id: r.id,
  text: `${r.id} · ${r.fullName}${r.mobile ? ` · ${r.mobile}` : ""}`,
  path: href(ROUTES[respondentRoute(r)], { resid: r.id }),
});

/**
 * One quick search of staff-calls §7.6 (POST job-quick-search / job-respondent-search): pick the
 * field, type (1 character for a respondent id, 4 for the others), at most five suggestions;
 * Enter opens the highlighted one in a workspace tab.
 */
export function QuickSearch({ kind }: { kind: "job" | "respondent" }) {
  const fields = kind === "job" ? JOB_QUICK_FIELDS : RESPONDENT_QUICK_FIELDS;
  const [field, setField] = useState<string>(fields[0]);
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found[]>([]);
  const [active, setActive] = useState(0);
  const id = useId();
  const min = SEARCH_MIN_LENGTH[field as keyof typeof SEARCH_MIN_LENGTH];
  const keyword = text.trim();
  const ready = keyword.length >= min;

  useEffect(() => {
    if (!ready) {
      setFound([]);
      return;
    }
    let stale = false;
    const timer = setTimeout(async () => {
      const rows = await quickSearch(kind, field, keyword);
      if (stale) return;
      setFound(
        kind === "job"
          ? (rows as JobSuggestion[]).map(jobFound)
          : (rows as RespondentSuggestion[]).map(respondentFound),
      );
      setActive(0);
    }, 200);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [kind, field, keyword, ready]);

  const open = (f: Found | undefined) => {
    if (!f) return;
    actions.open(f.path, { title: f.text });
    setText("");
    setFound([]);
  };
  const listId = `${id}-list`;
  const title = kind === "job" ? "Find a job" : "Find a respondent";
  return (
    <div className="quick-search">
      <span className="quick-search-title" id={`${id}-title`}>
        {title}
      </span>
      <div className="quick-search-row">
        <select
          className="input"
          aria-label={`${title}: search by`}
          value={field}
          onChange={(e) => {
            setField(e.target.value);
            setFound([]);
          }}
        >
          {fields.map((f) => (
            <option key={f} value={f}>
              {FIELD_LABELS[f]}
            </option>
          ))}
        </select>
        <input
          type="search"
          className="input"
          role="combobox"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          aria-expanded={found.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={found[active] ? `${id}-opt-${found[active].id}` : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((a) => Math.min(a + 1, found.length - 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => Math.max(a - 1, 0));
            } else if (e.key === "Enter") {
              e.preventDefault();
              open(found[active]);
            }
          }}
        />
      </div>
      <span id={`${id}-hint`} className="quick-search-hint">
        {ready
          ? found.length === 0
            ? "No match yet."
            : `${found.length} found: Enter opens the highlighted one.`
          : `Type at least ${min} character${min > 1 ? "s" : ""}.`}
      </span>
      {found.length > 0 ? (
        <div id={listId} role="listbox" aria-label={`${title}: suggestions`} className="quick-search-list">
          {found.map((f, i) => (
            <div
              key={f.id}
              tabIndex={-1}
              id={`${id}-opt-${f.id}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? "active" : undefined}
              onMouseDown={(e) => {
                e.preventDefault();
                open(f);
              }}
            >
              {f.text}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
