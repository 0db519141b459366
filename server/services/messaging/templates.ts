import type { z } from "zod";
import type { UseCaseContext } from "../../context";
import type { TemplateKind } from "../../contracts/messaging/template-constants";
import type {
  Sender,
  senderSaveSchema,
  Template,
  templateAddSchema,
  templateUpdateSchema,
} from "../../contracts/messaging/templates";
import {
  listSenders,
  listTemplates,
  type SenderRow,
  senderNameTaken,
  sendersTable,
  type TemplateRow,
  templateNameTaken,
  templateOfKind,
  templatesTable,
} from "../../db/repo/email-templates";
import { notFound } from "../../http/errors";
import { type Outcome, refusal, success } from "../outcome";
import { sanitizeRichText } from "../rich-text";

const toTemplate = (t: TemplateRow): Template => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  subject: t.subject,
  html: t.html,
  plainText: t.plainText,
  smsText: t.smsText,
  updatedAt: t.updatedAt.toISOString(),
});

const toSender = (s: SenderRow): Sender => ({
  id: s.id,
  name: s.name,
  fromAddress: s.fromAddress,
  replyTo: s.replyTo,
  updatedAt: s.updatedAt.toISOString(),
});

export const templates = async (ctx: UseCaseContext) => (await listTemplates(ctx.deps.db)).map(toTemplate);

/** The template of a kind, or null (GetGeneralEmailTemplate, GetGeneralSMSTemplate, profile update). */
export async function templateOf(ctx: UseCaseContext, kind: TemplateKind): Promise<Template | null> {
  const row = await templateOfKind(ctx.deps.db, kind);
  return row ? toTemplate(row) : null;
}

/** A saved template, 404 when missing. */
export async function loadTemplate(ctx: UseCaseContext, id: number): Promise<TemplateRow> {
  const row = await templatesTable.get(ctx.deps.db, id);
  if (!row) throw notFound("Template not found.");
  return row;
}

type TemplateFields = z.output<typeof templateAddSchema>;

/** Stored fields: the html sanitised (staff-authored markup is never trusted). */
const stored = async (input: TemplateFields) => ({
  name: input.name,
  kind: input.kind,
  subject: input.subject,
  html: input.html.trim() === "" ? "" : await sanitizeRichText(input.html),
  plainText: input.plainText,
  smsText: input.smsText,
});

/** What a template of its kind cannot be sent without. */
function missing(input: TemplateFields): string[] {
  const errors: string[] = [];
  if (input.kind.endsWith("-sms")) {
    if (!input.smsText) errors.push("smsText: Required");
  } else {
    if (!input.subject) errors.push("subject: Required");
    if (!input.html.trim() && !input.plainText.trim()) errors.push("html: Required");
  }
  return errors;
}

export async function addTemplate(ctx: UseCaseContext, input: TemplateFields): Promise<Outcome<Template>> {
  const errors = missing(input);
  if (await templateNameTaken(ctx.deps.db, input.name, 0)) errors.push("A template with this name exists.");
  if (errors.length) return refusal(...errors);
  return success(toTemplate(await templatesTable.insert(ctx.deps.db, await stored(input))));
}

export async function updateTemplate(
  ctx: UseCaseContext,
  input: z.output<typeof templateUpdateSchema>,
): Promise<Outcome<Template>> {
  await loadTemplate(ctx, input.id);
  const errors = missing(input);
  if (await templateNameTaken(ctx.deps.db, input.name, input.id))
    errors.push("A template with this name exists.");
  if (errors.length) return refusal(...errors);
  const row = await templatesTable.update(ctx.deps.db, input.id, {
    ...(await stored(input)),
    updatedAt: ctx.deps.now(),
  });
  return row ? success(toTemplate(row)) : refusal("Template not found.");
}

export async function deleteTemplate(ctx: UseCaseContext, id: number): Promise<Outcome<number>> {
  await loadTemplate(ctx, id);
  return success(await templatesTable.remove(ctx.deps.db, [id]));
}

// ---- senders

export const senders = async (ctx: UseCaseContext) => (await listSenders(ctx.deps.db)).map(toSender);

export async function loadSender(ctx: UseCaseContext, id: number): Promise<SenderRow> {
  const row = await sendersTable.get(ctx.deps.db, id);
  if (!row) throw notFound("Email sender not found.");
  return row;
}

export async function saveSender(
  ctx: UseCaseContext,
  input: z.output<typeof senderSaveSchema>,
): Promise<Outcome<Sender>> {
  const db = ctx.deps.db;
  if (input.id) await loadSender(ctx, input.id);
  if (await senderNameTaken(db, input.name, input.id)) return refusal("A sender with this name exists.");
  const values = { name: input.name, fromAddress: input.fromAddress, replyTo: input.replyTo || null };
  const row = input.id
    ? await sendersTable.update(db, input.id, { ...values, updatedAt: ctx.deps.now() })
    : await sendersTable.insert(db, values);
  return row ? success(toSender(row)) : refusal("Email sender not found.");
}

export async function deleteSenders(ctx: UseCaseContext, ids: number[]): Promise<Outcome<number>> {
  return success(await sendersTable.removeExisting(ctx.deps.db, ids, "Email sender not found."));
}
