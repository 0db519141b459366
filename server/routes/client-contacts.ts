import { type Context, Hono } from "hono";
import { setAuthCookies } from "../auth/cookies";
import { requireActor, requireRight } from "../auth/guard";
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
import { failed, ok } from "../http/envelope";
import { badRequest, tooManyRequests } from "../http/errors";
import { formBody, jsonBody, params } from "../http/input";
import { assertSelfOrStaff, visibleJob } from "../services/access";
import * as contacts from "../services/client-contacts";
import { checkOtp, createOtp, signInWithOtp } from "../services/client-otps";
import { requireAnyRight, staffRightOrClient } from "./rights-any";

const { ClientAdmin: CLI, JobAdmin: JOB } = RIGHTS;

/** OTP requests are anonymous for sign-in: limit them per IP and per contact. */
function limitOtp(c: Context<AppEnv>, contactId: number) {
  const limits = c.get("deps").limits;
  if (!limits.loginIp.hit(`otp-ip:${clientIp(c)}`) || !limits.twoFactor.hit(`otp-contact:${contactId}`)) {
    throw tooManyRequests();
  }
}

/** Client contacts and their one-time passwords (staff-calls §7.3, decision 043). */
export const clientContactsRoutes = new Hono<AppEnv>()
  .get("/client-contacts/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI, JOB);
    return ok(c, await contacts.listContacts(c.get("deps").db, actor, params(c, idParamSchema).id));
  })
  .get("/client-contact/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI, JOB);
    return ok(c, await contacts.getContact(c.get("deps").db, actor, params(c, idParamSchema).id));
  })
  .post("/client-contact/update", async (c) => {
    await requireRight(c, CLI);
    const saved = await contacts.saveContact(c.get("deps").db, await jsonBody(c, clientContactSaveSchema));
    return ok(c, saved, { successMsg: "Successfully Saved!" });
  })
  .post("/client-contact/delete", async (c) => {
    await requireRight(c, CLI);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await contacts.deleteContacts(c.get("deps").db, ids), {
      successMsg: "Successfully Deleted!",
    });
  })
  .post("/GetClientContactsByTypeId", async (c) => {
    await requireAnyRight(c, CLI, JOB);
    const input = await formBody(c, contactsByTypeRequestSchema);
    return ok(c, await contacts.contactsOfType(c.get("deps").db, input.clientIds, input.contactTypes));
  })
  .get("/client-contact-jobs/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI, JOB);
    return ok(c, await contacts.jobsOfClientContact(c.get("deps").db, actor, params(c, idParamSchema).id));
  })
  .post("/client-contact-jobschedule-by-session", async (c) => {
    const actor = await staffRightOrClient(c, JOB);
    const input = await formBody(c, jobScheduleRequestSchema);
    const jobId = input.jobid ?? input.jobId;
    if (!jobId) throw badRequest("jobid: Required");
    await visibleJob(c.get("deps").db, actor, jobId);
    // Respondent schedules live with sessions and events (a later area); until then none exist.
    return ok(c, []);
  })
  .get("/CreateClientFileDownloadOTP/:clientContactId", async (c) => {
    const actor = requireActor(c, "Staff", "Client");
    const { clientContactId } = params(c, createOtpRequestSchema);
    if (actor.role === "Staff") await requireRight(c, CLI);
    else assertSelfOrStaff(actor, clientContactId);
    limitOtp(c, clientContactId);
    return ok(c, true, { successMsg: await createOtp(c.get("deps"), clientContactId, "download") });
  })
  .post("/ValidateClientFileDownloadOTP", async (c) => {
    const actor = requireActor(c, "Client");
    const input = await formBody(c, validateOtpRequestSchema);
    assertSelfOrStaff(actor, input.clientContactId);
    const out = await checkOtp(c.get("deps"), input.clientContactId, "download", input.password);
    return out.ok ? ok(c, { grantedUntil: out.value.toISOString() }) : failed(c, out.errors);
  })
  .post("/CreateClientLoginOTP", async (c) => {
    const { clientContactId } = await formBody(c, createOtpRequestSchema);
    limitOtp(c, clientContactId);
    return ok(c, true, { successMsg: await createOtp(c.get("deps"), clientContactId, "login") });
  })
  .post("/ValidateClientLoginOTP", async (c) => {
    const input = await formBody(c, validateOtpRequestSchema);
    const out = await signInWithOtp(c.get("deps"), input.clientContactId, input.password);
    if (!out.ok) return failed(c, out.errors);
    setAuthCookies(c, out.value.answer.token, out.value.exp);
    return ok(c, out.value.answer);
  });
