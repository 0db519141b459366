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

export default defineConfig({
  plugins: [react(), agencyZoneInDev()],
  define: { __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? "0.1.0") },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: process.env.BUILD_DIR ?? "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
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
          ],
        },
      },
    },
  },
});
