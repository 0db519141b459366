import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { describedBy, Field } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";
import { navigate } from "../../../lib/navigation";
import { toast } from "../../../lib/toast";
import { setPassword } from "../api/auth-api";
import { parseRole } from "../model/landing";
import { confirmPasswordError, newPasswordError, PASSWORD_HINT } from "../model/password-rules";

type Params = { params: Record<string, string | undefined> };

/**
 * Set password (product §2.10, §4 'Set password', §5). Errors stay hidden while typing until the
 * first submit; after it they follow the values live.
 */
export default function SetPasswordPage({ params }: Params) {
  const encrypt = params.encrypt ?? "";
  const role = parseRole(params.role);
  const [password, setPasswordValue] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const newError = newPasswordError(password, params.role !== undefined);
  const confirmError = confirmPasswordError(password, confirm);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (newError || confirmError) return;
    if (!role) {
      setError("This link is not valid.");
      return;
    }
    setBusy(true);
    const answer = await setPassword({ password, encodedData: encrypt, role });
    setBusy(false);
    setPasswordValue("");
    setConfirm("");
    setSubmitted(false);
    if (answer.succeeded && answer.value === true) {
      toast.success("Password has been set successfully!");
      navigate("/");
    } else {
      setError(answer.errors[0] ?? "Something went wrong.");
    }
  };

  const shownNew = submitted ? newError : null;
  const shownConfirm = submitted ? confirmError : null;
  return (
    <Card title="Set your password" className="auth-card">
      <form onSubmit={onSubmit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Field id="set-password" label="New Password" error={shownNew} hint={PASSWORD_HINT}>
          <PasswordInput
            id="set-password"
            name="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPasswordValue(e.target.value)}
            {...describedBy("set-password", shownNew, PASSWORD_HINT)}
          />
        </Field>
        <Field id="set-confirm" label="Confirm New Password" error={shownConfirm}>
          <PasswordInput
            id="set-confirm"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            {...describedBy("set-confirm", shownConfirm)}
          />
        </Field>
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Set Password
          </Button>
          <Button variant="secondary" onClick={() => navigate("/signin")}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
