import { Link } from "wouter";
import { Card } from "../../../components/ui/card";

const CHOICES = [
  { role: "Staff", text: "I work for the agency" },
  { role: "Client", text: "I am a client contact" },
  { role: "Respondent", text: "I am a panel member" },
] as const;

/** Forgotten password: the visitor says which kind of account it is, then resets it (decision 020). */
export default function ForgotPasswordPage() {
  return (
    <Card title="Forgot your password?" className="auth-card">
      <p>Which kind of account do you have?</p>
      <ul className="choice-list">
        {CHOICES.map((c) => (
          <li key={c.role}>
            <Link href={`/resetpassword/${c.role}`} className="choice">
              <strong>{c.role}</strong>
              <span>{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="auth-aside">
        <Link href="/signin">Back to sign in</Link>
      </p>
    </Card>
  );
}
