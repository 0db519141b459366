import { Hono } from "hono";
import { setAuthCookies } from "../auth/cookies";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  createOtpRequestSchema,
  loginOtpRequestSchema,
  loginOtpValidateSchema,
} from "../contracts/client-contacts";
import * as calls from "../contracts/clients-calls";
import { RIGHTS } from "../contracts/rights";
import { AUTH_PATHS } from "../contracts/shell-paths";
import { clientIp } from "../http/client-ip";
import { failed, ok } from "../http/envelope";
import { formBody, params } from "../http/input";
import * as contacts from "../services/client-contacts";
import { inviteClientContacts } from "../services/client-portal-accounts";
import * as otps from "../services/sign-in/client-otps";
import { handle } from "./handle";

const { ClientAdmin: CLI, JobAdmin: JOB } = RIGHTS;
/** Contacts and their jobs: client and job staff, and the client's own contacts. */
const READERS = { staffAny: [CLI, JOB], client: true };

/** Client contacts and their one-time passwords (staff-calls §7.3, decision 043). */
export const clientContactsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.contacts, READERS, (ctx, i) => contacts.listContacts(ctx, { clientId: i.id })))
  .on(...handle(calls.contact, READERS, (ctx, i) => contacts.getContact(ctx, i.id)))
  .on(
    ...handle(calls.saveContact, { staff: [CLI] }, contacts.saveContact, {
      successMsg: "Successfully Saved!",
    }),
  )
  .on(
    ...handle(calls.deleteContacts, { staff: [CLI] }, (ctx, i) => contacts.deleteContacts(ctx, i.ids), {
      successMsg: "Successfully Deleted!",
    }),
  )
  .on(
    ...handle(calls.inviteContacts, { staff: [CLI] }, (ctx, i) => inviteClientContacts(ctx, i.ids), {
      successMsg: "Portal invitations queued.",
    }),
  )
  .on(...handle(calls.contactsByType, { staffAny: [CLI, JOB] }, contacts.contactsOfType))
  .on(...handle(calls.contactJobs, READERS, (ctx, i) => contacts.jobsOfClientContact(ctx, i.id)))
  .on(...handle(calls.jobScheduleBySession, { staffAny: [JOB], client: true }, contacts.scheduleOfJob))
  // The OTP requests answer the sent-to text as their message, which a declared call cannot.
  .get("/CreateClientFileDownloadOTP/:clientContactId{[0-9]+}", async (c) => {
    const ctx = await guard(c, { staff: [CLI], client: true });
    const { clientContactId } = params(c, createOtpRequestSchema);
    const sent = await otps.requestDownloadOtp(ctx, { contactId: clientContactId, ip: clientIp(c) });
    return ok(c, true, { successMsg: sent });
  })
  .on(
    ...handle(calls.validateDownloadOtp, { client: true }, (ctx, i) =>
      otps.validateDownloadOtp(ctx, { contactId: i.clientContactId, code: i.password }),
    ),
  )
  // Answers the sent-to text as its message, like the download code above.
  .post(AUTH_PATHS.createClientLoginOtp, async (c) => {
    const ctx = await publicCall(c);
    const input = await formBody(c, loginOtpRequestSchema);
    const key = { contactId: input.clientContactId, email: input.emailAddress };
    const sent = await otps.requestLoginOtp(ctx, { ...key, ip: clientIp(c) });
    return ok(c, true, { successMsg: sent });
  })
  // Signs the contact in: it sets the session cookies, so it stays a hand route.
  .post(AUTH_PATHS.validateClientLoginOtp, async (c) => {
    const ctx = await publicCall(c);
    const input = await formBody(c, loginOtpValidateSchema);
    const key = { contactId: input.clientContactId, email: input.emailAddress };
    const out = await otps.signInWithOtp(ctx, { ...key, code: input.password });
    if (!out.ok) return failed(c, out.errors);
    setAuthCookies(c, out.value.answer.token, out.value.exp);
    return ok(c, out.value.answer);
  });
