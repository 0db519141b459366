/**
 * What 'Report a problem' tells about where the person was (decision 275): the server's
 * X-Request-Id of the last answer (its logs carry the same id), the app version and the browser.
 */
let lastId: string | null = null;

/** Called by the HTTP client with every answer's X-Request-Id. */
export function noteRequestId(id: string | null): void {
  if (id) lastId = id.slice(0, 64);
}

export interface ProblemContext {
  route: string;
  requestId: string | null;
  appVersion: string | null;
  userAgent: string | null;
}

/** The context of a problem report raised on `route` now. */
export function problemContext(route: string): ProblemContext {
  return {
    route: route.slice(0, 300),
    requestId: lastId,
    appVersion: typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : null,
    userAgent: typeof navigator === "undefined" ? null : navigator.userAgent.slice(0, 400),
  };
}
