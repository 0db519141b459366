import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiPort = process.env.API_PORT ?? "8080";

/**
 * `npm run dev` only: writes the agency's time zone into the page as the server does in
 * production (server/http/spa.ts), read from the API's system references.
 */
const agencyZoneInDev = (): Plugin => ({
  name: "agency-time-zone",
  apply: "serve",
  async transformIndexHtml(html) {
    const answer = await fetch(`http://localhost:${apiPort}/api/GetSystemReferences`)
      .then((r) => r.json() as Promise<{ value?: { timeZone?: string } }>)
      .catch(() => undefined);
    const zone = answer?.value?.timeZone;
    return zone ? html.replace("<head>", `<head><meta name="agency-time-zone" content="${zone}">`) : html;
  },
});

/**
 * The head both entry pages share (index.html and survey.html, decision 157), written once: each
 * page's file keeps only its charset, title and entry script.
 */
const sharedHead = (): Plugin => ({
  name: "shared-head",
  transformIndexHtml: () =>
    [
      { tag: "meta", attrs: { name: "viewport", content: "width=device-width, initial-scale=1.0" } },
      { tag: "meta", attrs: { name: "theme-color", content: "#0372cc" } },
      {
        tag: "meta",
        attrs: { name: "description", content: "Recruitment workspace for market-research agencies" },
      },
      { tag: "link", attrs: { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } },
    ].map((t) => ({ ...t, injectTo: "head" as const })),
});

export default defineConfig({
  plugins: [react(), sharedHead(), agencyZoneInDev()],
  resolve: {
    alias: [
      // recharts asks for the pre-React-18 shim of useSyncExternalStoreWithSelector; React 19 has
      // the hook, and the shim would become a chunk of its own shared with the staff shell
      // (decision 232).
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector.js",
      },
    ],
  },
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? "0.1.0") },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: process.env.BUILD_DIR ?? "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    modulePreload: {
      // The dashboard's widgets (decision 233) load after the first screen: their import carries
      // only the stylesheets it must insert, not a preload list of some 50 chunks that would
      // weigh on the staff shell's first download; the chunks follow by their own imports.
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId.includes("dashboard-view")
          ? deps.filter((d) => d.endsWith(".css") && !d.includes("/index-"))
          : deps,
    },
    rolldownOptions: {
      output: {
        // The signed-in route tables and guard load together as one chunk (decision 206): left to
        // the splitter they form two, each with its own preload list, and cost the staff shell 1 KB.
        codeSplitting: {
          groups: [
            {
              name: "guarded-route",
              test: /src\/app\/(guard|guarded-route|routes\/(all-routes|staff|client|respondent|shared))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              // ChartWithTable's light half (switch, table twin, summary) is one small chunk that
              // the dashboard and every report share; recharts stays in the chart-drawing chunk
              // it alone imports (decision 232).
              name: "chart-with-table",
              test: /src\/components\/charts\/(chart-with-table|chart-table|chart-model)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
