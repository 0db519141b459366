import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8199);

/** End-to-end tests drive Debian's Chromium against the built app on a throwaway PGlite folder. */
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    },
    trace: "off",
    screenshot: "only-on-failure",
  },
  webServer: {
    command: "node --import tsx tests/e2e/support/start-server.ts",
    url: `http://localhost:${port}/api/login-status`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), LOG_LEVEL: "warn" },
  },
});
