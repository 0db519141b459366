import { useEffect, useRef } from "react";
import { smsCounterText } from "../../../../server/contracts/messaging/sms-segments";
import { RecordPanel } from "../../../components/ui/record-panel";
import type { RenderedMessage, SendAnswer } from "../api/messaging-api";
import type { Channel } from "../state/screen-state";

type Skipped = SendAnswer["skipped"][number];

/**
 * The check before a send (decision 174): merge fields that would be empty ('incentive is empty
 * for 3 of 3 recipients': the send is refused until they are filled or the text changes), the
 * members who would be left out with the reason, and the message as the first recipient gets it.
 * Scrolled into view when it appears, below the form.
 */
export function SendCheck({
  channel,
  check,
  preview,
}: {
  channel: Channel;
  check: SendAnswer;
  preview: RenderedMessage | null;
}) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <section ref={section} className="send-check" aria-label="Before sending">
      <h2>
        {check.queued} will get it{check.skipped.length ? ` · ${check.skipped.length} left out` : ""}
      </h2>
      {check.emptyFields.length ? (
        <div role="alert" className="field-error" data-testid="empty-fields">
          <p>These merge fields have no value, so the send is stopped:</p>
          <ul>
            {check.emptyFields.map((f) => (
              <li key={f.field}>{f.text}</li>
            ))}
          </ul>
          <p>Fill them in on the job, session or member, or change the message.</p>
        </div>
      ) : null}
      {check.skipped.length ? (
        <RecordPanel<Skipped>
          title="Left out"
          rows={check.skipped}
          rowKey={(s) => s.respondentId}
          height={`${Math.min(check.skipped.length, 6) * 2.25 + 2.75}rem`}
          columns={[
            { key: "name", header: "Name", width: "14rem" },
            { key: "reason", header: "Why" },
          ]}
        />
      ) : null}
      {preview ? (
        <section className="preview-body" aria-label="Preview">
          <p>
            To {preview.respondentName} ·{" "}
            {channel === "sms" ? (preview.mobile ?? "no mobile") : (preview.email ?? "no e-mail")}
          </p>
          {channel === "sms" ? (
            <>
              <pre>{preview.sms}</pre>
              <small className="field-hint" data-testid="preview-counter">
                {smsCounterText(preview.sms)}
              </small>
            </>
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
    </section>
  );
}
