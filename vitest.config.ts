import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "commands/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          environment: "happy-dom",
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // The server's own zone must never matter (one clock, decision 170).
          env: { TZ: "UTC" },
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Each file starts its own server and database; two at a time suits 2 cores.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Multi-process runs (messaging crash on PGlite; with DATABASE_URL also on PostgreSQL and two
          // servers sharing one campaign): one file at a time, they start their own servers.
          name: "crash",
          include: ["tests/crash/**/*.test.ts"],
          environment: "node",
          testTimeout: 600_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
