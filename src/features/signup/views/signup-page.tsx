import { SignupForm } from "./signup-form";

/** signup and signup/{jobid}: the general (consumer) panel. */
export default function SignupPage({ params }: { params: Record<string, string | undefined> }) {
  return <SignupForm panel="general" jobId={params.jobid} />;
}
