import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8199);

/**
 * End-to-end tests drive Debian's Chromium against the built app on a throwaway PGlite folder.
 * One clock (decisions 170, 173): the server runs under TZ=UTC and the browser in New York, both
 * away from the seeded agency zone (Australia/Sydney), so a screen that used either zone instead
 * of the agency's shows the wrong time and fails.
 */
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
    timezoneId: "America/New_York",
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
    env: { PORT: String(port), LOG_LEVEL: "warn", TZ: "UTC" },
  },
});
