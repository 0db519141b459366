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

type Auth = { token?: string; headers?: Record<string, string> };

/** A thin HTTP client for API tests: multipart `json` bodies, form fields, Bearer tokens. */
export function apiClient(server: Pick<TestServer, "url">) {
  async function send<T>(method: string, path: string, body: BodyInit | undefined, auth: Auth = {}) {
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
    return { status: res.status, body: parsed, headers: res.headers } as Answer<T>;
  }

  const client = {
    get: <T = unknown>(path: string, auth?: Auth) => send<T>("GET", path, undefined, auth),
    /** POST multipart with one field `json` holding the body (as the SPA sends). */
    postJson: <T = unknown>(path: string, json: unknown, auth?: Auth, extra: Record<string, string> = {}) => {
      const form = new FormData();
      form.set("json", typeof json === "string" ? json : JSON.stringify(json));
      for (const [k, v] of Object.entries(extra)) form.set(k, v);
      return send<T>("POST", path, form, auth);
    },
    /** POST multipart with plain fields (e.g. emailAddress, role). */
    postForm: <T = unknown>(path: string, fields: Record<string, string>, auth?: Auth) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return send<T>("POST", path, form, auth);
    },
    postMultipart: <T = unknown>(path: string, form: FormData, auth?: Auth) =>
      send<T>("POST", path, form, auth),
    /** Signs in and returns the bearer token (throws if the login fails). */
    async login(username: string, password: string): Promise<string> {
      const answer = await client.postJson<{ token: string }>("/api/user-login", { username, password });
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
