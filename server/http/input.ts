import type { Context } from "hono";
import type { z } from "zod";
import { assertNoNul } from "./bad-input";
import { badRequest } from "./errors";

interface ParsedBody {
  /** The `json` field of a multipart body, or the whole body of an application/json request. */
  json: unknown;
  /** Plain string fields of a multipart or urlencoded body (the `json` field included as text). */
  fields: Record<string, string>;
  /** Uploaded files, in field order (files0..n). */
  files: { field: string; file: File }[];
}

const cacheKey = "parsedBody";

/** Reads the request body once (multipart, urlencoded or JSON) and caches it on the context. */
export async function readBody(c: Context): Promise<ParsedBody> {
  const cached = c.get(cacheKey as never) as ParsedBody | undefined;
  if (cached) return cached;
  const type = c.req.header("content-type") ?? "";
  const parsed: ParsedBody = { json: undefined, fields: {}, files: [] };
  try {
    if (type.includes("application/json")) {
      const text = await c.req.text();
      parsed.json = text.trim() === "" ? undefined : JSON.parse(text);
    } else if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
      const form = await c.req.formData();
      for (const [field, value] of form.entries()) {
        if (typeof value === "string") parsed.fields[field] = value;
        else parsed.files.push({ field, file: value });
      }
      if (parsed.fields.json !== undefined) parsed.json = JSON.parse(parsed.fields.json);
    }
  } catch {
    throw badRequest("The request body could not be read: the json field must hold valid JSON.");
  }
  assertNoNul(parsed.fields);
  assertNoNul(parsed.json);
  for (const { file } of parsed.files) assertNoNul(file.name);
  c.set(cacheKey as never, parsed as never);
  return parsed;
}

/** Turns zod issues into readable messages such as "password: Required". */
function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(...describeIssues(result.error));
  return result.data;
}

/** Validates the `json` field (or JSON body) against a contract. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await readBody(c);
  if (body.json === undefined) throw badRequest("json: Required");
  return validate(schema, body.json);
}

/**
 * Validates named form fields (e.g. emailAddress, role) against a contract. API clients may send
 * the same fields as a JSON object instead; a `json` field, if present, is passed on parsed.
 */
export async function formBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const body = await readBody(c);
  const fromJson = body.json && typeof body.json === "object" && !Array.isArray(body.json) ? body.json : {};
  const { json: _raw, ...fields } = body.fields;
  const data =
    body.fields.json !== undefined ? { ...fromJson, ...fields, json: body.json } : { ...fromJson, ...fields };
  return validate(schema, data);
}

export function params<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return validate(schema, c.req.param());
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return validate(schema, c.req.query());
}
