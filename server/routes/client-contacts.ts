import { Hono } from "hono";
import { setAuthCookies } from "../auth/cookies";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { createOtpRequestSchema, validateOtpRequestSchema } from "../contracts/client-contacts";
import * as calls from "../contracts/clients-calls";
import { RIGHTS } from "../contracts/rights";
import { clientIp } from "../http/client-ip";
import { failed, ok } from "../http/envelope";
import { formBody, params } from "../http/input";
import * as contacts from "../services/client-contacts";
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
  .post("/CreateClientLoginOTP", async (c) => {
    const ctx = await publicCall(c);
    const { clientContactId } = await formBody(c, createOtpRequestSchema);
    const sent = await otps.requestLoginOtp(ctx, { contactId: clientContactId, ip: clientIp(c) });
    return ok(c, true, { successMsg: sent });
  })
  // Signs the contact in: it sets the session cookies, so it stays a hand route.
  .post("/ValidateClientLoginOTP", async (c) => {
    const ctx = await publicCall(c);
    const input = await formBody(c, validateOtpRequestSchema);
    const out = await otps.signInWithOtp(ctx, { contactId: input.clientContactId, code: input.password });
    if (!out.ok) return failed(c, out.errors);
    setAuthCookies(c, out.value.answer.token, out.value.exp);
    return ok(c, out.value.answer);
  });
