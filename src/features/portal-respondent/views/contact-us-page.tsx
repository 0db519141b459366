import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { describedBy, Field } from "../../../components/ui/field";
import { TextInput } from "../../../components/ui/text-input";
import { roleHome } from "../../../lib/navigation";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { sendContactUs } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";

const REQUIRED = "Required";
const EMPTY = { subject: "", message: "" };

/** Contact Us for respondents and clients (product §2.10, §5, §8): the form clears either way. */
export default function ContactUsPage() {
  const session = useSession();
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = {
    subject: tried && !values.subject.trim() ? REQUIRED : null,
    message: tried && !values.message.trim() ? REQUIRED : null,
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!session || !values.subject.trim() || !values.message.trim()) return;
    setBusy(true);
    // Only a respondent sends their own id; a client contact is known to the server by the token.
    const respondentId = session.role === "Respondent" ? Number(session.id) : 0;
    const answer = await sendContactUs({ respondentId, ...values, role: session.role }).finally(() =>
      setBusy(false),
    );
    if (answer.succeeded) toast.success(answer.successMsg ?? "Message sent.");
    else toast.error("Error!", answer.errors.join(" "));
    setValues(EMPTY);
    setTried(false);
  };

  return (
    <PortalPage title="Contact Us" home={session ? roleHome(session.role) : "/"}>
      <form onSubmit={onSubmit} noValidate aria-label="Contact us">
        <Field id="contact-subject" label="Subject" error={errors.subject}>
          <TextInput
            id="contact-subject"
            maxLength={200}
            value={values.subject}
            onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))}
            {...describedBy("contact-subject", errors.subject)}
          />
        </Field>
        <Field id="contact-message" label="Message" error={errors.message}>
          <textarea
            id="contact-message"
            className="input"
            rows={6}
            maxLength={5000}
            value={values.message}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))}
            {...describedBy("contact-message", errors.message)}
          />
        </Field>
        <div className="form-actions">
          <Button
            variant="secondary"
            onClick={() => {
              setValues(EMPTY);
              setTried(false);
            }}
          >
            Clear
          </Button>
          <Button type="submit" busy={busy}>
            Submit
          </Button>
        </div>
      </form>
    </PortalPage>
  );
}
