import type { Role } from "./contracts/rights";

/** The fixed demo logins the README lists and the tests use. */
export const DEMO_LOGINS: { role: Role; label: string; username: string; password: string }[] = [
  { role: "Staff", label: "Administrator", username: "admin@demo.test", password: "Demo-Admin-1!" },
  { role: "Staff", label: "Recruiter", username: "recruiter@demo.test", password: "Demo-Recruiter-1!" },
  { role: "Client", label: "Client contact", username: "client@demo.test", password: "Demo-Client-1!" },
  {
    role: "Respondent",
    label: "Respondent",
    username: "respondent@demo.test",
    password: "Demo-Respondent-1!",
  },
];
