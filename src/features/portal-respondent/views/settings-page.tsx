import { useEffect, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { forgotPasswordRequestSchema, validatePinRequestSchema } from "../../../../server/contracts/auth";
import type { Role } from "../../../../server/contracts/rights-codes";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { type FieldSpec, RecordFields, RecordForm, useRecordForm } from "../../../components/ui/record-form";
import { roleHome } from "../../../lib/navigation";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { confirmPin, generateQr, mailPasswordLink, twoFactorStatus, useMe } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";

const LOGIN_FIELDS: FieldSpec[] = [
  { name: "emailAddress", label: "Your sign-in e-mail", inputType: "email", autoComplete: "username" },
];
const LOGIN_FORM = forgotPasswordRequestSchema.pick({ emailAddress: true });
const PIN_FIELDS: FieldSpec[] = [
  {
    name: "pin",
    label: "6-digit PIN from the app",
    kind: "digits",
    maxLength: 6,
    autoComplete: "one-time-code",
  },
];
const PIN_FORM = validatePinRequestSchema.pick({ pin: true });

/**
 * My Settings for staff, clients and respondents (decision 071): change the password through a
 * mailed set-password link, and set up two-factor sign-in (ga/GenerateSetupQrCode, ValidateTwoFactorPIN).
 */
export default function SettingsPage() {
  const session = useSession();
  const me = useMe();
  if (!session) return null;
  // A respondent's sign-in e-mail is on their record; other roles type it.
  const prefill = session.role === "Respondent" ? (me.data?.email ?? "") : "";
  return (
    <PortalPage title="My Settings" home={roleHome(session.role)}>
      <SettingsForms key={prefill} role={session.role} prefill={prefill} />
    </PortalPage>
  );
}

function SettingsForms({ role, prefill }: { role: Role; prefill: string }) {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<{ qrCodeImageUrl: string; manualEntryKey: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The sign-in e-mail is a form: Change Password submits it; two-factor set-up reads it.
  const sendLink = async (values: FieldValues) => {
    setError(null);
    const address = String(values.emailAddress);
    const answer = await mailPasswordLink(address, role);
    // Signed in, the user knows the address is theirs: name it rather than the visitor's wording.
    if (answer.succeeded)
      toast.success("Check your e-mail", `We have sent a link to choose a new password to ${address}.`);
    else setError(answer.errors[0] ?? "Something went wrong.");
    return answer.succeeded;
  };
  const { form, submit, formRef } = useRecordForm({
    id: "settings",
    schema: LOGIN_FORM,
    fields: LOGIN_FIELDS,
    defaults: { emailAddress: prefill },
    onSubmit: sendLink,
  });
  const login = String(form.watch("emailAddress") ?? "").trim();

  useEffect(() => {
    if (!login.includes("@")) return setEnabled(null);
    const timer = setTimeout(() => {
      void twoFactorStatus(login).then((a) => setEnabled(a.succeeded ? a.value === true : null));
    }, 300);
    return () => clearTimeout(timer);
  }, [login]);

  const startSetup = async () => {
    setError(null);
    const answer = await generateQr(login, role);
    if (answer.succeeded) setSetup(answer.value);
    else setError(answer.errors[0] ?? "Two-factor setup is not available for this login.");
  };
  const finishSetup = async (values: FieldValues) => {
    setError(null);
    const answer = await confirmPin(login, role, String(values.pin));
    if (answer.succeeded) {
      toast.success("Successfully Saved!");
      setSetup(null);
      setEnabled(true);
    } else setError(answer.errors[0] ?? "The PIN was not accepted.");
    return answer.succeeded;
  };

  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <form ref={formRef} id="settings" onSubmit={submit} noValidate>
        <RecordFields id="settings" form={form} fields={LOGIN_FIELDS} className="settings-login" />
        <h2>Password</h2>
        <p>We will e-mail you a secure link to choose a new password.</p>
        <Button type="submit" disabled={!login}>
          Change Password
        </Button>
      </form>
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
          <RecordForm
            id="settings-pin"
            schema={PIN_FORM}
            fields={PIN_FIELDS}
            defaults={{ pin: "" }}
            submitLabel="Confirm PIN"
            onSubmit={finishSetup}
          />
        </div>
      ) : (
        <Button variant="secondary" onClick={startSetup} disabled={!login}>
          {enabled ? "Set up again" : "Set up two-factor sign-in"}
        </Button>
      )}
    </>
  );
}
