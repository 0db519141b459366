import { useQuery, useQueryClient } from "@tanstack/react-query";
import { generateQrAnswerSchema, twoFactorStatusAnswerSchema } from "../../../../server/contracts/auth";
import { type Respondent, respondentSchema } from "../../../../server/contracts/respondents/respondents";
import type { Role } from "../../../../server/contracts/rights-codes";
import { http } from "../../../lib/http";
import { useConfigFlag } from "../../../lib/server-config";
import { useSession } from "../../../lib/session";

export const usePointsAllowed = () => useConfigFlag("IsPointsAllowed");

/** The signed-in respondent's id (primarysid of the token); null for staff and clients. */
export function useMyId(): number | null {
  const session = useSession();
  if (session?.role !== "Respondent") return null;
  const id = Number(session.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const meKey = (id: number | null) => ["respondent", id] as const;

/** GET /api/respondent/{id} for the signed-in respondent. */
export function useMe() {
  const id = useMyId();
  return useQuery({
    queryKey: meKey(id),
    enabled: id !== null,
    queryFn: async (): Promise<Respondent> => {
      const answer = await http.get(`/api/respondent/${id}`, respondentSchema);
      if (!answer.succeeded) throw new Error(answer.errors[0] ?? "Could not load your details.");
      return answer.value;
    },
  });
}

export function useRefreshMe() {
  const client = useQueryClient();
  const id = useMyId();
  return () => client.invalidateQueries({ queryKey: meKey(id) });
}

/** POST /api/respondent/update with only the fields the page changes (absent = unchanged). */
export const updateMe = (id: number, fields: Partial<Record<keyof Respondent, unknown>>) =>
  http.postJson("/api/respondent/update", { ...fields, id });

/** POST /api/contact-us (respondentId, subject, message, role). */
export const sendContactUs = (input: {
  respondentId: number;
  subject: string;
  message: string;
  role: Role;
}) =>
  http.postForm("/api/contact-us", {
    respondentId: String(input.respondentId),
    subject: input.subject,
    message: input.message,
    role: input.role,
  });

/** POST /api/forgot-password: My Settings mails a set-password link to the signed-in user. */
export const mailPasswordLink = (emailAddress: string, role: Role) =>
  http.postForm("/api/forgot-password", { emailAddress, firstName: "", lastName: "", role }, undefined, {
    authRedirect: false,
  });

export const twoFactorStatus = (username: string) =>
  http.get(`/api/user-2fa-Status/${encodeURIComponent(username)}`, twoFactorStatusAnswerSchema, {
    authRedirect: false,
  });

export const generateQr = (username: string, role: Role) =>
  http.postForm("/api/ga/GenerateSetupQrCode", { username, role, email: username }, generateQrAnswerSchema, {
    authRedirect: false,
  });

export const confirmPin = (username: string, role: Role, pin: string) =>
  http.postForm("/api/ga/ValidateTwoFactorPIN", { username, role, pin }, undefined, { authRedirect: false });
