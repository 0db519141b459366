import { Hono } from "hono";
import { setAuthCookies } from "../auth/cookies";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  clientContactSaveSchema,
  contactsByTypeRequestSchema,
  createOtpRequestSchema,
  jobScheduleRequestSchema,
  validateOtpRequestSchema,
} from "../contracts/client-contacts";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { clientIp } from "../http/client-ip";
import { answer, failed, ok } from "../http/envelope";
import { badRequest } from "../http/errors";
import { formBody, jsonBody, params } from "../http/input";
import * as contacts from "../services/client-contacts";
import * as schedule from "../services/sessions/client-schedule";
import * as otps from "../services/sign-in/client-otps";

const { ClientAdmin: CLI, JobAdmin: JOB } = RIGHTS;

/** Client contacts and their one-time passwords (staff-calls §7.3, decision 043). */
export const clientContactsRoutes = new Hono<AppEnv>()
  .get("/client-contacts/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB], client: true });
    return ok(c, await contacts.listContacts(ctx, { clientId: params(c, idParamSchema).id }));
  })
  .get("/client-contact/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB], client: true });
    return ok(c, await contacts.getContact(ctx, params(c, idParamSchema).id));
  })
  .post("/client-contact/update", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    const saved = await contacts.saveContact(ctx, await jsonBody(c, clientContactSaveSchema));
    return answer(c, saved, { successMsg: "Successfully Saved!" });
  })
  .post("/client-contact/delete", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    const ids = await jsonBody(c, deleteRequestSchema);
    return answer(c, await contacts.deleteContacts(ctx, ids), { successMsg: "Successfully Deleted!" });
  })
  .post("/GetClientContactsByTypeId", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB] });
    const input = await formBody(c, contactsByTypeRequestSchema);
    return ok(c, await contacts.contactsOfType(ctx, input));
  })
  .get("/client-contact-jobs/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB], client: true });
    return ok(c, await contacts.jobsOfClientContact(ctx, params(c, idParamSchema).id));
  })
  .post("/client-contact-jobschedule-by-session", async (c) => {
    const ctx = await guard(c, { staffAny: [JOB], client: true });
    const input = await formBody(c, jobScheduleRequestSchema);
    const jobId = input.jobid ?? input.jobId;
    if (!jobId) throw badRequest("jobid: Required");
    return ok(c, await schedule.jobScheduleBySession(ctx, { ...input, jobId }));
  })
  .get("/CreateClientFileDownloadOTP/:clientContactId", async (c) => {
    const ctx = await guard(c, { staff: [CLI], client: true });
    const { clientContactId } = params(c, createOtpRequestSchema);
    const sent = await otps.requestDownloadOtp(ctx, { contactId: clientContactId, ip: clientIp(c) });
    return ok(c, true, { successMsg: sent });
  })
  .post("/ValidateClientFileDownloadOTP", async (c) => {
    const ctx = await guard(c, { client: true });
    const input = await formBody(c, validateOtpRequestSchema);
    const code = { contactId: input.clientContactId, code: input.password };
    return answer(c, await otps.validateDownloadOtp(ctx, code));
  })
  .post("/CreateClientLoginOTP", async (c) => {
    const ctx = await publicCall(c);
    const { clientContactId } = await formBody(c, createOtpRequestSchema);
    const sent = await otps.requestLoginOtp(ctx, { contactId: clientContactId, ip: clientIp(c) });
    return ok(c, true, { successMsg: sent });
  })
  .post("/ValidateClientLoginOTP", async (c) => {
    const ctx = await publicCall(c);
    const input = await formBody(c, validateOtpRequestSchema);
    const out = await otps.signInWithOtp(ctx, { contactId: input.clientContactId, code: input.password });
    if (!out.ok) return failed(c, out.errors);
    setAuthCookies(c, out.value.answer.token, out.value.exp);
    return ok(c, out.value.answer);
  });
