import { Hono } from "hono";
import { z } from "zod";
import { publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { badRequest, forbidden } from "../http/errors";
import { readBody, validate } from "../http/input";
import { receiveDeliveryReport, receiveSms } from "../services/messaging/inbound-sms";
import { validWebhookSignature } from "../services/messaging/webhook-signature";

/**
 * The SMS provider's webhooks (decision 163): inbound replies and delivery reports, form posts
 * signed with SMS_AUTH_TOKEN (Twilio's X-Twilio-Signature scheme). A bad or missing signature,
 * or no token configured, is refused with 403 before anything is read into the database.
 */
export const smsWebhookRoutes = new Hono<AppEnv>();

const sid = z.string().regex(/^[A-Za-z0-9]{2,64}$/, "Invalid MessageSid");
const inboundSchema = z.object({
  MessageSid: sid,
  From: z.string().min(1).max(40),
  To: z.string().max(40).default(""),
  Body: z.string().max(2000).default(""),
});
const statusSchema = z.object({ MessageSid: sid, MessageStatus: z.string().min(1).max(40) });

/** The posted fields, once their signature over PUBLIC_URL + path + query checked out. */
async function signedFields(c: Parameters<typeof publicCall>[0]) {
  const ctx = await publicCall(c);
  const token = ctx.deps.env.messaging.smsAuthToken;
  const body = await readBody(c);
  const url = new URL(c.req.url);
  const publicUrl = `${ctx.deps.env.publicUrl.replace(/\/$/, "")}${url.pathname}${url.search}`;
  if (!token || !validWebhookSignature(token, publicUrl, body.fields, c.req.header("x-twilio-signature"))) {
    throw forbidden("The webhook signature is not valid.");
  }
  if (body.files.length > 0) throw badRequest("Files are not accepted here.");
  return { ctx, fields: body.fields };
}

const twiml = (c: Parameters<typeof publicCall>[0]) =>
  c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { "content-type": "text/xml" });

smsWebhookRoutes.post("/webhooks/sms/inbound", async (c) => {
  const { ctx, fields } = await signedFields(c);
  const input = validate(inboundSchema, fields);
  await receiveSms(ctx.deps, {
    messageSid: input.MessageSid,
    from: input.From,
    to: input.To,
    body: input.Body,
  });
  return twiml(c);
});

smsWebhookRoutes.post("/webhooks/sms/status", async (c) => {
  const { ctx, fields } = await signedFields(c);
  const input = validate(statusSchema, fields);
  await receiveDeliveryReport(ctx.deps, input.MessageSid, input.MessageStatus);
  return twiml(c);
});
