import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";
import { navigate } from "../../../lib/navigation";
import { toast } from "../../../lib/toast";
import { setPassword } from "../api/auth-api";
import { parseRole } from "../model/landing";
import { confirmPasswordError, newPasswordError, PASSWORD_HINT } from "../model/password-rules";
import { PasswordForm } from "./password-form";

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
    <PasswordForm
      title="Set your password"
      error={error}
      busy={busy}
      submit="Set Password"
      onSubmit={onSubmit}
    >
      <TextField
        id="set-password"
        label="New Password"
        error={shownNew}
        hint={PASSWORD_HINT}
        control={PasswordInput}
        name="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(e) => setPasswordValue(e.target.value)}
      />
      <TextField
        id="set-confirm"
        label="Confirm New Password"
        error={shownConfirm}
        control={PasswordInput}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
    </PasswordForm>
  );
}
