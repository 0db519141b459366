import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { describedBy, Field } from "../../../components/ui/field";
import { cancelReason, OTHER, REASONS } from "../model/confirm-texts";

export interface CantMakeItProps {
  /** Sends the reason; answers the first server error, or null when the booking is cancelled. */
  onCancel: (reason: string) => Promise<string | null>;
  onClose: () => void;
}

/** 'Can't make it?': a reason (required; 'Other' asks for words), then the cancel button. */
export function CantMakeIt({ onCancel, onClose }: CantMakeItProps) {
  const [choice, setChoice] = useState("");
  const [other, setOther] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = cancelReason(choice, other);
  const missing = submitted && !reason ? "Please tell us why you can't make it." : null;

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    if (!reason) return;
    setBusy(true);
    const failure = await onCancel(reason);
    setBusy(false);
    if (failure) setError(failure);
  };

  return (
    <form
      className="confirm-cancel"
      aria-label="Can't make it?"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="confirm-subtitle">Can't make it?</h2>
      <p>Let us know and we'll release your place. The research team will be told.</p>
      {error ? (
        <Alert tone="error" title="Error!">
          {error}
        </Alert>
      ) : null}
      <fieldset className="confirm-reasons">
        <legend>Why can't you make it?</legend>
        {REASONS.map((r, i) => (
          <label key={r} className="choice-row">
            <input
              type="radio"
              name="cant-make-it"
              value={r}
              checked={choice === r}
              onChange={() => setChoice(r)}
              autoFocus={i === 0}
            />
            <span>{r}</span>
          </label>
        ))}
      </fieldset>
      {choice === OTHER ? (
        <Field id="cant-make-it-other" label="Your reason" error={missing}>
          <textarea
            id="cant-make-it-other"
            className="input"
            rows={3}
            maxLength={400}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            {...describedBy("cant-make-it-other", missing)}
          />
        </Field>
      ) : missing ? (
        <p className="confirm-error" role="alert">
          {missing}
        </p>
      ) : null}
      <div className="form-actions confirm-actions">
        <Button type="submit" variant="danger" busy={busy}>
          Cancel my booking
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Keep my booking
        </Button>
      </div>
    </form>
  );
}
