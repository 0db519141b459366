import "../panel-search.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type {
  EligibilityLabel,
  QueryEntity,
  QueryResultsAnswer,
} from "../../../../server/contracts/panel-search";
import { BLOCKING_LABELS } from "../../../../server/contracts/panel-search-constants";
import { CommandButton } from "../../../components/command/command-button";
import { ExportProgress } from "../../../components/ui/export-progress";
import { actions } from "../../../workspace/store";
import { type SearchRequest, useFilterItems, useResultColumns, useSavedQuery } from "../api/panel-search-api";
import { filterProblems, fromWire, splitExclusions, toWire, withExclusions } from "../model/filter-check";
import {
  addCondition,
  addGroup,
  emptyFilter,
  type FieldDef,
  type Filter,
  setValue,
} from "../model/filter-model";
import { memberPath, memberTitle } from "../model/member-path";
import { draftText, readDraft } from "../model/search-draft";
import { panelSearchScreens, useScreenRequest, useSelections } from "../state/screen-state";
import { ColumnChooser, defaultColumns } from "./column-chooser";
import { FilterBuilder } from "./filter-builder";
import { type ChosenJob, QuotaImpact } from "./quota-impact";
import { ResultsGrid } from "./results-grid";
import { SurveyPicker } from "./survey-picker";

interface Props {
  entity: Exclude<QueryEntity, "document">;
  /** The tab's path: the key of its published state and selection. */
  path: string;
  title: string;
  /** A saved query to open (searchrespondents/filter/{id}). */
  queryId?: number;
  /** A member to start from (searchrespondents/{resid}): the filter opens on that id. */
  memberId?: number;
}

type Summary = {
  total: number;
  estimated: boolean;
  quota: QueryResultsAnswer["quotaImpact"];
  error: string | null;
};

const draftKey = (path: string) => `search-draft:${path}`;

/** The filter builder, quota impact and result grid of one search tab (respondents or events). */
export function SearchScreen({ entity, path, title, queryId = 0, memberId = 0 }: Props) {
  useSelections();
  const [surveyId, setSurveyId] = useState<number | null>(null);
  const items = useFilterItems(entity, surveyId ?? 0);
  const fields = useMemo<FieldDef[]>(
    () =>
      (items.data ?? []).map((i) => ({
        name: i.key,
        caption: i.caption,
        type: i.type,
        group: i.group,
        comparisons: i.comparisons,
        optionsList: i.optionsList,
      })),
    [items.data],
  );
  const allColumns = useResultColumns(entity).data ?? [];
  const saved = useSavedQuery(entity, queryId);
  // A fresh search keeps the conditions it had before a reload (M22); a saved query or a member
  // brings its own. Members who may not be contacted are left out unless unticked (M7).
  const [draft] = useState(() =>
    queryId || memberId ? null : readDraft(window.sessionStorage?.getItem(draftKey(path)) ?? null),
  );
  const [filter, setFilter] = useState<Filter>(() => draft?.filter ?? emptyFilter());
  const [exclude, setExclude] = useState<EligibilityLabel[]>(() =>
    draft ? draft.exclude : entity === "respondent" ? [...BLOCKING_LABELS] : [],
  );
  useEffect(() => {
    if (queryId || memberId) return;
    try {
      window.sessionStorage?.setItem(draftKey(path), draftText({ filter, exclude }));
    } catch {
      // A full or blocked storage only loses the draft on reload.
    }
  }, [path, filter, exclude, queryId, memberId]);
  const [job, setJob] = useState<ChosenJob | null>(null);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [sort, setSort] = useState<{ column: string; dir: "asc" | "desc" } | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [applied, setApplied] = useState<SearchRequest | null>(null);
  const [runKey, setRunKey] = useState(0);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [loaded, setLoaded] = useState<{ id: number; name: string } | null>(null);

  // A saved query (or the member of searchrespondents/{resid}) fills the builder once its fields are known.
  useEffect(() => {
    if (!saved.data || !fields.length || loaded?.id === saved.data.id) return;
    // Its survey's question fields must be known before its conditions are read.
    if (saved.data.surveyId && saved.data.surveyId !== surveyId) return setSurveyId(saved.data.surveyId);
    if (items.isPlaceholderData) return;
    const { filters, labels } = splitExclusions(saved.data.filters);
    setFilter(fromWire(filters, new Map(fields.map((f) => [f.name, f]))));
    setExclude(labels);
    if (saved.data.jobId) setJob({ id: saved.data.jobId, title: `Job #${saved.data.jobId}` });
    setLoaded({ id: saved.data.id, name: saved.data.name });
  }, [saved.data, fields, loaded, surveyId, items.isPlaceholderData]);
  useEffect(() => {
    const idField = fields.find((f) => f.name === "id");
    if (!memberId || !idField) return;
    const { filter: f, key } = addCondition(emptyFilter(), idField);
    setFilter(setValue(f, key, 0, String(memberId)));
  }, [memberId, fields]);

  const problems = useMemo(() => filterProblems(filter), [filter]);
  const wire = useMemo(() => withExclusions(toWire(filter), exclude), [filter, exclude]);
  const columns = useMemo(() => {
    const keys = chosen ?? defaultColumns(allColumns, entity);
    return keys.map((k) => allColumns.find((c) => c.key === k)).filter((c) => c !== undefined);
  }, [chosen, allColumns, entity]);

  const run = useCallback(() => {
    if (problems.length) return;
    setApplied({
      entity,
      filters: wire,
      jobId: job?.id ?? null,
      sessionId: null,
      ...(entity === "event" ? { moduleName: "Search Events" as const } : {}),
    });
    setRunKey((k) => k + 1);
  }, [entity, wire, job, problems]);

  // The filter runs by itself once it settles, so totals and quota impact follow every change.
  const settled = JSON.stringify([wire, job?.id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` is what the run depends on
  useEffect(() => {
    const t = setTimeout(run, 500);
    return () => clearTimeout(t);
  }, [settled]);

  useEffect(() => {
    panelSearchScreens.publish(path, {
      entity,
      filters: problems.length ? null : wire,
      problems,
      jobId: job?.id ?? null,
      sessionId: null,
      surveyId,
      columns: columns.map((c) => c.key),
      sort,
      total: summary?.total ?? null,
      estimated: summary?.estimated ?? false,
      queryId: loaded?.id ?? null,
      queryName: loaded?.name ?? null,
    });
  }, [path, entity, wire, problems, job, surveyId, columns, sort, summary, loaded]);
  useEffect(() => () => panelSearchScreens.forget(path), [path]);

  const request = useScreenRequest(path);
  // A request made before this screen mounted (a closed tab of the same path) is not for it.
  const mountedAt = useRef(request?.seq ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each request (seq) acts once
  useEffect(() => {
    if (!request || request.seq <= mountedAt.current) return;
    if (request.kind === "run") return run();
    const first = fields[0];
    if (request.kind === "addGroup") {
      const g = addGroup(filter);
      if (!first) return setFilter(g.filter);
      const added = addCondition(g.filter, first, g.key);
      setFilter(added.filter);
      return setFocusKey(added.key);
    }
    if (!first) return;
    const added = addCondition(filter, first);
    setFilter(added.filter);
    setFocusKey(added.key);
  }, [request?.seq]);

  const onAnswer = useCallback((a: QueryResultsAnswer | string) => {
    setSummary(
      typeof a === "string"
        ? { total: 0, estimated: false, quota: null, error: a }
        : { total: a.total, estimated: a.estimated, quota: a.quotaImpact, error: null },
    );
  }, []);

  return (
    <section className="screen ps-screen">
      <header className="screen-head">
        <h1>{loaded ? `${title}: ${loaded.name}` : title}</h1>
        <div className="record-toolbar">
          <ExportProgress tag={`search-${entity}`} />
          <CommandButton id="panelSearch.addCondition" />
          <CommandButton id="panelSearch.run" />
          {entity === "respondent" ? <CommandButton id="panelSearch.saveForJob" /> : null}
          <CommandButton id="panelSearch.export" />
          {entity === "respondent" ? <CommandButton id="sessions.book" /> : null}
        </div>
      </header>
      {items.isError ? <p className="field-error">{items.error.message}</p> : null}
      {/* Folds away so the results get the screen (walkthrough M7); open while building. */}
      <details className="ps-filters" open>
        <summary className="ps-filters-summary">
          Filters · {filter.groups.reduce((n, g) => n + g.conditions.length, 0)} conditions
          {exclude.length ? `, ${exclude.length} left out` : ""}
        </summary>
        <div className="ps-top">
          <FilterBuilder
            entity={entity}
            filter={filter}
            fields={fields}
            focusKey={focusKey}
            onChange={setFilter}
            excludeLabels={exclude}
            onExcludeLabels={setExclude}
          />
          {entity === "respondent" ? (
            <div className="ps-side">
              <QuotaImpact
                job={job}
                onJob={(j) => {
                  setJob(j);
                  setSurveyId(null);
                }}
                cells={applied && applied.jobId === job?.id ? (summary?.quota ?? null) : null}
                waiting={problems.length ? "Complete the filter to see its quota impact." : "Counting…"}
              />
              <SurveyPicker jobId={job?.id ?? null} surveyId={surveyId} onChange={setSurveyId} />
            </div>
          ) : null}
        </div>
      </details>
      <div className="ps-result-head">
        <p className="ps-total" aria-live="polite" data-testid="search-total">
          {summary?.error
            ? summary.error
            : summary
              ? `${summary.estimated ? "About " : ""}${summary.total.toLocaleString("en-AU")} ${summary.total === 1 ? "match" : "matches"}${summary.estimated ? " (estimated)" : ""}`
              : "Searching…"}
        </p>
        <ColumnChooser all={allColumns} chosen={columns.map((c) => c.key)} onChange={setChosen} />
      </div>
      <ResultsGrid
        request={applied}
        columns={columns}
        runKey={runKey}
        onAnswer={onAnswer}
        onSort={setSort}
        onSelection={(rows) => panelSearchScreens.setSelection(path, rows)}
        onOpen={(row, otherPane) => {
          const member = { ...row, id: typeof row.respondentId === "number" ? row.respondentId : row.id };
          actions.open(memberPath(member), { otherPane, title: memberTitle(member) });
        }}
      />
    </section>
  );
}
