import { SignupForm } from "./signup-form";

/** signup-impairment: the impairment (disability) panel (product §2.1). */
export default function SignupImpairmentPage() {
  return <SignupForm panel="impairment" />;
}
