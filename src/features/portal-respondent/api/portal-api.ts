import { useQuery } from "@tanstack/react-query";
import { generateQrAnswerSchema, twoFactorStatusAnswerSchema } from "../../../../server/contracts/auth";
import type { CallInput } from "../../../../server/contracts/call";
import * as calls from "../../../../server/contracts/respondents/calls";
import type { Respondent } from "../../../../server/contracts/respondents/respondents";
import type { Role } from "../../../../server/contracts/rights-codes";
import { callApi } from "../../../lib/call-api";
import { http } from "../../../lib/http";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
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
  return useQuery(
    readQuery(meKey(id), calls.respondent, { id: id ?? 0 }, { enabled: id !== null, what: "your details" }),
  );
}

/**
 * POST /api/respondent/update with only the fields the page changes (absent = unchanged). The
 * saved record the server answers replaces the cached one: no second read.
 */
export async function updateMe(id: number, fields: Partial<Record<keyof Respondent, unknown>>) {
  // The form's values as typed; the server parses them with the country's rules.
  const input = { ...fields, id } as CallInput<typeof calls.saveRespondent>;
  const answer = await callApi(calls.saveRespondent, input);
  if (answer.succeeded) queryClient.setQueryData(meKey(id), answer.value);
  return answer;
}

/** POST /api/contact-us (respondentId, subject, message, role). */
export const sendContactUs = (input: {
  respondentId: number;
  subject: string;
  message: string;
  role: Role;
}) => callApi(calls.contactUs, input);

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
