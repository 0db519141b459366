import { useEffect } from "react";
import "./surveys.css";
import type { SurveyKind } from "../../../../server/contracts/surveys/logic";
import { CommandButton } from "../../../components/command/command-button";
import { navigate } from "../../../lib/navigation";
import { useTabPath } from "../../../workspace/use-tab-path";
import { useTabTitle } from "../../../workspace/use-tab-title";
import { useEditorSource } from "../api/surveys-api";
import { SurveyEditor } from "../components/survey-editor";
import { surveyPath } from "../model/editor-paths";

const TITLES: Record<SurveyKind, string> = {
  survey: "Survey",
  screener: "Screener",
  sessionScreener: "Session screener",
};

type Params = Record<string, string | undefined>;
const id = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * managesurvey/{jobid}[/{surveyid}], managescreener/…, managesessionsurvey/…: loads the survey
 * (or starts a new one) and hands it to the editor, which keeps its draft per tab.
 */
function SurveyEditorScreen({ kind, params, path }: { kind: SurveyKind; params: Params; path: string }) {
  const jobId = id(params.jobid) ?? 0;
  const target = { kind, jobId, surveyId: id(params.surveyid), sessionId: id(params.sessionid) };
  const source = useEditorSource(path, target);
  const found = source.data?.survey?.id ?? null;
  const title = source.data?.survey?.title ?? null;
  useTabTitle(path, title ? `${TITLES[kind]}: ${title}` : null);
  // The job's existing survey opened without its id: show it under its own address.
  useEffect(() => {
    if (found && !target.surveyId)
      navigate(surveyPath(kind, jobId, found, target.sessionId), { replace: true });
  }, [found, target.surveyId, target.sessionId, kind, jobId]);
  if (source.isLoading) return <p className="ws-note">Loading…</p>;
  if (source.error) return <p className="field-error">{source.error.message}</p>;
  if (!source.data) return null;
  return (
    <section className="screen survey-editor-screen">
      <header className="screen-head">
        <h1>
          {TITLES[kind]}
          {title ? (
            <small className="screen-sub"> · {title}</small>
          ) : (
            <small className="screen-sub"> · new</small>
          )}
        </h1>
        <div className="record-toolbar">
          <CommandButton id="surveys.save" className="btn btn-primary" />
          <CommandButton id="surveys.preview" />
          <CommandButton id="surveys.copyToScreener" />
          <CommandButton id="surveys.copyToSessionScreener" />
          <CommandButton id="surveys.openAnswersSummary" />
          <CommandButton id="surveys.deleteSurvey" />
        </div>
      </header>
      <SurveyEditor path={path} target={target} source={source.data} />
    </section>
  );
}

const pathOf = (prefix: string, p: Params, tail = "") =>
  `/${prefix}/${p.jobid}${p.surveyid ? `/${p.surveyid}` : ""}${tail}`;

export function ManageSurveyView({ params }: { params: Params }) {
  const path = useTabPath(pathOf("managesurvey", params));
  return <SurveyEditorScreen key={path} kind="survey" params={params} path={path} />;
}

export function ManageScreenerView({ params }: { params: Params }) {
  const path = useTabPath(pathOf("managescreener", params));
  return <SurveyEditorScreen key={path} kind="screener" params={params} path={path} />;
}

export function ManageSessionSurveyView({ params }: { params: Params }) {
  const path = useTabPath(pathOf("managesessionsurvey", params, `/${params.sessionid}`));
  return <SurveyEditorScreen key={path} kind="sessionScreener" params={params} path={path} />;
}
