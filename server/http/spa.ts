import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml } from "../contracts/escape-html";
import { agencyTimeZone } from "../services/config";

/** The survey journey's paths (product §2.1) and the confirm page (176): survey.html serves them (157). */
const SURVEY_PAGE =
  /^\/(?:survey|survey-landing|survey-welcome|survey-revert-changes|survey-redirect|confirm-attendance)\/[^/]+(?:\/[^/]+)?\/?$|^\/surveythankyou\/?$/;

/** The meta element the browser reads its one clock from (src/lib/agency-zone.ts). */
const AGENCY_ZONE_META = "agency-time-zone";

/**
 * Serves the built SPA: hashed assets with a year's cache, compressed as the browser accepts
 * (brotli or gzip copies written at build time, scripts/build/precompress.ts), other files as
 * they are, and for every other GET the page's HTML (never cached: a deploy shows at once) with
 * the agency's time zone written into it, so that every page reads times on the agency's clock
 * from its first paint, without a request of its own. A missing asset answers 404, not the page:
 * a tab still open on the previous build then fails to load a chunk, and the app offers a reload
 * (src/app/new-version.ts), instead of running HTML as a module.
 */
export function serveSpa(app: Hono<AppEnv>, root: string) {
  if (!existsSync(join(root, "index.html"))) return;
  const indexHtml = readFileSync(join(root, "index.html"), "utf8");
  const surveyHtml = existsSync(join(root, "survey.html"))
    ? readFileSync(join(root, "survey.html"), "utf8")
    : null;

  const page = async (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    const survey = SURVEY_PAGE.test(c.req.path) || c.req.path === "/survey.html";
    const html = surveyHtml && survey ? surveyHtml : indexHtml;
    const zone = await agencyTimeZone({ deps: c.get("deps") });
    const meta = `<meta name="${AGENCY_ZONE_META}" content="${escapeHtml(zone)}">`;
    return c.html(html.replace("<head>", `<head>\n    ${meta}`));
  };

  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.all("/assets/*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });
  // The HTML pages themselves always go through `page` (the zone is written per request).
  app.get("/", page);
  app.get("/index.html", page);
  app.get("/survey.html", page);
  app.use("*", serveStatic({ root }));
  // Client-side routes: every other GET answers the SPA shell.
  app.get("*", page);
}
