/**
 * The MYOB Business API over HTTP (decision 278): the authorise address, the token exchange and
 * refresh at the OAuth server, and the invoice POST with the API's headers. Both base addresses
 * come from the environment, so tests point them at a fake server of our own.
 */
export interface MyobConfig {
  authUrl: string;
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  companyFile: string;
}

export function myobConfig(publicUrl: string): MyobConfig | null {
  const clientId = process.env.MYOB_CLIENT_ID ?? "";
  const clientSecret = process.env.MYOB_CLIENT_SECRET ?? "";
  if (!clientId || !clientSecret) return null;
  return {
    authUrl: (process.env.MYOB_AUTH_URL ?? "https://secure.myob.com/oauth2").replace(/\/$/, ""),
    apiUrl: (process.env.MYOB_API_URL ?? "https://api.myob.com/accountright").replace(/\/$/, ""),
    clientId,
    clientSecret,
    redirectUri: process.env.MYOB_REDIRECT_URI ?? `${publicUrl.replace(/\/$/, "")}/myobcallback`,
    companyFile: process.env.MYOB_COMPANY_FILE ?? "",
  };
}

export function authoriseUrl(config: MyobConfig, state: string): string {
  const q = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: "code",
    scope: "CompanyFile",
    state,
  });
  return `${config.authUrl}/account/authorize?${q}`;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
}

/** Thrown when the provider answers the grant with an error (a lapsed code or refresh token). */
export class GrantRefused extends Error {}

async function tokenCall(config: MyobConfig, grant: Record<string, string>): Promise<Tokens> {
  const response = await fetch(`${config.authUrl}/v1/authorize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...grant }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.access_token !== "string" || typeof body.refresh_token !== "string")
    throw new GrantRefused(String(body.error ?? `status ${response.status}`));
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresInSeconds: Number(body.expires_in ?? 1200) || 1200,
  };
}

export const exchangeCode = (config: MyobConfig, code: string) =>
  tokenCall(config, { grant_type: "authorization_code", code, redirect_uri: config.redirectUri });

export const refreshTokens = (config: MyobConfig, refreshToken: string) =>
  tokenCall(config, { grant_type: "refresh_token", refresh_token: refreshToken });

/**
 * POSTs a service invoice; the idempotency key makes a retried POST answer the invoice the first
 * one created. Answers the invoice's UID (the last segment of the Location the API answers).
 */
export async function createInvoice(
  config: MyobConfig,
  accessToken: string,
  idempotencyKey: string,
  invoice: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`${config.apiUrl}/${config.companyFile}/Sale/Invoice/Service`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${accessToken}`,
      "x-myobapi-key": config.clientId,
      "x-myobapi-version": "v2",
      "content-type": "application/json",
      "idempotency-key": idempotencyKey,
    },
    body: JSON.stringify(invoice),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`MYOB answered status ${response.status}`);
  const uid = (response.headers.get("location") ?? "").split("/").filter(Boolean).at(-1);
  if (!uid) throw new Error("MYOB did not answer the invoice's address");
  return uid;
}
