import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { describedBy, Field, TextField } from "../../../components/ui/field";
import { useCheckedForm } from "../../../components/ui/form-errors";
import { navigate } from "../../../lib/navigation";
import { referFriends, useWebsiteCopies } from "../api/refer-friend-api";
import { emptyRefer, type ReferValues, referFormSchema, signinTarget } from "../model/refer-form";
import "./refer-friend.css";

type Outcome = { tone: "success" | "error"; title: string; text: string } | null;

const EMAILS: { key: keyof ReferValues; label: string; auto?: string }[] = [
  { key: "yourEmail", label: "Your Email", auto: "email" },
  { key: "friendEmail1", label: "Friend's Email" },
  { key: "friendEmail2", label: "Friend's Email 2 (optional)" },
  { key: "friendEmail3", label: "Friend's Email 3 (optional)" },
];

/** Refer a Friend (product §2.10, §3, §5, §8). */
export default function ReferFriendPage() {
  const search = useSearch();
  const copies = useWebsiteCopies();
  const prefill = copies?.referMessage ?? "";
  const [values, setValues] = useState<ReferValues>(emptyRefer(""));
  const { errors, busy, submit } = useCheckedForm();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const signin = signinTarget(search);
  const referrer = new URLSearchParams(search).get("ref") ?? "";

  // The message is prefilled from site copy once it arrives (unless the visitor already typed).
  useEffect(() => {
    if (prefill) setValues((v) => (v.message ? v : { ...v, message: prefill }));
  }, [prefill]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const answer = await submit(referFormSchema, { ...values, referrer }, referFriends);
    if (!answer) return;
    if (answer.succeeded) {
      setOutcome({
        tone: "success",
        title: "Email Sent Successfully!",
        text: answer.successMsg ?? answer.message ?? "",
      });
      setValues(emptyRefer(prefill));
    } else {
      setOutcome({ tone: "error", title: "Error!", text: answer.errors.join(" ") });
    }
  };

  return (
    <Card title="Refer a Friend" className="refer-card">
      <div className="refer-intro">
        {copies?.referPageText1 ? <p className="refer-lead">{copies.referPageText1}</p> : null}
        {copies?.referPageText2 ? <p>{copies.referPageText2}</p> : null}
        {copies?.referPageText3 ? <p className="refer-small">{copies.referPageText3}</p> : null}
      </div>
      <div aria-live="polite">
        {outcome ? (
          <Alert tone={outcome.tone} title={outcome.title}>
            {outcome.text}
          </Alert>
        ) : null}
      </div>
      <form onSubmit={onSubmit} noValidate aria-label="Refer a friend">
        {EMAILS.map(({ key, label, auto }) => (
          <TextField
            key={key}
            id={`refer-${key}`}
            label={label}
            error={errors[key]}
            type="email"
            autoComplete={auto ?? "off"}
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          />
        ))}
        <Field id="refer-message" label="Personal Message" error={errors.message}>
          <textarea
            id="refer-message"
            className="input"
            rows={4}
            value={values.message}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
            {...describedBy("refer-message", errors.message)}
          />
        </Field>
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Send
          </Button>
          <Button variant="secondary" onClick={() => navigate(signin)}>
            Login
          </Button>
        </div>
      </form>
      <p className="refer-login">
        <Link href={signin}>Existing member login here</Link>
      </p>
    </Card>
  );
}
