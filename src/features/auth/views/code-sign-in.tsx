import { type FormEvent, useState } from "react";
import type { Role } from "../../../../server/contracts/rights-codes";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { requestClientCode, signInWithClientCode } from "../api/auth-api";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 'Sign in with a code' for client contacts (decision 216): their e-mail, then the 6-digit code
 * mailed to the contact's own address. Two steps on one card; Back returns to the password form.
 */
export default function CodeSignIn({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (role: Role) => void;
  onBack: () => void;
}) {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const emailError =
    submitted && !sent ? (!email.trim() ? "Required" : EMAIL.test(email.trim()) ? null : "Invalid") : null;
  const codeError = submitted && sent && !/^\d{6}$/.test(code) ? "Enter the 6-digit code" : null;

  const ask = async () => {
    if (!email.trim() || !EMAIL.test(email.trim())) return;
    setBusy(true);
    setError(null);
    const answer = await requestClientCode(email.trim());
    setBusy(false);
    if (!answer.succeeded) return setError(answer.errors[0] ?? "The code could not be sent.");
    setSent(answer.successMsg ?? "A code has been sent to your e-mail address.");
    setSubmitted(false);
  };

  const verify = async () => {
    if (!/^\d{6}$/.test(code)) return;
    setBusy(true);
    setError(null);
    const answer = await signInWithClientCode(email.trim(), code);
    setBusy(false);
    if (answer.succeeded) return onSignedIn(answer.value.role);
    setError(answer.errors[0] ?? "The code was not accepted.");
    setCode("");
    setSubmitted(false);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    void (sent ? verify() : ask());
  };

  return (
    <Card title="Sign in with a code" className="auth-card">
      <form onSubmit={onSubmit} noValidate>
        <p>For client contacts: we e-mail you a 6-digit code that works once, for 10 minutes.</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {sent ? <Alert tone="success">{sent}</Alert> : null}
        <TextField
          id="code-email"
          label="Email Address"
          error={emailError}
          name="email"
          type="email"
          autoComplete="username"
          autoFocus={!sent}
          readOnly={sent !== null}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {sent ? (
          <TextField
            id="code-code"
            label="Code"
            error={codeError}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
          />
        ) : null}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {sent ? "Sign In" : "Send Code"}
          </Button>
          {sent ? (
            <Button variant="secondary" onClick={() => void ask()} disabled={busy}>
              Send a new code
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
        </div>
      </form>
    </Card>
  );
}
