import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/messaging/calls";
import {
  senderSaveSchema,
  templateAddSchema,
  templatePreviewSchema,
  templateUpdateSchema,
} from "../contracts/messaging/templates";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import { previewTemplate } from "../services/messaging/preview";
import * as tpl from "../services/messaging/templates";
import { handle } from "./handle";

const { EmailTemplateAdmin: ETA, EmailSenderAdmin: ESA, RespondentAdmin: RES, JobAdmin: JOB } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
/** Reading templates and senders: their admins, and the staff who send messages (decision 165). */
const READ_TEMPLATES = { staffAny: [ETA, RES, JOB] } as const;
const READ_SENDERS = { staffAny: [ESA, RES, JOB] } as const;

/** Email & SMS templates and e-mail senders (staff-calls §7.20, product §7.6; decision 165). */
export const emailTemplatesRoutes = new Hono<AppEnv>()
  .on(...handle(calls.templates, READ_TEMPLATES, tpl.templates))
  .get("/emailtemplate/GetGeneralEmailTemplate", async (c) =>
    ok(c, await tpl.templateOf(await guard(c, READ_TEMPLATES), "general-email")),
  )
  .get("/emailtemplate/GetGeneralSMSTemplate", async (c) =>
    ok(c, await tpl.templateOf(await guard(c, READ_TEMPLATES), "general-sms")),
  )
  .get("/emailtemplate/GetProfileUpdateEmailTemplate", async (c) =>
    ok(c, await tpl.templateOf(await guard(c, READ_TEMPLATES), "profile-update-email")),
  )
  .get("/emailtemplate/GetProfileUpdateSMSTemplate", async (c) =>
    ok(c, await tpl.templateOf(await guard(c, READ_TEMPLATES), "profile-update-sms")),
  )
  .post("/emailtemplate/add", async (c) => {
    const ctx = await guard(c, { staff: [ETA] });
    return answer(c, await tpl.addTemplate(ctx, await jsonBody(c, templateAddSchema)), SAVED);
  })
  .post("/emailtemplate/update", async (c) => {
    const ctx = await guard(c, { staff: [ETA] });
    return answer(c, await tpl.updateTemplate(ctx, await jsonBody(c, templateUpdateSchema)), SAVED);
  })
  .get("/emailtemplate/delete/:id", async (c) => {
    const ctx = await guard(c, { staff: [ETA] });
    return answer(c, await tpl.deleteTemplate(ctx, params(c, idParamSchema).id), {
      successMsg: "Successfully Deleted!",
    });
  })
  .post("/emailtemplate/preview", async (c) => {
    const ctx = await guard(c, READ_TEMPLATES);
    return ok(c, await previewTemplate(ctx, await jsonBody(c, templatePreviewSchema)));
  })
  .on(...handle(calls.senders, READ_SENDERS, tpl.senders))
  .post("/emailsender/update", async (c) => {
    const ctx = await guard(c, { staff: [ESA] });
    return answer(c, await tpl.saveSender(ctx, await jsonBody(c, senderSaveSchema)), SAVED);
  })
  .post("/emailsender/delete", async (c) => {
    const ctx = await guard(c, { staff: [ESA] });
    return answer(c, await tpl.deleteSenders(ctx, await jsonBody(c, deleteRequestSchema)), {
      successMsg: "Successfully Deleted!",
    });
  });
