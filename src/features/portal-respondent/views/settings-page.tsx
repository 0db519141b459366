import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { DigitsOnlyInput } from "../../../components/ui/masked-input";
import { TextInput } from "../../../components/ui/text-input";
import { roleHome } from "../../../lib/navigation";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { confirmPin, generateQr, mailPasswordLink, twoFactorStatus, useMe } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";

/**
 * My Settings for staff, clients and respondents (decision 071): change the password through a
 * mailed set-password link, and set up two-factor sign-in (ga/GenerateSetupQrCode, ValidateTwoFactorPIN).
 */
export default function SettingsPage() {
  const session = useSession();
  const respondent = session?.role === "Respondent";
  const me = useMe();
  const [login, setLogin] = useState("");
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<{ qrCodeImageUrl: string; manualEntryKey: string } | null>(null);
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);

  // A respondent's sign-in e-mail is on their record; other roles type it.
  useEffect(() => {
    if (respondent && me.data?.email) setLogin((l) => l || (me.data?.email ?? ""));
  }, [respondent, me.data]);
  useEffect(() => {
    if (!login.includes("@")) return setEnabled(null);
    const timer = setTimeout(() => {
      void twoFactorStatus(login).then((a) => setEnabled(a.succeeded ? a.value === true : null));
    }, 300);
    return () => clearTimeout(timer);
  }, [login]);
  if (!session) return null;
  const role = session.role;

  const sendLink = async () => {
    setError(null);
    const address = login.trim();
    const answer = await mailPasswordLink(address, role);
    // Signed in, the user knows the address is theirs: name it rather than the visitor's wording.
    if (answer.succeeded)
      toast.success("Check your e-mail", `We have sent a link to choose a new password to ${address}.`);
    else setError(answer.errors[0] ?? "Something went wrong.");
  };
  const startSetup = async () => {
    setError(null);
    const answer = await generateQr(login.trim(), role);
    if (answer.succeeded) setSetup(answer.value);
    else setError(answer.errors[0] ?? "Two-factor setup is not available for this login.");
  };
  const finishSetup = async () => {
    setError(null);
    const answer = await confirmPin(login.trim(), role, pin);
    if (answer.succeeded) {
      toast.success("Successfully Saved!");
      setSetup(null);
      setPin("");
      setEnabled(true);
    } else setError(answer.errors[0] ?? "The PIN was not accepted.");
  };

  return (
    <PortalPage title="My Settings" home={roleHome(role)}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id="settings-login" label="Your sign-in e-mail">
        <TextInput
          id="settings-login"
          type="email"
          autoComplete="username"
          value={login}
          onChange={(e) => setLogin(e.target.value)}
        />
      </Field>
      <h2>Password</h2>
      <p>We will e-mail you a secure link to choose a new password.</p>
      <Button onClick={sendLink} disabled={!login.trim()}>
        Change Password
      </Button>
      <h2>Two-factor sign-in</h2>
      <p>
        {enabled === true
          ? "Two-factor sign-in is on."
          : "Add a second step to your sign-in with an authenticator app."}
      </p>
      {setup ? (
        <div>
          <img
            className="qr-code"
            src={setup.qrCodeImageUrl}
            alt="QR code to scan with your authenticator app"
          />
          <p>
            Or type this key: <code>{setup.manualEntryKey}</code>
          </p>
          <Field id="settings-pin" label="6-digit PIN from the app">
            <DigitsOnlyInput
              id="settings-pin"
              maxLength={6}
              autoComplete="one-time-code"
              value={pin}
              onChange={setPin}
            />
          </Field>
          <Button onClick={finishSetup} disabled={pin.length !== 6}>
            Confirm PIN
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={startSetup} disabled={!login.trim()}>
          {enabled ? "Set up again" : "Set up two-factor sign-in"}
        </Button>
      )}
    </PortalPage>
  );
}
