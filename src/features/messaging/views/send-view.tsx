import { useEffect, useState } from "react";
import { CommandButton } from "../../../components/command/command-button";
import { previewTemplate, type RenderedMessage, useSenders, useTemplates } from "../api/messaging-api";
import {
  type Channel,
  type Purpose,
  type Recipient,
  sendScreens,
  useSendDraft,
  useWatchedCampaign,
} from "../api/screen-state";
import { AttachmentsField } from "../components/attachments-field";
import { CampaignProgress } from "../components/campaign-progress";
import { RecipientsPanel } from "../components/recipients-panel";

const PURPOSES: { value: Purpose; label: string; kind: string }[] = [
  { value: "general", label: "General message", kind: "general" },
  { value: "invite", label: "Survey invitation", kind: "invitation" },
  { value: "confirm", label: "Session confirmation", kind: "confirmation" },
];

/** comms/sendemail and comms/sendsms: recipients, a template, a preview per recipient, send. */
function SendView({ channel }: { channel: Channel }) {
  const draft = useSendDraft(channel);
  const campaign = useWatchedCampaign(channel);
  const templates = useTemplates();
  const senders = useSenders();
  const [preview, setPreview] = useState<RenderedMessage | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const set = (patch: Parameters<typeof sendScreens.setDraft>[1]) => sendScreens.setDraft(channel, patch);
  const kind = `${PURPOSES.find((p) => p.value === draft.purpose)?.kind ?? "general"}-${channel}`;
  const choices = (templates.data ?? []).filter((t) => t.kind.endsWith(`-${channel}`));
  // The purpose's own template is the default choice.
  useEffect(() => {
    if (draft.templateId || !templates.data) return;
    const first = templates.data.find((t) => t.kind === kind);
    if (first) sendScreens.setDraft(channel, { templateId: first.id });
  }, [draft.templateId, templates.data, kind, channel]);
  const showPreview = async (r: Recipient) => {
    if (!draft.templateId) return setPreviewError("Choose a template first.");
    const answer = await previewTemplate({
      templateId: draft.templateId,
      respondentId: r.id,
      jobId: draft.jobId,
      sessionId: draft.sessionId,
    });
    setPreviewError(answer.succeeded ? null : answer.errors.join(" "));
    setPreview(answer.succeeded ? answer.value : null);
  };
  const title = channel === "sms" ? "Send SMS" : "Send Email";
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>{title}</h1>
      </header>
      <div className="screen-body">
        <RecipientsPanel channel={channel} onPreview={showPreview} />
        <div className="record-form-grid">
          <label>
            What it is
            <select
              className="input"
              value={draft.purpose}
              onChange={(e) => set({ purpose: e.target.value as Purpose, templateId: 0 })}
            >
              {PURPOSES.map((p) => (
                <option key={p.value} value={p.value} disabled={p.value === "confirm" && !draft.sessionId}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Template
            <select
              className="input"
              value={draft.templateId || ""}
              onChange={(e) => set({ templateId: Number(e.target.value) || 0 })}
            >
              <option value="">Choose…</option>
              {choices.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Job ID (the survey link's job)
            <input
              className="input"
              inputMode="numeric"
              value={draft.jobId || ""}
              onChange={(e) => set({ jobId: Number(e.target.value.replace(/\D/g, "")) || 0, jobLabel: "" })}
            />
            {draft.jobLabel ? (
              <small className="field-hint" style={{ display: "block" }}>
                {draft.jobLabel}
              </small>
            ) : null}
          </label>
          {channel === "email" ? (
            <label>
              From
              <select
                className="input"
                value={draft.senderId || ""}
                onChange={(e) => set({ senderId: Number(e.target.value) || 0 })}
              >
                <option value="">The default sender</option>
                {(senders.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} &lt;{s.fromAddress}&gt;
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {channel === "email" && draft.purpose === "general" ? (
          <AttachmentsField files={draft.attachments} onChange={(attachments) => set({ attachments })} />
        ) : null}
        <div className="record-actions">
          <CommandButton id="messaging.send" className="btn btn-primary" />
          {draft.recipients[0] ? (
            <button
              type="button"
              className="btn"
              onClick={() => showPreview(draft.recipients[0] as Recipient)}
            >
              Preview the first recipient
            </button>
          ) : null}
        </div>
        {previewError ? <p role="alert">{previewError}</p> : null}
        {preview ? (
          <section className="preview-body" aria-label="Preview">
            <p>
              To {preview.respondentName} ·{" "}
              {channel === "sms" ? (preview.mobile ?? "no mobile") : (preview.email ?? "no e-mail")}
            </p>
            {channel === "sms" ? (
              <pre>{preview.sms}</pre>
            ) : (
              <>
                <p>
                  <strong>{preview.subject}</strong>
                </p>
                <iframe
                  title="E-mail preview"
                  sandbox=""
                  srcDoc={preview.html}
                  style={{ width: "100%", height: 240, border: "1px solid #ccc" }}
                />
              </>
            )}
          </section>
        ) : null}
        {campaign ? <CampaignProgress key={campaign.id} campaign={campaign} /> : null}
      </div>
    </section>
  );
}

export default function SendEmailView() {
  return <SendView channel="email" />;
}
export function SendSmsView() {
  return <SendView channel="sms" />;
}
