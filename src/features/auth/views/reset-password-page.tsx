import { type FormEvent, useState } from "react";
import { TextField } from "../../../components/ui/field";
import { toast } from "../../../lib/toast";
import { checkDuplicateUser, forgotPassword } from "../api/auth-api";
import { parseRole } from "../model/landing";
import { REQUIRED } from "../model/password-rules";
import { NotFoundPanel } from "./not-found-panel";
import { PasswordForm } from "./password-form";

type Params = { params: Record<string, string | undefined> };

/** Reset password (product §2.10, §4 'Reset password', §5, §8). */
export default function ResetPasswordPage({ params }: Params) {
  const role = parseRole(params.role);
  const [email, setEmail] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [duplicate, setDuplicate] = useState(false);
  // Name errors show only once a submit has happened while the name boxes were on screen.
  const [namesTried, setNamesTried] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!role) return <NotFoundPanel />;
  const respondent = role === "Respondent";
  const needNames = duplicate && respondent;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (needNames) setNamesTried(true);
    const address = email.trim();
    if (!address) return;
    setBusy(true);
    try {
      let dup = false;
      if (address.length > 3) {
        const check = await checkDuplicateUser(address);
        dup = check.succeeded && check.value;
        setDuplicate(dup);
      }
      // A duplicate respondent is told apart by name: wait until both names are filled.
      if (dup && respondent && (!firstName.trim() || !lastName.trim())) return;
      const answer = await forgotPassword({
        emailAddress: address,
        firstName: dup && respondent ? firstName.trim() : "",
        lastName: dup && respondent ? lastName.trim() : "",
        role,
      });
      setSubmitted(false);
      if (answer.succeeded) {
        toast.success("Success!", answer.successMsg ?? answer.message ?? null);
        setEmail("");
        setFirstName("");
        setLastName("");
        setDuplicate(false);
        setNamesTried(false);
      } else {
        setError(answer.errors[0] ?? "Something went wrong.");
      }
    } finally {
      setBusy(false);
    }
  };

  const emailError = submitted && !email.trim() ? REQUIRED : null;
  const firstError = namesTried && needNames && !firstName.trim() ? REQUIRED : null;
  const lastError = namesTried && needNames && !lastName.trim() ? REQUIRED : null;
  const label = respondent ? "Email Address / Mobile Number" : "Email Address";
  return (
    <PasswordForm
      title="Reset your password"
      error={error}
      busy={busy}
      submit="Reset Password"
      onSubmit={onSubmit}
    >
      <TextField
        id="reset-email"
        label={label}
        error={emailError}
        name="emailAddress"
        autoComplete={respondent ? "username" : "email"}
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {needNames ? (
        <>
          <p>Please also enter your first and last name as they are on your membership.</p>
          <TextField
            id="reset-first"
            label="First Name"
            error={firstError}
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            id="reset-last"
            label="Last Name"
            error={lastError}
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </>
      ) : null}
    </PasswordForm>
  );
}
