import { type ZodType, z } from "zod";
import { signedInSchema } from "../../server/contracts/auth";
import { envelopeSchema } from "../../server/contracts/envelope";
import type { TestServer } from "./server";

export interface Answer<T = unknown> {
  status: number;
  body: {
    succeeded: boolean;
    value: T;
    errors: string[];
    successMsg?: string | null;
    message?: string | null;
  };
  headers: Headers;
}

/**
 * How a call signs in, and the response contract its succeeded answer is parsed with: the zod
 * contract (or type guard) the browser passes for the same call. A mismatch fails the test.
 */
type Auth<T = unknown> = {
  token?: string;
  headers?: Record<string, string>;
  answer?: ZodType<T> | ((value: unknown) => value is T);
};

/** Parses `body.value` of a succeeded answer with the call's contract; throws with the issues. */
function checkAnswer<T>(method: string, path: string, answer: Answer<T>, check: Auth<T>["answer"]) {
  if (!check || answer.status !== 200 || !answer.body.succeeded) return;
  if (typeof check === "function") {
    if (!check(answer.body.value)) {
      throw new Error(
        `${method} ${path}: the answer fails its type guard: ${JSON.stringify(answer.body.value).slice(0, 300)}`,
      );
    }
    return;
  }
  const parsed = check.safeParse(answer.body.value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(value)"}: ${i.message}`);
    throw new Error(
      `${method} ${path}: the answer does not match its contract: ${issues.slice(0, 10).join("; ")}`,
    );
  }
  // What the browser works with is the parsed value.
  answer.body.value = parsed.data;
}

const anyEnvelope = envelopeSchema(z.unknown());

/** A thin HTTP client for API tests: multipart `json` bodies, form fields, Bearer tokens. */
export function apiClient(server: Pick<TestServer, "url">) {
  async function send<T>(method: string, path: string, body: BodyInit | undefined, auth: Auth<T> = {}) {
    const headers: Record<string, string> = { ...(auth.headers ?? {}) };
    if (auth.token) headers.authorization = `Bearer ${auth.token}`;
    const res = await fetch(`${server.url}${path}`, { method, body, headers });
    const text = await res.text();
    let parsed: Answer<T>["body"];
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
    }
    // Every JSON answer, refusals included, is the standard envelope the browser reads.
    if (!anyEnvelope.safeParse(parsed).success) {
      throw new Error(`${method} ${path} answered ${res.status} without the envelope: ${text.slice(0, 200)}`);
    }
    const answer = { status: res.status, body: parsed, headers: res.headers } as Answer<T>;
    checkAnswer(method, path, answer, auth.answer);
    return answer;
  }

  const client = {
    get: <T = unknown>(path: string, auth?: Auth<T>) => send<T>("GET", path, undefined, auth),
    /** POST multipart with one field `json` holding the body (as the SPA sends). */
    postJson: <T = unknown>(
      path: string,
      json: unknown,
      auth?: Auth<T>,
      extra: Record<string, string> = {},
    ) => {
      const form = new FormData();
      form.set("json", typeof json === "string" ? json : JSON.stringify(json));
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      return send<T>("POST", path, form, auth);
    },
    /** POST multipart with plain fields (e.g. emailAddress, role). */
    postForm: <T = unknown>(path: string, fields: Record<string, string>, auth?: Auth<T>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return send<T>("POST", path, form, auth);
    },
    postMultipart: <T = unknown>(path: string, form: FormData, auth?: Auth<T>) =>
      send<T>("POST", path, form, auth),
    /** Signs in and returns the bearer token (throws if the login fails). */
    async login(username: string, password: string): Promise<string> {
      const answer = await client.postJson(
        "/api/user-login",
        { username, password },
        { answer: signedInSchema },
      );
      if (!answer.body.succeeded || !answer.body.value?.token) {
        throw new Error(`login failed for ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return answer.body.value.token;
    },
  };
  return client;
}

export const DEMO = {
  admin: { username: "admin@demo.test", password: "Demo-Admin-1!" },
  recruiter: { username: "recruiter@demo.test", password: "Demo-Recruiter-1!" },
  client: { username: "client@demo.test", password: "Demo-Client-1!" },
  respondent: { username: "respondent@demo.test", password: "Demo-Respondent-1!" },
} as const;
