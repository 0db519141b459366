import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { type SignupPanel, signupSchema } from "../../../../server/contracts/signup";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { describedBy, Field, TextField } from "../../../components/ui/field";
import { useCheckedForm } from "../../../components/ui/form-errors";
import { LettersOnlyInput, MaskedInput } from "../../../components/ui/masked-input";
import { useCountryVariant } from "../../../lib/country";
import { useConfigValue } from "../../../lib/server-config";
import { signUp, usePublicList } from "../api/signup-api";
import { BusinessQuestions, ImpairmentQuestions } from "../components/panel-questions";
import { SelectInput } from "../components/select-input";
import { EMPTY_SIGNUP, PANEL_OPTIONS, type SignupValues, signupPayload } from "../model/signup-form";
import "./signup.css";

const TITLES: Record<SignupPanel, string> = {
  general: "Join our research panel",
  business: "Join our business panel",
  impairment: "Join our impairment panel",
};

/** The three sign-up pages (product §2.1): one form, the panel's extra questions on top. */
export function SignupForm({ panel, jobId }: { panel: SignupPanel; jobId?: string | undefined }) {
  const variant = useCountryVariant();
  const terms = useConfigValue("TermsUrl");
  const genders = usePublicList("GetGenderList");
  const years = usePublicList("GetYearList");
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const { errors, busy, submit } = useCheckedForm();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setServerErrors([]);
    const answer = await submit(signupSchema(variant), signupPayload(values, panel, jobId), signUp);
    if (!answer) return;
    if (answer.succeeded)
      setDone(answer.successMsg ?? "Please check your e-mail for the link to set your password.");
    else setServerErrors(answer.errors.length ? answer.errors : ["Something went wrong."]);
  };

  if (done)
    return (
      <Card title="Thank you for signing up" className="signup-card">
        <Alert tone="success" title="Check your e-mail">
          {done}
        </Alert>
        <p>
          The link in the e-mail lets you set your password. Then <Link href="/signin">sign in here</Link>.
        </p>
      </Card>
    );

  const text = (key: keyof SignupValues, label: string, autoComplete: string, type = "text") => (
    <TextField
      id={`su-${key}`}
      label={label}
      error={errors[key]}
      type={type}
      autoComplete={autoComplete}
      value={String(values[key])}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const letters = (key: "firstName" | "lastName", label: string, autoComplete: string) => (
    <Field id={`su-${key}`} label={label} error={errors[key]}>
      <LettersOnlyInput
        id={`su-${key}`}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(v) => set(key, v)}
        {...describedBy(`su-${key}`, errors[key])}
      />
    </Field>
  );
  const masked = (key: "mobile" | "landline" | "postcode", label: string, autoComplete: string) => (
    <Field id={`su-${key}`} label={label} error={errors[key]}>
      <MaskedInput
        id={`su-${key}`}
        mask={key}
        variant={variant}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(m) => set(key, m)}
        {...describedBy(`su-${key}`, errors[key])}
      />
    </Field>
  );
  const select = (
    key: keyof SignupValues,
    label: string,
    options: readonly (string | { code: string; label: string })[],
  ) => (
    <Field id={`su-${key}`} label={label} error={errors[key]}>
      <SelectInput
        id={`su-${key}`}
        options={options}
        value={String(values[key])}
        onChange={(v) => set(key, v)}
        {...describedBy(`su-${key}`, errors[key])}
      />
    </Field>
  );

  return (
    <Card title={TITLES[panel]} className="signup-card">
      <p>
        Already a member? <Link href={jobId ? `/signin/${jobId}` : "/signin"}>Sign in here</Link>.
      </p>
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        {serverErrors.length ? (
          <Alert tone="error" title="Error!">
            {serverErrors.join(" ")}
          </Alert>
        ) : null}
        <fieldset className="signup-group">
          <legend>About you</legend>
          <div className="signup-grid">
            {select("title", "Title", PANEL_OPTIONS.title)}
            {letters("firstName", "First Name", "given-name")}
            {letters("lastName", "Last Name", "family-name")}
            {text("email", "Email Address", "email", "email")}
            {masked("mobile", "Mobile Number", "tel")}
            {masked("landline", "Landline (optional)", "tel")}
            {masked("postcode", "Post Code", "postal-code")}
            {text("suburb", "Suburb (optional)", "address-level2")}
            {select("gender", "Gender", genders)}
            {select("yearOfBirth", "Year of Birth", years)}
            {select("preferredContactMethod", "Preferred Contact Method", PANEL_OPTIONS.contact)}
          </div>
        </fieldset>
        {panel === "business" ? <BusinessQuestions values={values} errors={errors} set={set} /> : null}
        {panel === "impairment" ? <ImpairmentQuestions values={values} errors={errors} set={set} /> : null}
        <div className={`field${errors.acceptTerms ? " field-invalid" : ""}`}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={values.acceptTerms}
              onChange={(e) => set("acceptTerms", e.target.checked)}
              aria-describedby={errors.acceptTerms ? "su-terms-error" : undefined}
            />
            <span>
              I accept the{" "}
              <a href={terms || "#"} target="_blank" rel="noopener noreferrer">
                terms and conditions
              </a>
            </span>
          </label>
          {errors.acceptTerms ? (
            <small id="su-terms-error" className="field-error" role="alert">
              {errors.acceptTerms}
            </small>
          ) : null}
        </div>
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Sign Up
          </Button>
        </div>
      </form>
    </Card>
  );
}
