import { type FormEvent, useState } from "react";
import { applyMask, countryVariant, MASKS } from "../../../../server/contracts/masks";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { describedBy, Field } from "../../../components/ui/field";
import { Spinner } from "../../../components/ui/spinner";
import { navigate } from "../../../lib/navigation";
import { useConfigValue } from "../../../lib/server-config";
import { getDecodedValue, getWelcomeValues, updateSurveyProfile } from "../api/survey-public-api";
import { firstError, parseDecodedValue } from "../model/landing";
import { initiallyLocked, type WelcomeField, type WelcomeForm, welcomeErrors } from "../model/welcome";
import "../components/survey.css";
import { useLoaded } from "../../../lib/use-loaded";

type Params = { params: Record<string, string | undefined> };
type Loaded = { name: string; token: string; jobId: string; form: WelcomeForm } | { error: string };

const LABELS: Record<WelcomeField, string> = {
  email: "Email",
  mobile: "Mobile Number",
  postcode: "Post Code",
};

/**
 * Survey welcome (product §2.10, §4): the respondent confirms e-mail, mobile and post code before
 * the survey. Fields holding a value start locked behind an edit icon; 'Save and Continue' saves
 * through survey-update-profile (decision 092) and opens the survey with the start token.
 */
export default function SurveyWelcomePage({ params }: Params) {
  const encoded = params.encodeddata ?? "";
  const variant = countryVariant(useConfigValue("getcountrycode"));
  const [state, setState] = useState<Loaded | null>(null);
  const [form, setForm] = useState<WelcomeForm>({ email: "", mobile: "", postcode: "" });
  const [locked, setLocked] = useState<Set<WelcomeField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useLoaded(
    () => Promise.all([getDecodedValue(encoded), getWelcomeValues(encoded)]),
    ([decoded, welcome]) => {
      const error = firstError(decoded, welcome);
      const ids = decoded.succeeded ? parseDecodedValue(decoded.value) : null;
      if (error || !ids) return setState({ error: error ?? "This survey link is not valid." });
      const w = welcome.value;
      const start: WelcomeForm = {
        email: w.respondentEmail ?? "",
        mobile: w.respondentMobil || w.phoneMobile || "",
        postcode: w.respondentPostcode ?? "",
      };
      setForm(start);
      setLocked(initiallyLocked(start));
      setState({ name: w.respondentName ?? "", token: w.startSurveyToken, jobId: ids.jobId, form: start });
    },
    [encoded],
  );

  if (!state) return <Spinner />;
  if ("error" in state) {
    return (
      <Card title="Welcome" className="survey-card">
        <Alert tone="error" title="Something went wrong">
          {state.error}
        </Alert>
      </Card>
    );
  }
  const errors = submitted ? welcomeErrors(form, variant) : {};
  // Stored values arrive unmasked; the masks of product §5 format them as shown and as typed.
  const shown = (field: WelcomeField, raw: string) =>
    field === "email" ? raw : applyMask(MASKS[variant][field], raw);
  const set = (field: WelcomeField, raw: string) => setForm((f) => ({ ...f, [field]: shown(field, raw) }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(welcomeErrors(form, variant)).length > 0) return;
    setBusy(true);
    const answer = await updateSurveyProfile({ encodedData: encoded, ...form });
    setBusy(false);
    if (!answer.succeeded) return setServerError(answer.errors[0] ?? "Please try again.");
    navigate(`/survey/survey-start/${encodeURIComponent(state.token)}`);
  };

  return (
    <Card className="survey-card">
      <h1 className="card-title">Welcome {state.name}</h1>
      <p>Please check your contact details before you start the survey.</p>
      {serverError ? (
        <Alert tone="error" title="Something went wrong">
          {serverError}
        </Alert>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        {(Object.keys(LABELS) as WelcomeField[]).map((field) => {
          const id = `welcome-${field}`;
          const isLocked = locked.has(field);
          return (
            <Field key={field} id={id} label={LABELS[field]} error={errors[field]}>
              <div className="survey-locked-field">
                <input
                  id={id}
                  className="input"
                  type={field === "email" ? "email" : "text"}
                  inputMode={field === "email" ? "email" : "numeric"}
                  autoComplete={field === "email" ? "email" : field === "mobile" ? "tel" : "postal-code"}
                  readOnly={isLocked}
                  value={shown(field, form[field])}
                  onChange={(e) => set(field, e.target.value)}
                  {...describedBy(id, errors[field])}
                />
                {isLocked ? (
                  <button
                    type="button"
                    className="btn btn-secondary survey-edit"
                    aria-label={`Edit ${LABELS[field]}`}
                    title={`Edit ${LABELS[field]}`}
                    onClick={() => {
                      setLocked((l) => new Set([...l].filter((f) => f !== field)));
                      document.getElementById(id)?.focus();
                    }}
                  >
                    <span aria-hidden="true">✎</span>
                  </button>
                ) : null}
              </div>
            </Field>
          );
        })}
        <div className="form-actions survey-actions">
          <Button type="submit" busy={busy}>
            Save and Continue
          </Button>
          <Button variant="secondary" onClick={() => navigate(`/signin/${encodeURIComponent(state.jobId)}`)}>
            This is not my Profile
          </Button>
        </div>
      </form>
    </Card>
  );
}
