import { useState } from "react";
import { callApi } from "../../../lib/call-api";
import type { RenderedMessage } from "../api/messaging-api";
import { calls } from "../api/messaging-api";

interface Draft {
  templateId: number;
  subject: string;
  html: string;
  plainText: string;
  smsText: string;
  sms: boolean;
}

/** The message as one real respondent would get it (POST emailtemplate/preview). */
export function TemplatePreview({ draft }: { draft: () => Draft }) {
  const [respondentId, setRespondentId] = useState("");
  const [jobId, setJobId] = useState("");
  const [shown, setShown] = useState<RenderedMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const show = async () => {
    const d = draft();
    const answer = await callApi(calls.previewTemplate, {
      respondentId: Number(respondentId),
      jobId: Number(jobId) || 0,
      ...(d.templateId ? { templateId: d.templateId } : {}),
      subject: d.subject,
      html: d.html,
      plainText: d.plainText,
      smsText: d.smsText,
    });
    setError(answer.succeeded ? null : answer.errors.join(" "));
    setShown(answer.succeeded ? answer.value : null);
  };
  const sms = draft().sms;
  return (
    <fieldset className="template-preview">
      <legend>Preview with a real respondent</legend>
      <div className="record-form-grid">
        <label>
          Panel member ID
          <input
            className="input"
            inputMode="numeric"
            value={respondentId}
            onChange={(e) => setRespondentId(e.target.value.replace(/\D/g, ""))}
          />
        </label>
        <label>
          Job ID (optional, for the survey link)
          <input
            className="input"
            inputMode="numeric"
            value={jobId}
            onChange={(e) => setJobId(e.target.value.replace(/\D/g, ""))}
          />
        </label>
      </div>
      <button type="button" className="btn" disabled={!respondentId} onClick={show}>
        Preview
      </button>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {shown ? (
        <section className="preview-body" aria-label="Preview">
          <p>
            To {shown.respondentName} · {sms ? (shown.mobile ?? "no mobile") : (shown.email ?? "no e-mail")}
          </p>
          {sms ? (
            <pre className="preview-sms">{shown.sms}</pre>
          ) : (
            <>
              <p>
                <strong>{shown.subject}</strong>
              </p>
              {/* The server sanitised the html; the sandbox runs nothing in it anyway. */}
              <iframe
                title="E-mail preview"
                sandbox=""
                srcDoc={shown.html}
                style={{ width: "100%", height: 240, border: "1px solid #ccc" }}
              />
              <pre className="preview-text">{shown.text}</pre>
            </>
          )}
        </section>
      ) : null}
    </fieldset>
  );
}
