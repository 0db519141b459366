import { useEffect, useState } from "react";
import { CommandButton } from "../../../components/command/command-button";
import { callApi } from "../../../lib/call-api";
import {
  calls,
  type RenderedMessage,
  type SendAnswer,
  sendDraft,
  useSenders,
  useTemplates,
} from "../api/messaging-api";
import { AttachmentsField } from "../components/attachments-field";
import { CampaignProgress } from "../components/campaign-progress";
import { ComposeBox } from "../components/compose-box";
import { RecipientsPanel } from "../components/recipients-panel";
import { SendCheck } from "../components/send-check";
import { JobPicker } from "../components/send-pickers";
import {
  type Channel,
  composedText,
  type Purpose,
  sendScreens,
  useSendDraft,
  useWatchedCampaign,
} from "../state/screen-state";

const PURPOSES: { value: Purpose; label: string; kind: string }[] = [
  { value: "general", label: "General message", kind: "general" },
  { value: "invite", label: "Survey invitation", kind: "invitation" },
  { value: "confirm", label: "Session confirmation", kind: "confirmation" },
];

/**
 * comms/sendemail and comms/sendsms: recipients, what it is, the compose box seeded from the
 * template, a check (empty merge fields, who is left out, the first recipient's message), send.
 */
function SendView({ channel }: { channel: Channel }) {
  const draft = useSendDraft(channel);
  const campaign = useWatchedCampaign(channel);
  const templates = useTemplates();
  const senders = useSenders();
  const [check, setCheck] = useState<{ answer: SendAnswer; preview: RenderedMessage | null } | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const set = (patch: Parameters<typeof sendScreens.setDraft>[1]) => sendScreens.setDraft(channel, patch);
  const kind = `${PURPOSES.find((p) => p.value === draft.purpose)?.kind ?? "general"}-${channel}`;
  const choices = (templates.data ?? []).filter((t) => t.kind.endsWith(`-${channel}`));
  // The purpose's own template is the default choice.
  useEffect(() => {
    if (draft.templateId || !templates.data) return;
    const first = templates.data.find((t) => t.kind === kind);
    if (first) sendScreens.setDraft(channel, { templateId: first.id });
  }, [draft.templateId, templates.data, kind, channel]);
  // A newly chosen template fills the compose box; what the user then writes is what is sent.
  useEffect(() => {
    const t = templates.data?.find((x) => x.id === draft.templateId);
    if (!t || draft.seededFrom === t.id) return;
    sendScreens.setDraft(channel, { subject: t.subject, html: t.html, smsText: t.smsText, seededFrom: t.id });
  }, [draft.templateId, draft.seededFrom, templates.data, channel]);
  // A sent (reset) or changed draft makes the last check stale.
  const stamp = `${draft.recipients.length}|${draft.subject}|${draft.html}|${draft.smsText}|${draft.jobId}|${draft.sessionId}|${draft.templateId}`;
  useEffect(() => {
    void stamp;
    setCheck(null);
  }, [stamp]);

  const runCheck = async () => {
    const answer = await sendDraft(callApi, channel, draft, true);
    if (!answer.succeeded || !answer.value) return setCheckError(answer.errors.join(" "));
    const left = new Set(answer.value.skipped.map((s) => s.respondentId));
    const first = draft.recipients.find((r) => !left.has(r.id));
    const rendered = first
      ? await callApi(calls.previewTemplate, {
          templateId: draft.templateId,
          respondentId: first.id,
          jobId: draft.jobId,
          sessionId: draft.sessionId,
          ...composedText(channel, draft),
        })
      : null;
    setCheckError(null);
    setCheck({ answer: answer.value, preview: rendered?.succeeded ? rendered.value : null });
  };
  const showFor = async (r: { id: number }) => {
    const answer = await callApi(calls.previewTemplate, {
      templateId: draft.templateId,
      respondentId: r.id,
      jobId: draft.jobId,
      sessionId: draft.sessionId,
      ...composedText(channel, draft),
    });
    if (!answer.succeeded) return setCheckError(answer.errors.join(" "));
    setCheck((c) => ({
      answer: c?.answer ?? { campaignId: null, queued: 0, skipped: [], emptyFields: [] },
      preview: answer.value,
    }));
  };
  const title = channel === "sms" ? "Send SMS" : "Send Email";
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>{title}</h1>
      </header>
      <div className="screen-body">
        <RecipientsPanel channel={channel} onPreview={showFor} />
        <div className="record-form-grid">
          <div className="field">
            <label htmlFor={`${channel}-purpose`}>What it is</label>
            <select
              id={`${channel}-purpose`}
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
          </div>
          <div className="field">
            <label htmlFor={`${channel}-template`}>Template</label>
            <select
              id={`${channel}-template`}
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
          </div>
          <JobPicker
            label="Job (for the survey link and incentive)"
            current={draft.jobLabel}
            onPick={(c) => set({ jobId: c?.id ?? 0, jobLabel: c?.label ?? "" })}
          />
          {channel === "email" ? (
            <div className="field">
              <label htmlFor={`${channel}-from`}>From</label>
              <select
                id={`${channel}-from`}
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
            </div>
          ) : null}
        </div>
        <ComposeBox channel={channel} />
        {channel === "email" && draft.purpose === "general" ? (
          <AttachmentsField files={draft.attachments} onChange={(attachments) => set({ attachments })} />
        ) : null}
        <div className="record-actions">
          <button type="button" className="btn" onClick={runCheck} disabled={!draft.recipients.length}>
            Check and preview
          </button>
          <CommandButton id="messaging.send" className="btn btn-primary" />
        </div>
        {checkError ? <p role="alert">{checkError}</p> : null}
        {check ? (
          <SendCheck key={stamp} channel={channel} check={check.answer} preview={check.preview} />
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
