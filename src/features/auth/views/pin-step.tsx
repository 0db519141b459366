import { type FormEvent, useState } from "react";
import type { Role } from "../../../../server/contracts/rights-codes";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { validatePin } from "../api/auth-api";

export interface PinStepProps {
  username: string;
  ticket: string;
  role: Role | undefined;
  onSignedIn: (role: Role) => void;
  onBack: () => void;
}

/** Second sign-in step for accounts with two-factor sign-in: the 6-digit authenticator code. */
export function PinStep({ username, ticket, role, onSignedIn, onBack }: PinStepProps) {
  const [pin, setPin] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pinError = submitted && !/^\d{6}$/.test(pin) ? "Enter the 6-digit code" : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!/^\d{6}$/.test(pin)) return;
    setBusy(true);
    setError(null);
    // The ticket identifies the account; the role is sent as the contract asks (Staff when unknown).
    const answer = await validatePin({ username, role: role ?? "Staff", pin, ticket });
    setBusy(false);
    if (answer.succeeded) onSignedIn(answer.value.role);
    else {
      setError(answer.errors[0] ?? "The code was not accepted.");
      setPin("");
      setSubmitted(false);
    }
  };

  return (
    <Card title="Two-factor authentication" className="auth-card">
      <form onSubmit={onSubmit} noValidate>
        <p>Enter the 6-digit code from your authenticator app.</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          id="signin-pin"
          label="Authentication code"
          error={pinError}
          name="pin"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ""))}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Verify
          </Button>
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
      </form>
    </Card>
  );
}
