import { useId, useRef } from "react";
import { smsCounterText } from "../../../../server/contracts/messaging/sms-segments";
import { RichTextEditor } from "../../../components/ui/rich-text-editor";
import { type Channel, sendScreens, useSendDraft } from "../state/screen-state";
import { MERGE_TAGS, MergeFieldPicker } from "./merge-field-picker";

/**
 * While composing, a merge field counts as its name (its braces are never sent); the check below
 * counts the message as the first recipient gets it.
 */
const MERGE_TAG = /\{\{\s*([A-Za-z][A-Za-z0-9_.]*)\s*\}\}/g;

/**
 * What the message says (walkthrough B2, decision 174): subject and body for e-mail, a body with a
 * live segment counter for SMS, seeded from the chosen template; merge fields go in at the caret.
 * A template chosen later replaces the text (the editor takes a value set from outside).
 */
export function ComposeBox({ channel }: { channel: Channel }) {
  const draft = useSendDraft(channel);
  const id = useId();
  const sms = useRef<HTMLTextAreaElement>(null);
  const set = (patch: Parameters<typeof sendScreens.setDraft>[1]) => sendScreens.setDraft(channel, patch);
  const insertIntoSms = (name: string) => {
    const box = sms.current;
    const text = draft.smsText;
    const at = box ? box.selectionStart : text.length;
    const end = box ? box.selectionEnd : text.length;
    const tag = `{{${name}}}`;
    set({ smsText: `${text.slice(0, at)}${tag}${text.slice(end)}` });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(at + tag.length, at + tag.length);
    });
  };
  if (channel === "sms")
    return (
      <div className="compose-box">
        <div className="field">
          <label htmlFor={`${id}-sms`}>Message</label>
          <textarea
            id={`${id}-sms`}
            ref={sms}
            className="input"
            rows={4}
            value={draft.smsText}
            onChange={(e) => set({ smsText: e.target.value })}
            aria-describedby={`${id}-count`}
          />
          <small id={`${id}-count`} className="field-hint" data-testid="sms-counter" aria-live="polite">
            {smsCounterText(draft.smsText.replace(MERGE_TAG, "$1"))}
          </small>
        </div>
        <MergeFieldPicker id={`${id}-merge`} label="Insert merge field" onInsert={insertIntoSms} />
      </div>
    );
  return (
    <div className="compose-box">
      <div className="field">
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          className="input"
          value={draft.subject}
          onChange={(e) => set({ subject: e.target.value })}
        />
      </div>
      <RichTextEditor
        label="Message"
        value={draft.html}
        mergeFields={MERGE_TAGS}
        onChange={(html) => set({ html })}
      />
    </div>
  );
}
