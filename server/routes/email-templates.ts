import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/messaging/calls";
import { RIGHTS } from "../contracts/rights";
import { previewTemplate } from "../services/messaging/preview";
import * as tpl from "../services/messaging/templates";
import { handle } from "./handle";

const { EmailTemplateAdmin: ETA, EmailSenderAdmin: ESA, RespondentAdmin: RES, JobAdmin: JOB } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };
/** Reading templates and senders: their admins, and the staff who send messages (decision 165). */
const READ_TEMPLATES = { staffAny: [ETA, RES, JOB] } as const;
const READ_SENDERS = { staffAny: [ESA, RES, JOB] } as const;

/** Email & SMS templates and e-mail senders (staff-calls §7.20, product §7.6; decision 165). */
export const emailTemplatesRoutes = new Hono<AppEnv>()
  .on(...handle(calls.templates, READ_TEMPLATES, tpl.templates))
  .on(...handle(calls.generalEmailTemplate, READ_TEMPLATES, (ctx) => tpl.templateOf(ctx, "general-email")))
  .on(...handle(calls.generalSmsTemplate, READ_TEMPLATES, (ctx) => tpl.templateOf(ctx, "general-sms")))
  .on(
    ...handle(calls.profileUpdateEmailTemplate, READ_TEMPLATES, (ctx) =>
      tpl.templateOf(ctx, "profile-update-email"),
    ),
  )
  .on(
    ...handle(calls.profileUpdateSmsTemplate, READ_TEMPLATES, (ctx) =>
      tpl.templateOf(ctx, "profile-update-sms"),
    ),
  )
  .on(...handle(calls.addTemplate, { staff: [ETA] }, tpl.addTemplate, SAVED))
  .on(...handle(calls.updateTemplate, { staff: [ETA] }, tpl.updateTemplate, SAVED))
  .on(...handle(calls.deleteTemplate, { staff: [ETA] }, (ctx, i) => tpl.deleteTemplate(ctx, i.id), DELETED))
  .on(...handle(calls.previewTemplate, READ_TEMPLATES, previewTemplate))
  .on(...handle(calls.senders, READ_SENDERS, tpl.senders))
  .on(...handle(calls.saveSender, { staff: [ESA] }, tpl.saveSender, SAVED))
  .on(...handle(calls.deleteSenders, { staff: [ESA] }, (ctx, i) => tpl.deleteSenders(ctx, i.ids), DELETED));
