import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { authenticate } from "./auth/middleware";
import type { AppEnv, Deps } from "./context";
import type { Envelope } from "./contracts/envelope";
import { rejectBadInput } from "./http/bad-input";
import { ApiError } from "./http/errors";
import { healthRoutes } from "./http/health";
import { createMetrics, metricsRoute } from "./http/metrics";
import { pathParameterCheck } from "./http/path-params";
import { serveSpa } from "./http/spa";
import { inRequestScope } from "./logger";
import { mountApiRoutes } from "./routes/mount";
import { oneClickUnsubscribeRoutes } from "./routes/unsubscribe-one-click";
import { registerFieldProviders } from "./services/panel-search/panel-search";

export interface AppOptions {
  /** Folder of the built SPA (vite build output); omitted in API tests. */
  staticDir?: string;
}

const envelope = (errors: string[]): Envelope<null> => ({
  succeeded: false,
  value: null,
  errors,
  successMsg: null,
  message: null,
});

export function createApp(deps: Deps, options: AppOptions = {}) {
  registerFieldProviders();
  const app = new Hono<AppEnv>();
  const metrics = createMetrics(deps);

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("deps", deps);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await inRequestScope(requestId, next);
    const ms = performance.now() - started;
    metrics.observe(c, ms / 1000);
    deps.log.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(ms * 10) / 10,
      actor: c.get("actor") ? `${c.get("actor")?.role}:${c.get("actor")?.id}` : undefined,
    });
  });

  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Libraries (toasts, virtual lists) inject <style> elements; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      xContentTypeOptions: "nosniff",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(envelope(error.errors), error.status);
    deps.log.error("unhandled error", {
      requestId: c.get("requestId"),
      path: c.req.path,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    return c.json(envelope([`Something went wrong. Reference: ${c.get("requestId")}`]), 500);
  });

  healthRoutes(app);
  metricsRoute(app, metrics);
  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  api.use("*", rejectBadInput);
  api.use("*", authenticate);
  mountApiRoutes(api);
  const badParameter = pathParameterCheck(api.routes);
  api.all("*", (c) => {
    const bad = badParameter(c.req.method, c.req.path.replace(/^\/api/, ""));
    if (bad) return c.json(envelope([bad]), 400);
    return c.json(envelope([`No API endpoint ${c.req.method} ${c.req.path}.`]), 404);
  });
  app.route("/api", api);
  app.use("/unsubscribe/*", rejectBadInput);
  app.route("/", oneClickUnsubscribeRoutes);

  if (options.staticDir) serveSpa(app, options.staticDir);
  return app;
}
