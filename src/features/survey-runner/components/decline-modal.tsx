import { useState } from "react";
import {
  DECLINE_MAX,
  declineComment,
  declineCommentError,
  OTHER_REASON,
} from "../../../../server/contracts/sessions/decline-rules";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { describedBy, Field } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";

export interface DeclineModalProps {
  open: boolean;
  reasons: string[];
  onClose: () => void;
  /** Sends the comment; answers the first server error, or null on success. */
  onDecline: (comment: string) => Promise<string | null>;
}

/**
 * The Decline modal of the survey landing page (product §2.10, §5): a reason from the list, and
 * for 'Other' a free text of at most 50 characters with its count. Errors show in an alert
 * titled 'Error!'; the rules are the server's own (decline-rules), so both say the same.
 */
export function DeclineModal({ open, reasons, onClose, onDecline }: DeclineModalProps) {
  const [reason, setReason] = useState("");
  const [other, setOther] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offered = reasons.includes(OTHER_REASON) ? reasons : [...reasons, OTHER_REASON];
  const isOther = reason === OTHER_REASON;
  const comment = declineComment(reason, isOther ? other : "");
  const ruleError = declineCommentError(comment, offered);
  const error = submitted ? (ruleError ?? serverError) : null;
  const otherMissing = submitted && isOther && other.trim() === "";

  const submit = async () => {
    setSubmitted(true);
    setServerError(null);
    if (ruleError) return;
    setBusy(true);
    const failure = await onDecline(comment);
    setBusy(false);
    if (failure) setServerError(failure);
  };

  return (
    <Modal
      open={open}
      title="Decline Survey"
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => void submit()} busy={busy}>
            Decline
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      {error ? (
        <Alert tone="error" title="Error!">
          {error}
        </Alert>
      ) : null}
      <fieldset className="decline-reasons">
        <legend>Please tell us why you are declining</legend>
        {offered.map((r) => (
          <label key={r} className="choice-row">
            <input
              type="radio"
              name="decline-reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            <span>{r}</span>
          </label>
        ))}
      </fieldset>
      {isOther ? (
        <Field id="decline-other" label="Other reason" error={otherMissing ? "Required" : null}>
          <textarea
            id="decline-other"
            className="input"
            rows={3}
            maxLength={DECLINE_MAX}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            {...describedBy("decline-other", otherMissing ? "Required" : null)}
            aria-describedby={
              otherMissing ? "decline-other-error decline-other-count" : "decline-other-count"
            }
          />
          <small id="decline-other-count" className="field-hint" aria-live="polite">
            {other.length} of {DECLINE_MAX} characters
          </small>
        </Field>
      ) : null}
    </Modal>
  );
}
