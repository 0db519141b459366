import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake MYOB of our own (never the vendor): the OAuth authorise page (redirects straight back
 * with a code), the token endpoint (code exchange; refresh with rotation: an old refresh token
 * is refused), and the service-invoice POST honouring `idempotency-key`. Switches: `dropNext`
 * creates the invoice and then kills the connection before answering (the worker never learns
 * it was accepted), `failNext` answers 500 without creating anything.
 */
export interface FakeAccounting {
  url: string;
  authUrl: string;
  apiUrl: string;
  /** Invoices created, by idempotency key. */
  invoices: Map<string, { uid: string; body: Record<string, unknown> }>;
  /** Every invoice POST received (retries included). */
  posts: number;
  refreshes: number;
  /** Seconds the next issued access token lives. */
  expiresIn: number;
  dropNext: boolean;
  failNext: boolean;
  /** A code as the authorise page would issue it. */
  issueCode(): string;
  /** Every access and refresh token issued (to check none is stored plain). */
  issued: string[];
  close(): Promise<void>;
}

const token = (kind: string) => `${kind}-${randomBytes(12).toString("hex")}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => resolve(data));
  });
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

export async function startFakeAccounting(): Promise<FakeAccounting> {
  const codes = new Set<string>();
  let base = "";
  const access = new Set<string>();
  let refresh = "";
  const fake = {
    invoices: new Map(),
    posts: 0,
    refreshes: 0,
    expiresIn: 1200,
    dropNext: false,
    failNext: false,
    issued: [] as string[],
    issueCode() {
      const code = token("code");
      codes.add(code);
      return code;
    },
  } as Omit<FakeAccounting, "url" | "authUrl" | "apiUrl" | "close">;

  const grant = (res: ServerResponse) => {
    const a = token("access");
    refresh = token("refresh");
    access.add(a);
    fake.issued.push(a, refresh);
    json(res, 200, { access_token: a, refresh_token: refresh, expires_in: fake.expiresIn });
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/oauth2/account/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", fake.issueCode());
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && url.pathname === "/oauth2/v1/authorize") {
      const form = new URLSearchParams(await readBody(req));
      if (form.get("client_id") !== "test-client" || form.get("client_secret") !== "test-secret")
        return json(res, 401, { error: "invalid_client" });
      if (form.get("grant_type") === "authorization_code") {
        const code = form.get("code") ?? "";
        if (!codes.delete(code)) return json(res, 400, { error: "invalid_grant" });
        return grant(res);
      }
      if (form.get("grant_type") === "refresh_token") {
        if (!refresh || form.get("refresh_token") !== refresh)
          return json(res, 400, { error: "invalid_grant" });
        fake.refreshes += 1;
        return grant(res);
      }
      return json(res, 400, { error: "unsupported_grant_type" });
    }
    const invoicePath = url.pathname.match(/^\/api\/([^/]+)\/Sale\/Invoice\/Service$/);
    if (req.method === "POST" && invoicePath) {
      const body = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
      fake.posts += 1;
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (!access.has(bearer) || req.headers["x-myobapi-version"] !== "v2") return json(res, 401, {});
      if (fake.failNext) {
        fake.failNext = false;
        return json(res, 500, { Errors: [{ Message: "Try again" }] });
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      if (!key) return json(res, 400, { Errors: [{ Message: "Idempotency-Key required" }] });
      let made = fake.invoices.get(key);
      if (!made) {
        made = { uid: randomBytes(8).toString("hex"), body };
        fake.invoices.set(key, made);
      }
      if (fake.dropNext) {
        fake.dropNext = false;
        req.socket.destroy();
        return;
      }
      res.writeHead(201, { location: `${base}/api/${invoicePath[1]}/Sale/Invoice/Service/${made.uid}` });
      return res.end();
    }
    json(res, 404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = url;
  return Object.assign(fake, {
    url,
    authUrl: `${url}/oauth2`,
    apiUrl: `${url}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
