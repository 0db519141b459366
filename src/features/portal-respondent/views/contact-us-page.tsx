import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { contactUsSchema } from "../../../../server/contracts/respondents/portal";
import { Button } from "../../../components/ui/button";
import { type FieldSpec, RecordForm } from "../../../components/ui/record-form";
import { roleHome } from "../../../lib/navigation";
import { useSession } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { sendContactUs } from "../api/portal-api";
import { PortalPage } from "../components/portal-page";

const FIELDS: FieldSpec[] = [
  { name: "subject", label: "Subject", wide: true, maxLength: 200 },
  { name: "message", label: "Message", kind: "textarea", rows: 6, maxLength: 5000 },
];
const EMPTY = { subject: "", message: "" };
// The form checks what the person types; the sender and role come from the session.
const CONTACT_FORM = contactUsSchema.pick({ subject: true, message: true });

/** Contact Us for respondents and clients (product §2.10, §5, §8): the form clears either way. */
export default function ContactUsPage() {
  const session = useSession();
  // Each send or Clear shows a new, blank form instance.
  const [round, setRound] = useState(0);

  const send = async (values: FieldValues) => {
    if (!session) return false;
    // Only a respondent sends their own id; a client contact is known to the server by the token.
    const respondentId = session.role === "Respondent" ? Number(session.id) : 0;
    const { subject, message } = values as typeof EMPTY;
    const answer = await sendContactUs({ respondentId, subject, message, role: session.role });
    if (answer.succeeded) toast.success(answer.successMsg ?? "Message sent.");
    else toast.error("Error!", answer.errors.join(" "));
    setRound((n) => n + 1);
    return answer.succeeded;
  };

  return (
    <PortalPage title="Contact Us" home={session ? roleHome(session.role) : "/"}>
      <RecordForm
        key={round}
        id="contact"
        schema={CONTACT_FORM}
        fields={FIELDS}
        defaults={EMPTY}
        submitLabel="Submit"
        onSubmit={send}
        actions={
          <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
            Clear
          </Button>
        }
      />
    </PortalPage>
  );
}
