import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import type { Role } from "../../../../server/contracts/rights-codes";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/field";
import { PasswordInput } from "../../../components/ui/password-input";
import { arrivedAfterSessionEnded, navigate } from "../../../lib/navigation";
import { refreshSession, sessionSnapshot } from "../../../lib/session";
import { signIn } from "../api/auth-api";
import { landingPath } from "../model/landing";
import { PinStep } from "./pin-step";

// Few visitors sign in with a code: its form loads when asked for, outside the page's budget.
const CodeSignIn = lazy(() => import("./code-sign-in"));

type Params = { params: Record<string, string | undefined> };

/** Sign-in (product §2.1; the form is our design, decision 020). /signin/{jobid} goes on to that survey. */
export default function SignInPage({ params }: Params) {
  const jobId = params.jobid;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pinFor, setPinFor] = useState<{ ticket: string; role?: Role } | null>(null);
  // '#code' shows the code form (a link, so the password form's "Sign In" button keeps its own
  // name, and the browser's Back returns to the password form).
  const [withCode, setWithCode] = useState(() => window.location.hash === "#code");
  useEffect(() => {
    const onHash = () => setWithCode(window.location.hash === "#code");
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);
  // Already signed in: go home (or on to the survey the link named) instead of asking again.
  // Not when the server has just ended the session (an API 401/403 sent the browser here).
  useEffect(() => {
    if (arrivedAfterSessionEnded()) return;
    refreshSession();
    const signedIn = sessionSnapshot();
    if (signedIn) navigate(landingPath(signedIn.role, jobId), { replace: true });
  }, [jobId]);

  const done = (role: Role) => {
    refreshSession();
    navigate(landingPath(role, jobId));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setError(null);
    const answer = await signIn(username.trim(), password);
    setBusy(false);
    if (!answer.succeeded) {
      setError(answer.errors[0] ?? "Sign-in failed.");
      return;
    }
    const value = answer.value;
    if ("twoFactorRequired" in value) {
      const role = (value as { role?: Role }).role;
      setPinFor({ ticket: value.ticket, ...(role ? { role } : {}) });
    } else done(value.role);
  };

  if (pinFor) {
    return (
      <PinStep
        username={username.trim()}
        ticket={pinFor.ticket}
        role={pinFor.role}
        onSignedIn={done}
        onBack={() => {
          setPinFor(null);
          setPassword("");
        }}
      />
    );
  }

  if (withCode) {
    const back = () => {
      window.history.replaceState(window.history.state, "", window.location.pathname);
      setWithCode(false);
    };
    return (
      <Suspense fallback={null}>
        <CodeSignIn onSignedIn={done} onBack={back} />
      </Suspense>
    );
  }

  const userError = submitted && !username.trim() ? "Required" : null;
  const passError = submitted && !password ? "Required" : null;
  return (
    <Card title="Sign In" className="auth-card">
      <form onSubmit={onSubmit} noValidate>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          id="signin-username"
          label="Email Address / Mobile Number"
          error={userError}
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          id="signin-password"
          label="Password"
          error={passError}
          control={PasswordInput}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Sign In
          </Button>
          <Link href="/forgotpassword">Forgot password?</Link>
        </div>
        <p className="auth-aside">
          Client contact? <a href="#code">Sign in with a code</a>
        </p>
        <p className="auth-aside">
          Not a member yet?{" "}
          <Link href={jobId ? `/signup/${encodeURIComponent(jobId)}` : "/signup"}>Sign up</Link>
        </p>
      </form>
    </Card>
  );
}
