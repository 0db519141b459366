import type { FieldValues } from "react-hook-form";
import {
  type MatchReport,
  mappingFormSchema,
  type UploadAnswer,
} from "../../../server/contracts/list-import";
import { DATE_FORMATS, LIST_IMPORT_FIELDS } from "../../../server/contracts/list-import-fields";
import { callApi } from "../../lib/call-api";
import type { ApiResult } from "../../lib/http";
import { type FieldSpec, RecordForm } from "../ui/record-form";
import { resetFlow, setFlow, useFlow } from "./flow-state";
import { ImportProgress } from "./import-progress";
import { calls, listFileHref } from "./list-import-api";
import { MatchReportView } from "./match-report";
import "./list-import.css";

export interface ListImportFlowProps {
  /** Names this flow's state (one per page or list it is mounted on). */
  flowKey: string;
  /** Sends the chosen file: the panel upload, a staff list upload or a client's private-list upload. */
  upload: (file: File) => Promise<ApiResult<UploadAnswer>>;
  /** Called once the import finished (refresh the list the people went into). */
  onDone?: () => void;
  /** The file to start from: the import template (staff) or the sample list file (a client). */
  startFrom?: "template" | "sample";
}

const mappingFields = (columns: string[]): FieldSpec[] => [
  ...LIST_IMPORT_FIELDS.map((f) => ({
    name: f.key,
    label: f.label,
    kind: "select" as const,
    emptyLabel: "(not in the file)",
    options: columns.map((c, i) => ({ value: String(i), label: c || `Column ${i + 1}` })),
  })),
  {
    name: "dateFormat",
    label: "Dates in the file are written as",
    kind: "select" as const,
    options: DATE_FORMATS.map((f) => ({ value: f, label: f })),
  },
  {
    name: "country",
    label: "Mobiles without +code are from",
    kind: "select" as const,
    options: [
      { value: "AU", label: "Australia" },
      { value: "NZ", label: "New Zealand" },
    ],
  },
];

const mappingDefaults = (u: UploadAnswer): FieldValues => ({
  ...Object.fromEntries(
    LIST_IMPORT_FIELDS.map((f) => [f.key, u.mapping[f.key] === undefined ? "" : String(u.mapping[f.key])]),
  ),
  dateFormat: u.dateFormat,
  country: "AU",
});

/**
 * Upload → map → match report → import (decisions 217–218): the file is read on the server and
 * nothing is stored in the panel until "Import valid rows"; the import then runs as a queued job
 * with a progress bar. Mounted by the panel import page and by the private-list pages.
 */
export function ListImportFlow({ flowKey, upload, onDone, startFrom = "template" }: ListImportFlowProps) {
  const flow = useFlow(flowKey);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFlow(flowKey, { busy: true, error: null });
    const answer = await upload(file);
    setFlow(flowKey, {
      busy: false,
      upload: answer.succeeded ? answer.value : null,
      report: null,
      started: false,
      error: answer.succeeded ? null : answer.errors.join(" "),
    });
  };
  const check = async (values: FieldValues) => {
    if (!flow.upload) return false;
    const v = values as Record<string, string>;
    const mapping = Object.fromEntries(
      LIST_IMPORT_FIELDS.flatMap((f) => (v[f.key] ? [[f.key, Number(v[f.key])]] : [])),
    );
    const answer = await callApi(calls.checkListImport, {
      importId: flow.upload.importId,
      mapping,
      dateFormat: v.dateFormat as (typeof DATE_FORMATS)[number],
      country: v.country === "NZ" ? "NZ" : "AU",
    });
    setFlow(
      flowKey,
      answer.succeeded ? { report: answer.value, error: null } : { error: answer.errors.join(" ") },
    );
    return answer.succeeded;
  };
  const start = async (report: MatchReport) => {
    const answer = await callApi(calls.startListImport, { importId: report.importId });
    setFlow(flowKey, answer.succeeded ? { started: true, error: null } : { error: answer.errors.join(" ") });
  };
  return (
    <div className="list-import">
      {flow.error ? (
        <p className="alert alert-danger" role="alert">
          {flow.error}
        </p>
      ) : null}
      {!flow.upload ? (
        <section aria-labelledby={`${flowKey}-file`}>
          <h2 id={`${flowKey}-file`}>1. Choose the file</h2>
          <p>
            An .xlsx or .csv file whose first row names the columns (up to 200,000 rows, 40 MB). Start from{" "}
            <a href={listFileHref[startFrom]} download>
              {startFrom === "template" ? "the import template (.xlsx)" : "the sample list file (.xlsx)"}
            </a>
            .
          </p>
          <label className="list-import-file">
            <span>List file</span>
            <input
              type="file"
              accept=".xlsx,.csv"
              disabled={flow.busy}
              onChange={(e) => void choose(e.currentTarget.files?.[0])}
            />
          </label>
          {flow.busy ? <p role="status">Reading the file…</p> : null}
        </section>
      ) : null}
      {flow.upload && !flow.report ? (
        <section aria-labelledby={`${flowKey}-map`}>
          <h2 id={`${flowKey}-map`}>2. Match the columns</h2>
          <p>
            {flow.upload.fileName}: {flow.upload.rowCount.toLocaleString("en-AU")} rows.{" "}
            {flow.upload.remembered ? "The columns are matched as last time for this template." : null}
          </p>
          <p className="list-import-preview">
            <strong>First rows:</strong>
            {flow.upload.preview.slice(0, 3).map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows have no identity
              <span key={i}>{r.join(" · ")}</span>
            ))}
          </p>
          <RecordForm
            id={`${flowKey}-mapping`}
            schema={mappingFormSchema}
            fields={mappingFields(flow.upload.columns)}
            defaults={mappingDefaults(flow.upload)}
            onSubmit={check}
            submitLabel="Check the list"
          />
          <button type="button" className="btn" onClick={() => resetFlow(flowKey)}>
            Choose another file
          </button>
        </section>
      ) : null}
      {flow.report && !flow.started ? (
        <MatchReportView
          report={flow.report}
          onImport={() => void start(flow.report as MatchReport)}
          onBack={() => setFlow(flowKey, { report: null })}
        />
      ) : null}
      {flow.report && flow.started ? (
        <ImportProgress importId={flow.report.importId} onDone={onDone} onAgain={() => resetFlow(flowKey)} />
      ) : null}
    </div>
  );
}
