import type { FormEvent, ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { navigate } from "../../../lib/navigation";

interface PasswordFormProps {
  title: string;
  /** The server's refusal, shown above the fields. */
  error: string | null;
  busy: boolean;
  /** The submit button's words. */
  submit: string;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}

/** The reset and set password forms' frame: card, refusal, fields, then submit or 'Cancel' back to sign-in. */
export function PasswordForm({ title, error, busy, submit, onSubmit, children }: PasswordFormProps) {
  return (
    <Card title={title} className="auth-card">
      <form onSubmit={onSubmit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {children}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {submit}
          </Button>
          <Button variant="secondary" onClick={() => navigate("/signin")}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
