import { SignupForm } from "./signup-form";

/** signup-business: the business panel (product §2.1). */
export default function SignupBusinessPage() {
  return <SignupForm panel="business" />;
}
