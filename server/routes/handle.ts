import type { Context } from "hono";
import { type AccessRule, guard, publicCall } from "../auth/guard";
import type { AppEnv, UseCaseContext } from "../context";
import { type Call, type CallAnswer, type CallArgs, pathParams } from "../contracts/call";
import { clientIp } from "../http/client-ip";
import { answer, ok } from "../http/envelope";
import { badRequest } from "../http/errors";
import { readBody, validate } from "../http/input";
import { isOutcome, type Outcome } from "../services/outcome";

type Ctx = Context<AppEnv>;
type Answer<C extends Call> = CallAnswer<C> | Outcome<CallAnswer<C>>;

/** What a call's service may read beyond its parsed input: the uploaded files, the caller's IP. */
export interface CallRequest {
  files: { field: string; file: File }[];
  /** For rate limits and audit (public forms). */
  ip: string;
}

/** The use case behind a call: `fn(ctx, input)` answering a value or an Outcome. */
export type CallService<C extends Call> = (
  ctx: UseCaseContext,
  input: CallArgs<C>,
  request: CallRequest,
) => Answer<C> | Promise<Answer<C>>;

/** Anyone may call it (sign-in, links); the service insists on a sign-in where it must. */
export const PUBLIC = "public" as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Gathers a call's fields from the path, the query string or the body, as its declaration says. */
async function readInput(c: Ctx, desc: Call): Promise<{ input: unknown; files: CallRequest["files"] }> {
  const fromPath: Record<string, string> = {};
  for (const name of pathParams(desc.path)) fromPath[name] = c.req.param(name) ?? "";
  if (desc.encoding === "query") return { input: { ...c.req.query(), ...fromPath }, files: [] };
  const body = await readBody(c);
  const { json: _text, ...fields } = body.fields;
  if (desc.encoding === "form") {
    const fromJson = isPlainObject(body.json) ? body.json : {};
    return { input: { ...fromJson, ...fields, ...fromPath }, files: body.files };
  }
  if (desc.bodyField) {
    if (body.json === undefined) throw badRequest("json: Required");
    return { input: { ...fields, [desc.bodyField]: body.json, ...fromPath }, files: body.files };
  }
  if (body.json === undefined) {
    // A call whose fields are all in the path may come without a body.
    if (desc.input.safeParse(fromPath).success) return { input: fromPath, files: body.files };
    throw badRequest("json: Required");
  }
  if (!isPlainObject(body.json)) throw badRequest("json: Expected an object");
  return { input: { ...body.json, ...fromPath }, files: body.files };
}

/**
 * Tests check every answer against its declared contract, so an answer that drifts from what the
 * browser expects fails the API suite instead of a screen (decision 190).
 */
const CHECK_ANSWERS = Boolean(process.env.VITEST);

function checked(desc: Call, value: unknown) {
  if (!CHECK_ANSWERS) return;
  const result = desc.answer.safeParse(value);
  if (!result.success) {
    throw new Error(`${desc.method} ${desc.path} answered outside its contract: ${result.error.message}`);
  }
}

/**
 * A route built from its call: guard → read and parse the input → service → envelope. Used as
 * `.on(...handle(call, { staff: [JOB] }, jobs.saveJob, SAVED))`.
 */
export function handle<C extends Call>(
  desc: C,
  rule: AccessRule | typeof PUBLIC,
  service: CallService<C>,
  extra: { successMsg?: string | ((value: CallAnswer<C>) => string); message?: string } = {},
) {
  const handler = async (c: Ctx) => {
    const ctx = rule === PUBLIC ? await publicCall(c) : await guard(c, rule);
    const { input, files } = await readInput(c, desc);
    const request = { files, ip: clientIp(c) };
    const result = await service(ctx, validate(desc.input, input) as CallArgs<C>, request);
    const words = (value: CallAnswer<C>) => ({
      message: extra.message,
      successMsg: typeof extra.successMsg === "function" ? extra.successMsg(value) : extra.successMsg,
    });
    if (isOutcome(result)) {
      if (!result.ok) return answer(c, result);
      checked(desc, result.value);
      return ok(c, result.value, words(result.value));
    }
    checked(desc, result);
    return ok(c, result, words(result));
  };
  return [desc.method, desc.path, handler] as const;
}
